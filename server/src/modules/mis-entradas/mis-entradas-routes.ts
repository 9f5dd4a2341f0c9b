import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nombreAsistenteSchema,
  TICKET_MSG,
  ticketCardSchema,
  ticketDetalleSchema,
  type TicketCard,
} from '@shared/api/after-sale';
import { ROL } from '@shared/domain/roles';
import { TICKET_PDF } from '@shared/texts/after-sale';
import { fileResponse } from '../../plugins/openapi-responses';
import { conflict, notFound } from '../../plugins/problem';
import { ticketViewSchema } from '@shared/api/checkout';
import type { MisEntradasService } from './mis-entradas-service';
import { idParamSchema } from '@shared/validation/ids';

const ticketQuery = z.object({ idTicket: idParamSchema });

/**
 * The holder's tickets (/mis-entradas and /entrada-adquirida, issue 6). Role 0
 * only, and always the caller's own: someone else's ticket does not exist for them.
 */
export const misEntradasRoutes: FastifyPluginAsyncZod<{ misEntradas: MisEntradasService }> = async (
  app,
  { misEntradas },
) => {
  const access = { roles: [ROL.USUARIO] } as const;

  app.get(
    '/Entrada/MisEntradas',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        response: { 200: z.object({ entradas: z.array(ticketCardSchema) }) },
      },
    },
    async (request): Promise<{ entradas: TicketCard[] }> => ({
      entradas: await misEntradas.mine(request.auth!.idUsuario),
    }),
  );

  app.get(
    '/Entrada/GetEntrada',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        querystring: ticketQuery,
        response: { 200: ticketDetalleSchema },
      },
    },
    async (request) => {
      const detalle = await misEntradas.detalle(request.auth!.idUsuario, request.query.idTicket);
      if (!detalle) throw notFound(TICKET_MSG.noEncontrada);
      return detalle;
    },
  );

  app.put(
    '/Entrada/NombreAsistente',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        body: nombreAsistenteSchema,
        response: { 200: ticketViewSchema },
      },
    },
    async (request) => {
      const { idTicket, nombre } = request.body;
      const named = await misEntradas.nombrar(request.auth!.idUsuario, idTicket, nombre);
      if (named === null) throw notFound(TICKET_MSG.noEncontrada);
      if (named === 'usada') throw conflict(TICKET_MSG.nombreUsada);
      return named;
    },
  );

  app.get(
    '/Entrada/Descargar',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        querystring: ticketQuery,
        response: { 200: fileResponse('La entrada, en PDF (con su QR).', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { idTicket } = request.query;
      const pdf = await misEntradas.pdf(request.auth!.idUsuario, idTicket);
      if (!pdf) throw notFound(TICKET_MSG.noEncontrada);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${TICKET_PDF.archivo(idTicket)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
