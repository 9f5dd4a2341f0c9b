import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer, from one middleware built at start. The
 * @fastify/helmet wrapper built a new helmet for each request (its Content-Security-Policy
 * directives parsed and validated again every time): 4-6 % of the server's CPU in a ticket
 * drop's profile (docs/decisions/0072-prechecks-in-batches.md). Same options, same headers.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
});
