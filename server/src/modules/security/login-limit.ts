import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { HttpProblem } from '../../plugins/problem';
import { normaliseCorreo, type UsuariosService } from '../usuarios';
import { checkCredentials } from './credentials';

/** The counter of failed sign-ins per account, and an account's key in it. */
export const LOGIN_COUNTER = 'login-cuenta';
// Hashed: the counters' store (Redis) holds no e-mail addresses.
export const loginAccountKey = (correo: string) =>
  createHash('sha256').update(normaliseCorreo(correo)).digest('base64url');

/**
 * Password sign-in under the per-account limit (issue 15), for the website's and the door
 * app's sign-in alike (one counter): at most `maxFailures` failed attempts per account (the
 * e-mail typed, normalised) in LOGIN_LIMITS.accountWindowMinutes, from any address. The
 * per-address limit is the route's own (`config.rateLimit`).
 *
 * Each attempt is counted before the password is checked, so guesses sent at once cannot all
 * slip in under the limit, and given back when it succeeds, so signing in spends nothing. Over
 * the limit every attempt is refused until the window ends, the right password too: otherwise
 * a 401 or a 200 would keep answering the guesses. Unknown e-mails count the same, so the
 * limit says nothing about which accounts exist.
 */
export function createLoginCheck(
  app: FastifyInstance,
  usuarios: UsuariosService,
  maxFailures: number,
) {
  const counter = app.attemptCounter(LOGIN_COUNTER, LOGIN_LIMITS.accountWindowMinutes * 60_000);
  return async (reply: FastifyReply, correo: string, pass: string) => {
    const key = loginAccountKey(correo);
    const { count, ttlMs } = await counter.hit(key);
    if (count > maxFailures) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
      throw new HttpProblem(429, MSG.demasiadosIntentos);
    }
    const u = await checkCredentials(usuarios, correo, pass);
    if (u) await counter.undo(key);
    return u;
  };
}

export type LoginCheck = ReturnType<typeof createLoginCheck>;
