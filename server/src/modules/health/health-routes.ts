import type { FastifyPluginAsync } from 'fastify';
import { OPERATIONS_TEXTS as T } from '@shared/texts/operations';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations, type Db } from '../../db/client';

/** A database that takes longer than this to answer counts as unreachable. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What /health and /ready answer: a state word and its Spanish sentence. */
const estadoSchema = z.object({ estado: z.string(), mensaje: z.string() });

export interface HealthState {
  /** Set when the instance starts stopping: the load balancer should send no more requests. */
  draining: boolean;
}

/**
 * Liveness (`GET /health`: the process answers) and readiness (`GET /ready`: the database
 * answers, every migration is applied, the instance is not stopping). Outside /api/v1 and
 * without a session, as load balancers call them; neither says more than up or down.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db; state: HealthState }> = async (
  app,
  { db, state },
) => {
  // The schemas below are zod: serialize with zod here too, whatever Fastify this lands in.
  app.setSerializerCompiler(serializerCompiler);
  const noStore = { 'cache-control': 'no-store' };
  app.get(
    '/health',
    { schema: { tags: ['Health'], response: { 200: estadoSchema } } },
    async (_req, reply) => reply.headers(noStore).send({ estado: 'ok', mensaje: T.vivo }),
  );
  app.get(
    '/ready',
    { schema: { tags: ['Health'], response: { 200: estadoSchema, 503: estadoSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      if (state.draining) return reply.code(503).send({ estado: 'cerrando', mensaje: T.cerrando });
      let pending: number;
      try {
        pending = await withTimeout(pendingMigrations(db), READY_TIMEOUT_MS);
      } catch (err) {
        req.log.warn({ err }, 'readiness: database unreachable');
        return reply.code(503).send({ estado: 'sin base de datos', mensaje: T.baseNoResponde });
      }
      if (pending > 0)
        return reply
          .code(503)
          .send({ estado: 'migraciones pendientes', mensaje: T.migracionesPendientes(pending) });
      return reply.send({ estado: 'listo', mensaje: T.listo });
    },
  );
};
