import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  estadoFilaQuerySchema,
  filaVirtualEstadoSchema,
  unirmeFilaSchema,
} from '@shared/api/fila-virtual';
import { ROL } from '@shared/domain/roles';
import type { FilaVirtualService } from './fila-virtual-service';

/** The virtual queue of high-demand days (issue 12): buyers only (role 0). */
export const filaVirtualRoutes: FastifyPluginAsyncZod<{ fila: FilaVirtualService }> = async (
  app,
  { fila },
) => {
  app.post(
    '/FilaVirtual/Unirme',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['FilaVirtual'],
        body: unirmeFilaSchema,
        response: { 200: filaVirtualEstadoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // Joining takes a solved challenge: a script cannot hold many places (shared/api/desafio.ts).
      await app.desafio.exigir(request);
      return fila.unirme(request.auth!.idUsuario, request.body.idFecha);
    },
  );

  app.get(
    '/FilaVirtual/Estado',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['FilaVirtual'],
        querystring: estadoFilaQuerySchema,
        response: { 200: filaVirtualEstadoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return fila.estado(request.auth!.idUsuario, request.query.IdFecha);
    },
  );
};
