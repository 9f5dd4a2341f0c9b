import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desafioSchema } from '@shared/api/desafio';

/**
 * GET /Desafio: a fresh challenge (shared/api/desafio.ts). Limited per address (config
 * `challenge.perAddressPerMinute`, high for carriers' shared addresses): making one costs a
 * single derivation.
 */
export const desafioRoutes: FastifyPluginAsyncZod<{ perAddressPerMinute: number }> = async (
  app,
  { perAddressPerMinute },
) => {
  app.get(
    '/Desafio',
    {
      config: {
        access: 'public',
        rateLimit: { max: perAddressPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags: ['Desafio'], response: { 200: desafioSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.desafio.crear();
    },
  );
};
