import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abrirCajaSchema,
  boleteriaDiaSchema,
  cajaResumenSchema,
  cajaSchema,
  cajasQuerySchema,
  cerrarCajaSchema,
  diaQuerySchema,
  pedirCupoSchema,
  preciosPuertaDiaSchema,
  preciosPuertaSchema,
  preciosQuerySchema,
  tipoPuertaSchema,
  venderSchema,
  ventasRegistradasSchema,
} from '@shared/api/boleteria';
import { ROL } from '@shared/domain/roles';
import { viewerOf } from '../../plugins/viewer';
import type { BoleteriaService } from './boleteria-service';

/**
 * The box office (docs/decisions/0094-box-office.md): the door app's routes (access 'door', as
 * the scanning ones: who sells is decided per event by the service), and the organiser's.
 */
export const boleteriaRoutes: FastifyPluginAsyncZod<{ boleteria: BoleteriaService }> = async (
  app,
  { boleteria },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const door = { access: 'door' as const };
  const tags = ['Boletería'];

  app.get(
    '/Boleteria/Dia',
    {
      config: door,
      schema: { tags, querystring: diaQuerySchema, response: { 200: boleteriaDiaSchema } },
    },
    (request) => boleteria.dia(viewerOf(request)!, request.query.IdFecha),
  );
  app.post(
    '/Boleteria/AbrirCaja',
    { config: door, schema: { tags, body: abrirCajaSchema, response: { 200: cajaSchema } } },
    (request) => boleteria.abrir(viewerOf(request)!, request.body),
  );
  app.post(
    '/Boleteria/Cupo',
    { config: door, schema: { tags, body: pedirCupoSchema, response: { 200: cajaSchema } } },
    (request) => boleteria.cupo(viewerOf(request)!, request.body),
  );
  app.post(
    '/Boleteria/Vender',
    {
      config: door,
      schema: { tags, body: venderSchema, response: { 200: ventasRegistradasSchema } },
    },
    (request) => boleteria.vender(viewerOf(request)!, request.body),
  );
  app.post(
    '/Boleteria/CerrarCaja',
    { config: door, schema: { tags, body: cerrarCajaSchema, response: { 200: cajaSchema } } },
    (request) => boleteria.cerrar(viewerOf(request)!, request.body),
  );

  const organiser = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } };
  app.get(
    '/Boleteria/Cajas',
    {
      config: organiser,
      schema: {
        tags,
        querystring: cajasQuerySchema,
        response: { 200: z.array(cajaResumenSchema) },
      },
    },
    (request) => boleteria.cajasDelEvento(viewerOf(request)!, request.query.IdEvento),
  );
  app.get(
    '/Boleteria/Precios',
    {
      config: organiser,
      schema: {
        tags,
        querystring: preciosQuerySchema,
        response: { 200: z.array(preciosPuertaDiaSchema) },
      },
    },
    (request) => boleteria.preciosDelEvento(viewerOf(request)!, request.query.IdEvento),
  );
  app.put(
    '/Boleteria/Precios',
    {
      config: organiser,
      schema: { tags, body: preciosPuertaSchema, response: { 200: z.array(tipoPuertaSchema) } },
    },
    (request) => boleteria.precios(viewerOf(request)!, request.body),
  );
};
