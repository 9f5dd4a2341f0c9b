import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solicitarReembolsoSchema } from '@shared/api/after-sale';
import { ROL } from '@shared/domain/roles';
import type { RefundOnRequest } from './refund-on-request';

/**
 * Refund on request after the event changed (spec 001 §2 Modify event): the buyer (role 0)
 * asks for their own order's money back; anyone else's order does not exist for them.
 */
export const reembolsoRoutes: FastifyPluginAsyncZod<{ reembolsos: RefundOnRequest }> = async (
  app,
  { reembolsos },
) => {
  app.post(
    '/Orden/SolicitarReembolso',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: { tags: ['Orden'], body: solicitarReembolsoSchema },
    },
    (request) => reembolsos.solicitar(request.auth!.idUsuario, request.body.idOrden),
  );
};
