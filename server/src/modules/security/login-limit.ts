import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DESAFIO_MSG } from '@shared/api/desafio';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { HttpProblem } from '../../plugins/problem';
import { desafioProblem } from '../desafio';
import { normaliseCorreo, type UsuariosService } from '../usuarios';
import { checkCredentials } from './credentials';

/** The counters of failed sign-ins per account and per address, and the pairs' delays. */
export const LOGIN_COUNTER = 'login-cuenta';
export const LOGIN_ADDRESS_COUNTER = 'login-direccion';
export const LOGIN_PAIR_BACKOFF = 'login-par';
export const LOGIN_KNOWN_PAIRS = 'login-conocido';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
// Hashed: the counters' store (Redis) holds no e-mail addresses.
export const loginAccountKey = (correo: string) => hash(normaliseCorreo(correo));
export const loginPairKey = (correo: string, address: string) =>
  hash(`${normaliseCorreo(correo)}\n${address}`);

/**
 * Password sign-in under LOGIN_LIMITS (docs/decisions/0076-hostile-users.md), for the
 * website's and the door app's sign-in alike (the same counters). No limit refuses the right
 * password for good: where the old limit refused, the client now solves a proof-of-work
 * challenge (shared/api/desafio.ts) and the attempt is checked as usual. So a stranger's
 * failures, from however many addresses, cost the owner at most a challenge, and none from
 * an address the owner signed in from before.
 *
 * Failures per account and per address are counted before the password is checked (attempts
 * sent at once cannot all slip in under a limit) and given back on success. Unknown e-mails
 * count the same, so the limits say nothing about which accounts exist.
 */
export function createLoginCheck(
  app: FastifyInstance,
  usuarios: UsuariosService,
  failuresPerAccount: number,
) {
  const windowMs = LOGIN_LIMITS.accountWindowMinutes * 60_000;
  const accounts = app.attemptCounter(LOGIN_COUNTER, windowMs);
  const addresses = app.attemptCounter(LOGIN_ADDRESS_COUNTER, windowMs);
  const pairs = app.backoff(LOGIN_PAIR_BACKOFF, windowMs);
  const known = app.attemptCounter(LOGIN_KNOWN_PAIRS, LOGIN_LIMITS.knownAddressDays * 86_400_000);
  const { pair: p } = LOGIN_LIMITS;
  const delays = { free: p.free, baseMs: p.baseSeconds * 1000, capMs: p.capSeconds * 1000 };

  return async (request: FastifyRequest, reply: FastifyReply, correo: string, pass: string) => {
    const verdict = await app.desafio.deRequest(request);
    if (verdict === 'invalido') throw desafioProblem('invalido');
    const solved = verdict === 'ok';
    const account = loginAccountKey(correo);
    const pair = loginPairKey(correo, request.ip);

    // Growing delays per pair; a solved challenge goes through at once (and still counts).
    const turn = await pairs.take(pair, { ...delays, force: solved });
    if (!turn.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(turn.waitMs / 1000))));
      throw new HttpProblem(429, DESAFIO_MSG.espera, { desafio: true });
    }
    const [a, d] = await Promise.all([accounts.hit(account), addresses.hit(request.ip)]);
    const giveBack = () => Promise.all([accounts.undo(account), addresses.undo(request.ip)]);
    if (!solved && turn.attempts > p.failuresBeforeChallenge) {
      await giveBack();
      throw desafioProblem('falta');
    }
    if (!solved && (a.count > failuresPerAccount || d.count > LOGIN_LIMITS.failuresPerAddress)) {
      // The owner's own address is not asked because of strangers' failures elsewhere.
      if ((await known.peek(pair)) === 0) {
        await giveBack();
        throw desafioProblem('falta');
      }
    }
    const u = await checkCredentials(usuarios, correo, pass);
    if (u) {
      await Promise.all([giveBack(), pairs.clear(pair), known.hit(pair)]);
    }
    return u;
  };
}

export type LoginCheck = ReturnType<typeof createLoginCheck>;
