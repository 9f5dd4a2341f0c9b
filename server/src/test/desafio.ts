import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DESAFIO_HEADER } from '@shared/api/desafio';

/**
 * A challenge fetched from GET /Desafio and really solved, as the widget would (tests run at
 * the low difficulty test-app sets; the server verifies it like any other): the header value.
 */
export async function solveDesafio(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/Desafio', remoteAddress });
  if (res.statusCode !== 200) throw new Error(`GET /Desafio ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The headers of a request carrying a freshly solved challenge. */
export async function withDesafio(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  return { ...headers, [DESAFIO_HEADER]: await solveDesafio(app) };
}
