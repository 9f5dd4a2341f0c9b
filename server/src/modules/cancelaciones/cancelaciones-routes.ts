import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelarEventoSchema,
  progresoReembolsosSchema,
  reembolsosEventoSchema,
} from '@shared/api/after-sale';
import { ROL } from '@shared/domain/roles';
import { viewerOf } from '../../plugins/viewer';
import type { CancelacionesService } from './cancelaciones-service';
import { idParamSchema } from '@shared/validation/ids';

const query = z.object({ IdEvento: idParamSchema });

/** Cancel event (/cancelar-evento/{idEvento}): the event's owner, an organiser. */
export const cancelacionesRoutes: FastifyPluginAsyncZod<{
  cancelaciones: CancelacionesService;
}> = async (app, { cancelaciones }) => {
  const access = { roles: [ROL.ORGANIZADOR] } as const;

  app.get(
    '/Evento/GetReembolsos',
    {
      config: { access },
      schema: { tags: ['Evento'], querystring: query, response: { 200: reembolsosEventoSchema } },
    },
    (request) => cancelaciones.reembolsos(viewerOf(request)!, request.query.IdEvento),
  );

  // The organiser's lists (Mis eventos creados, Entradas vendidas): their cancelled events.
  app.get(
    '/Evento/GetProgresoReembolsos',
    {
      config: { access },
      schema: {
        tags: ['Evento'],
        response: { 200: z.object({ eventos: z.array(progresoReembolsosSchema) }) },
      },
    },
    async (request) => ({ eventos: await cancelaciones.progreso(viewerOf(request)!) }),
  );

  app.post(
    '/Evento/CancelarEvento',
    {
      config: { access },
      schema: {
        tags: ['Evento'],
        body: cancelarEventoSchema,
        response: { 200: reembolsosEventoSchema },
      },
    },
    (request) => cancelaciones.cancelar(viewerOf(request)!, request.body),
  );
};
