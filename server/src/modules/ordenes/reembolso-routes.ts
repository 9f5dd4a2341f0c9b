import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solicitarReembolsoSchema } from '@shared/api/after-sale';
import { ordenViewSchema } from '@shared/api/checkout';
import { ROL } from '@shared/domain/roles';
import type { RefundOnRequest } from './refund-on-request';

/**
 * Refund on request after the event changed (/modificar-evento): the buyer (role 0)
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
      schema: {
        tags: ['Orden'],
        body: solicitarReembolsoSchema,
        response: { 200: ordenViewSchema },
      },
    },
    (request) => reembolsos.solicitar(request.auth!.idUsuario, request.body.idOrden),
  );
};
