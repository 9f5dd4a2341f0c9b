import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DESAFIO_HEADER } from '@shared/api/desafio';
import { expect } from './fixtures';
import { E2E } from './stack-env';

/**
 * A challenge fetched from GET /Desafio and really solved, as the website's widget does
 * (shared/api/desafio.ts): the headers of an API call that needs one (sign-up).
 */
export async function desafioHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get(`${E2E.apiBase}/Desafio`);
  expect(res.status(), await res.text()).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'the challenge is solved').toBeTruthy();
  return {
    [DESAFIO_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  };
}
