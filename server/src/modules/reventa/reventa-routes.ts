import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelarReventaSchema, revenderSchema, ticketReventaSchema } from '@shared/api/waitlist';
import { ROL } from '@shared/domain/roles';
import { siteUrlOf } from '../../plugins/site-url';
import type { ReventaService } from './reventa-service';

/** Resale at face value through the wait list (issue 13, shared/api/waitlist.ts). */
export const reventaRoutes: FastifyPluginAsyncZod<{
  reventa: ReventaService;
  publicUrl: string | null;
}> = async (app, { reventa, publicUrl }) => {
  const access = { roles: [ROL.USUARIO] } as const;

  app.post(
    '/Entrada/Revender',
    {
      config: { access },
      schema: { tags: ['Entrada'], body: revenderSchema, response: { 200: ticketReventaSchema } },
    },
    (request) =>
      reventa.revender(request.auth!.idUsuario, request.body, siteUrlOf(publicUrl, request)),
  );

  app.post(
    '/Entrada/CancelarReventa',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        body: cancelarReventaSchema,
        response: { 200: ticketReventaSchema },
      },
    },
    (request) => reventa.cancelar(request.auth!.idUsuario, request.body.idReventa),
  );
};
