import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrepentimientoPedidoSchema,
  arrepentimientoPreviewSchema,
  arrepentimientoPropioSchema,
  arrepentimientoSchema,
  arrepentimientoTokenSchema,
  arrepentimientoViewSchema,
  ordenArrepentibleSchema,
} from '@shared/api/withdrawal';
import { ROL } from '@shared/domain/roles';
import { siteUrlOf } from '../../plugins/site-url';
import type { ArrepentimientoService } from './arrepentimiento-service';

/**
 * The withdrawal button (issue 13; asking and confirming apart,
 * docs/decisions/0076-hostile-users.md). Asking is open to anyone (Resolución 424/2020) and
 * limited per client address like sign-in; confirming needs the buyer's session.
 */
export const arrepentimientoRoutes: FastifyPluginAsyncZod<{
  arrepentimiento: ArrepentimientoService;
  publicUrl: string | null;
  rateLimit: { accountActionsPerMinute: number };
}> = async (app, { arrepentimiento, publicUrl, rateLimit }) => {
  const limit = { max: rateLimit.accountActionsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/Orden/Arrepentimiento',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['Orden'],
        body: arrepentimientoSchema,
        response: { 202: arrepentimientoPedidoSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await arrepentimiento.pedir(request.body, siteUrlOf(publicUrl, request))),
  );

  app.post(
    '/Orden/Arrepentimiento/Propia',
    {
      config: { access: { roles: [ROL.USUARIO] }, rateLimit: limit },
      schema: {
        tags: ['Orden'],
        body: arrepentimientoPropioSchema,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    (request) => arrepentimiento.pedirPropia(request.auth!.idUsuario, request.body.idOrden),
  );

  app.get(
    '/Orden/Arrepentimiento/Solicitud',
    {
      config: { access: 'authenticated', rateLimit: limit },
      schema: {
        tags: ['Orden'],
        querystring: arrepentimientoTokenSchema,
        response: { 200: arrepentimientoPreviewSchema },
      },
    },
    (request) => arrepentimiento.preview(request.auth!.idUsuario, request.query.token),
  );

  app.post(
    '/Orden/Arrepentimiento/Confirmar',
    {
      config: { access: 'authenticated', rateLimit: limit },
      schema: {
        tags: ['Orden'],
        body: arrepentimientoTokenSchema,
        response: { 200: arrepentimientoViewSchema },
      },
    },
    (request) => arrepentimiento.confirmar(request.auth!.idUsuario, request.body.token),
  );

  app.get(
    '/Orden/Arrepentibles',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['Orden'],
        response: { 200: z.object({ ordenes: z.array(ordenArrepentibleSchema) }) },
      },
    },
    (request) => arrepentimiento.arrepentibles(request.auth!.idUsuario),
  );
};
