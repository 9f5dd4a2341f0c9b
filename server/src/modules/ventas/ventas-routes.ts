import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL } from '@shared/domain/roles';
import { viewerOf } from '../../plugins/viewer';
import type { VentasService } from './ventas-service';

const query = z.object({ IdEvento: z.coerce.number().int().positive().max(2_147_483_647) });

/** Tickets sold (spec 001 §2 /entradas-vendidas/{idEvento}): the owner or an administrator. */
export const ventasRoutes: FastifyPluginAsyncZod<{
  ventas: VentasService;
  now: () => Date;
}> = async (app, { ventas, now }) => {
  app.get(
    '/Evento/GetVentas',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: { tags: ['Evento'], querystring: query },
    },
    (request) => ventas.ventas(viewerOf(request)!, request.query.IdEvento),
  );
  app.get(
    '/Evento/GetVentasPorDia',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: { tags: ['Evento'], querystring: query },
    },
    (request) => ventas.porDia(viewerOf(request)!, request.query.IdEvento, now()),
  );
};
