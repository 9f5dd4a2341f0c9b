import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_PASSWORD, E2E } from './stack-env';

/**
 * E-mail confirmation before the first purchase (docs/decisions/0076-hostile-users.md): the
 * link mailed on sign-up, read from the outbox as the demo administrator reads it
 * (GET /Admin/Correos), and followed through the API.
 */

/**
 * One administrator session per worker, signed in once: the fresh accounts a test makes at once
 * (Promise.all) would otherwise sign the same account in from the same address several times in
 * a second, which the sign-in's growing waits per account and address answer with 429.
 */
let adminSession: Promise<string> | null = null;

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${E2E.apiBase}/Security/Login`, {
    data: { usuario: 'admin@pulso.test', pass: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function adminBearer(request: APIRequestContext): Promise<string> {
  adminSession ??= signInAdmin(request).catch((error: unknown) => {
    adminSession = null;
    throw error;
  });
  return adminSession;
}

/** The token of the newest confirmation link mailed to `correo`. */
export async function confirmationToken(
  request: APIRequestContext,
  correo: string,
): Promise<string> {
  const outbox = async () =>
    request.get(`${E2E.apiBase}/Admin/Correos`, {
      headers: { authorization: `Bearer ${await adminBearer(request)}` },
      params: { destinatario: correo },
    });
  let res = await outbox();
  if (res.status() === 401) {
    // The kept session was signed out elsewhere (a test that signs the administrator out).
    adminSession = null;
    res = await outbox();
  }
  expect(res.status(), await res.text()).toBe(200);
  const { correos } = (await res.json()) as { correos: Array<{ cuerpo: string }> };
  const token = correos
    .map((c) => /\/confirmar-correo\?token=([\w-]+)/.exec(c.cuerpo)?.[1])
    .find(Boolean);
  expect(token, `a confirmation mail to ${correo}`).toBeTruthy();
  return token!;
}

/** Follows the mailed link of a fresh account: it may buy from then on. */
export async function confirmEmail(request: APIRequestContext, correo: string): Promise<void> {
  const res = await request.post(`${E2E.apiBase}/Usuario/ConfirmarCorreo`, {
    data: { token: await confirmationToken(request, correo) },
  });
  expect(res.status(), await res.text()).toBe(200);
}
