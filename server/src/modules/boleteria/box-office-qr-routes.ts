import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cobrarQrSchema, cobroQrSchema, cobroQuerySchema } from '@shared/api/boleteria';
import { viewerOf } from '../../plugins/viewer';
import type { BoxOfficeQr } from './box-office-qr';

/** The box office's Mercado Pago QR (docs/decisions/0094-box-office.md): door routes. */
export const boxOfficeQrRoutes: FastifyPluginAsyncZod<{
  qr: BoxOfficeQr;
  publicUrl: string | null;
}> = async (app, { qr, publicUrl }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const door = { access: 'door' as const };
  app.post(
    '/Boleteria/CobrarQr',
    {
      config: door,
      schema: { tags: ['Boletería'], body: cobrarQrSchema, response: { 200: cobroQrSchema } },
    },
    (request) =>
      qr.cobrar(
        viewerOf(request)!,
        request.body,
        publicUrl ?? `${request.protocol}://${request.host}`,
      ),
  );
  app.get(
    '/Boleteria/Cobro',
    {
      config: door,
      schema: {
        tags: ['Boletería'],
        querystring: cobroQuerySchema,
        response: { 200: cobroQrSchema },
      },
    },
    (request) => qr.cobro(viewerOf(request)!, request.query.IdOrden),
  );
};
