import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liquidacionQuerySchema, liquidacionSchema } from '@shared/api/settlement';
import { ROL } from '@shared/domain/roles';
import { SETTLEMENT_TEXT } from '@shared/texts/settlement';
import { fileResponse } from '../../plugins/openapi-responses';
import { viewerOf } from '../../plugins/viewer';
import { renderLiquidacionPdf } from './liquidacion-pdf';
import type { LiquidacionService } from './liquidacion-service';

/** The settlement of an event (shared/api/settlement.ts): its owner or an administrator. */
export const liquidacionRoutes: FastifyPluginAsyncZod<{
  liquidacion: LiquidacionService;
  now: () => Date;
}> = async (app, { liquidacion, now }) => {
  const config = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } };

  app.get(
    '/Evento/GetLiquidacion',
    {
      config,
      schema: {
        tags: ['Evento'],
        querystring: liquidacionQuerySchema,
        response: { 200: liquidacionSchema },
      },
    },
    (request) => liquidacion.liquidacion(viewerOf(request)!, request.query.IdEvento, now()),
  );

  app.get(
    '/Evento/DescargarLiquidacion',
    {
      config,
      schema: {
        tags: ['Evento'],
        querystring: liquidacionQuerySchema,
        response: { 200: fileResponse('La liquidación del evento, en PDF.', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { IdEvento } = request.query;
      const pdf = await renderLiquidacionPdf(
        await liquidacion.liquidacion(viewerOf(request)!, IdEvento, now()),
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${SETTLEMENT_TEXT.pdf.archivo(IdEvento)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
