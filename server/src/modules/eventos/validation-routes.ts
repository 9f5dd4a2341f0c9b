import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventoAValidarDetalleSchema,
  eventoAValidarSchema,
  type EventoAValidar,
  type EventoAValidarDetalle,
} from '@shared/api/admin';
import { ROL } from '@shared/domain/roles';
import { rechazarEventoSchema, validarEventoSchema } from '@shared/validation/admin';
import type { EventoValidation } from './evento-validation';
import { idParamSchema } from '@shared/validation/ids';

const ADMIN = { access: { roles: [ROL.ADMINISTRADOR] } } as const;

/**
 * Events to validate, their detail, approval and rejection (docs/architecture.md,
 * "Route and field names").
 */
export const validationRoutes: FastifyPluginAsyncZod<{ validation: EventoValidation }> = async (
  app,
  { validation },
) => {
  app.get(
    '/Evento/GetEventosAValidar',
    {
      config: ADMIN,
      schema: {
        tags: ['Evento'],
        response: { 200: z.object({ eventos: z.array(eventoAValidarSchema) }) },
      },
    },
    async (): Promise<{ eventos: EventoAValidar[] }> => ({
      eventos: await validation.pendientes(),
    }),
  );

  app.get(
    '/Evento/GetEventoAValidar',
    {
      config: ADMIN,
      schema: {
        tags: ['Evento'],
        querystring: z.object({
          IdEvento: idParamSchema,
        }),
        response: { 200: eventoAValidarDetalleSchema },
      },
    },
    (request): Promise<EventoAValidarDetalle> => validation.detalle(request.query.IdEvento),
  );

  app.put(
    '/Evento/ValidarEvento',
    {
      config: ADMIN,
      schema: {
        tags: ['Evento'],
        body: validarEventoSchema,
        response: { 200: z.object({ idEvento: z.number(), estado: z.literal(1) }) },
      },
    },
    (request) => validation.validar(request.body.idEvento),
  );

  app.put(
    '/Evento/RechazarEvento',
    {
      config: ADMIN,
      schema: {
        tags: ['Evento'],
        body: rechazarEventoSchema,
        response: { 200: z.object({ idEvento: z.number(), estado: z.literal(6) }) },
      },
    },
    (request) => validation.rechazar(request.body.idEvento, request.body.motivo),
  );
};
