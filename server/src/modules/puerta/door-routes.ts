import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  escaneoRespuestaSchema,
  escaneoSchema,
  puertaCambiosSchema,
  puertaEventosSchema,
  puertaSnapshotSchema,
  sincronizarSchema,
  type PuertaEventos,
} from '@shared/api/door';
import { viewerOf } from '../../plugins/viewer';
import type { CheckinService } from './checkin-service';
import type { DoorAccess } from './door-access';
import type { DoorSnapshotService } from './door-snapshot-service';

const idFecha = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The door app's routes (access 'door': door sessions and web sessions). Every call asks
 * door-access which event days the caller may open now.
 */
export const doorRoutes: FastifyPluginAsyncZod<{
  access: DoorAccess;
  snapshots: DoorSnapshotService;
  checkin: CheckinService;
  now: () => Date;
}> = async (app, { access, snapshots, checkin, now }) => {
  // Door data is per person and changes by the second: never cached.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/Puerta/Eventos',
    {
      config: { access: 'door' },
      schema: { tags: ['Puerta'], response: { 200: puertaEventosSchema } },
    },
    async (request): Promise<PuertaEventos> => ({
      servidorAt: now().toISOString(),
      eventos: await access.eventos(viewerOf(request)!),
    }),
  );

  app.get(
    '/Puerta/Snapshot',
    {
      config: { access: 'door' },
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdFecha: idFecha }),
        response: { 200: puertaSnapshotSchema },
      },
    },
    (request) => snapshots.snapshot(viewerOf(request)!, request.query.IdFecha),
  );

  app.get(
    '/Puerta/Cambios',
    {
      config: { access: 'door' },
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdFecha: idFecha, Desde: z.string().max(200) }),
        response: { 200: puertaCambiosSchema },
      },
    },
    (request) => snapshots.cambios(viewerOf(request)!, request.query.IdFecha, request.query.Desde),
  );

  app.post(
    '/Puerta/Escanear',
    {
      config: { access: 'door' },
      schema: { tags: ['Puerta'], body: escaneoSchema, response: { 200: escaneoRespuestaSchema } },
    },
    (request) => checkin.escanear(viewerOf(request)!, request.body),
  );

  app.post(
    '/Puerta/Sincronizar',
    {
      config: { access: 'door' },
      schema: {
        tags: ['Puerta'],
        body: sincronizarSchema,
        response: { 200: z.object({ resultados: z.array(escaneoRespuestaSchema) }) },
      },
    },
    async (request) => ({
      resultados: await checkin.sincronizar(viewerOf(request)!, request.body.escaneos),
    }),
  );
};
