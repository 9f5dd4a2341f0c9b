import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comisionesEventoSchema,
  guardarComisionesSchema,
  miRrppEventoSchema,
  rrppCifrasSchema,
  rrppEventoQuerySchema,
} from '@shared/api/rrpp';
import { ROL } from '@shared/domain/roles';
import { siteUrlOf } from '../../plugins/site-url';
import { viewerOf } from '../../plugins/viewer';
import type { RrppService } from './rrpp-service';

/** RRPP: ranking, commissions and the RRPP's own page (shared/api/rrpp.ts). */
export const rrppRoutes: FastifyPluginAsyncZod<{
  rrpp: RrppService;
  publicUrl: string | null;
}> = async (app, { rrpp, publicUrl }) => {
  const organiser = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } };
  const tags = ['Rrpp'];

  app.get(
    '/Rrpp/Ranking',
    {
      config: organiser,
      schema: {
        tags,
        querystring: rrppEventoQuerySchema,
        response: { 200: z.array(rrppCifrasSchema) },
      },
    },
    (request) => rrpp.ranking(viewerOf(request)!, request.query.IdEvento),
  );
  app.get(
    '/Rrpp/DelEvento',
    {
      config: organiser,
      schema: {
        tags,
        querystring: rrppEventoQuerySchema,
        response: { 200: comisionesEventoSchema.shape.rrpp },
      },
    },
    (request) => rrpp.delEvento(viewerOf(request)!, request.query.IdEvento),
  );
  app.get(
    '/Rrpp/Comisiones',
    {
      config: organiser,
      schema: {
        tags,
        querystring: rrppEventoQuerySchema,
        response: { 200: comisionesEventoSchema },
      },
    },
    (request) => rrpp.comisiones(viewerOf(request)!, request.query.IdEvento),
  );
  app.put(
    '/Rrpp/Comisiones',
    {
      config: organiser,
      schema: { tags, body: guardarComisionesSchema, response: { 200: comisionesEventoSchema } },
    },
    (request) => rrpp.guardarComisiones(viewerOf(request)!, request.body),
  );
  app.get(
    '/Rrpp/MisEventos',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: z.array(miRrppEventoSchema) } },
    },
    (request) => rrpp.misEventos(request.auth!.idUsuario, siteUrlOf(publicUrl, request)),
  );
};
