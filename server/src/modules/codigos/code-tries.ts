import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { HttpProblem } from '../../plugins/problem';

export const CODE_TRIES_COUNTER = 'codigo-intentos';
export const CODE_FAILURES_COUNTER = 'codigo-fallos';

/** Whose tries: the account (signed in: every code route needs it) and the address. */
const keysOf = (request: FastifyRequest) => [
  `u:${request.auth?.idUsuario ?? 0}`,
  `ip:${request.ip}`,
];

/**
 * Tries of codes under CODE_LIMITS (docs/decisions/0076-hostile-users.md), for every route
 * where a buyer's code is checked (GET /Codigo/Validar, POST /Orden/CrearOrden with a code).
 * `begin` counts the try (429 past the minute's ceiling, per account or address) and, after a
 * few wrong codes of the account or the address, asks for a solved challenge (428); the route
 * calls `failed` when the code does not exist. Guessing `PREVENTA` among 36^8 codes at one
 * challenge a try and 10 tries a minute is out of reach.
 */
export function createCodeTries(app: FastifyInstance) {
  const tries = app.attemptCounter(CODE_TRIES_COUNTER, 60_000);
  const failures = app.attemptCounter(CODE_FAILURES_COUNTER, CODE_LIMITS.windowMinutes * 60_000);
  return {
    async begin(request: FastifyRequest, reply: FastifyReply) {
      const [account, address] = keysOf(request);
      const [a, d] = await Promise.all([tries.hit(account!), tries.hit(address!)]);
      const over = [
        a.count > CODE_LIMITS.triesPerMinute ? a : null,
        d.count > CODE_LIMITS.triesPerAddressPerMinute ? d : null,
      ].filter((x) => x !== null);
      if (over.length > 0) {
        const ttl = Math.max(...over.map((x) => x.ttlMs));
        reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
        throw new HttpProblem(429, MSG.demasiadosIntentos);
      }
      const [fa, fd] = await Promise.all([failures.peek(account!), failures.peek(address!)]);
      if (Math.max(fa, fd) >= CODE_LIMITS.failuresBeforeChallenge)
        await app.desafio.exigir(request);
    },
    async failed(request: FastifyRequest) {
      const [account, address] = keysOf(request);
      await Promise.all([failures.hit(account!), failures.hit(address!)]);
    },
  };
}

export type CodeTries = ReturnType<typeof createCodeTries>;
