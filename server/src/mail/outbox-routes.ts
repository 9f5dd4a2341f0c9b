import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL } from '@shared/domain/roles';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';

const correo = z.object({
  id: z.number(),
  destinatario: z.string(),
  asunto: z.string(),
  cuerpo: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});

/**
 * What Pulso has mailed, newest first (administrators only). Without SMTP the mails stay in
 * the outbox: this is where an operator reads them, and what the e2e specs check.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Admin/Correos',
    {
      config: { access: { roles: [ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Admin'],
        querystring: z.object({
          destinatario: z.string().trim().toLowerCase().max(320).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ correos: z.array(correo) }) },
      },
    },
    async (request) => {
      const { destinatario, limit } = request.query;
      const rows = await db
        .select()
        .from(outbox)
        .where(destinatario ? eq(outbox.destinatario, destinatario) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return {
        correos: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
