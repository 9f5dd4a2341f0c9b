import { asUser } from './door-fixtures';
import type { TestApp } from './test-app';

/**
 * The confirmation link's token of a buyer's own order, as the withdrawal page gets it
 * (POST /Orden/Arrepentimiento/Propia; docs/decisions/0076-hostile-users.md). Throws on a
 * refusal.
 */
export async function ownWithdrawalLink(t: TestApp, token: string, idOrden: number) {
  const res = await asUser(t, token, 'POST', '/Orden/Arrepentimiento/Propia', { idOrden });
  if (res.statusCode !== 200) throw new Error(`Propia ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** Confirms the withdrawal behind a link (POST /Orden/Arrepentimiento/Confirmar). */
export const confirmWithdrawal = (t: TestApp, token: string, link: string) =>
  asUser(t, token, 'POST', '/Orden/Arrepentimiento/Confirmar', { token: link });

/**
 * A buyer withdrawing their own order the way the website does it: the request, then its
 * confirmation. Answers the confirmation, or the request's refusal.
 */
export async function withdrawOwn(t: TestApp, token: string, idOrden: number) {
  const asked = await asUser(t, token, 'POST', '/Orden/Arrepentimiento/Propia', { idOrden });
  if (asked.statusCode !== 200) return asked;
  return confirmWithdrawal(t, token, asked.json<{ token: string }>().token);
}
