import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrepentimientoSchema,
  arrepentimientoViewSchema,
  ordenArrepentibleSchema,
} from '@shared/api/withdrawal';
import { ROL } from '@shared/domain/roles';
import type { ArrepentimientoService } from './arrepentimiento-service';

/**
 * The withdrawal button (issue 13). Open to anyone, so it works signed out with the order's
 * number and e-mail; limited per address like sign-in (guessing pairs must not be cheap).
 */
export const arrepentimientoRoutes: FastifyPluginAsyncZod<{
  arrepentimiento: ArrepentimientoService;
  rateLimit: { accountActionsPerMinute: number };
}> = async (app, { arrepentimiento, rateLimit }) => {
  app.post(
    '/Orden/Arrepentimiento',
    {
      config: {
        access: 'public',
        rateLimit: { max: rateLimit.accountActionsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Orden'],
        body: arrepentimientoSchema,
        response: { 200: arrepentimientoViewSchema },
      },
    },
    (request) => arrepentimiento.solicitar(request.body, request.auth?.idUsuario ?? null),
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
