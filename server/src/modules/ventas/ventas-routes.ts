import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ventasEventoSchema, ventasPorDiaSchema } from '@shared/api/after-sale';
import { ROL } from '@shared/domain/roles';
import { viewerOf } from '../../plugins/viewer';
import type { VentasService } from './ventas-service';
import { idParamSchema } from '@shared/validation/ids';

const query = z.object({ IdEvento: idParamSchema });

/** Tickets sold (/entradas-vendidas/{idEvento}): the owner or an administrator. */
export const ventasRoutes: FastifyPluginAsyncZod<{
  ventas: VentasService;
  now: () => Date;
}> = async (app, { ventas, now }) => {
  app.get(
    '/Evento/GetVentas',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: { tags: ['Evento'], querystring: query, response: { 200: ventasEventoSchema } },
    },
    (request) => ventas.ventas(viewerOf(request)!, request.query.IdEvento),
  );
  app.get(
    '/Evento/GetVentasPorDia',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: { tags: ['Evento'], querystring: query, response: { 200: ventasPorDiaSchema } },
    },
    (request) => ventas.porDia(viewerOf(request)!, request.query.IdEvento, now()),
  );
};
