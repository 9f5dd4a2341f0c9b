import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { geoLugarSchema, type GeoLugar } from '@shared/api/discovery';
import type { GeoAnswer, GeoService } from './geo-service';

const nombre = z.string().trim().min(1).max(120);

/** Browsers keep Georef's lists for an hour, the bundled fallback's for a minute only. */
function send(reply: FastifyReply, answer: GeoAnswer): GeoLugar[] {
  reply.header('cache-control', `public, max-age=${answer.fallback ? 60 : 3600}`);
  return answer.lugares;
}

/**
 * Location picker lists (docs/architecture.md, "Route and field names"), proxied from the national
 * geographic service.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/Geo/provincias',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Geo'],
        response: { 200: z.object({ provincias: z.array(geoLugarSchema) }) },
      },
    },
    async (_request, reply): Promise<{ provincias: GeoLugar[] }> => ({
      provincias: send(reply, await geo.provincias()),
    }),
  );

  app.get(
    '/Geo/municipios',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Geo'],
        querystring: z.object({ provincia: nombre }),
        response: { 200: z.object({ municipios: z.array(geoLugarSchema) }) },
      },
    },
    async (request, reply): Promise<{ municipios: GeoLugar[] }> => ({
      municipios: send(reply, await geo.municipios(request.query.provincia)),
    }),
  );

  app.get(
    '/Geo/localidades',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Geo'],
        querystring: z.object({ provincia: nombre, municipio: nombre }),
        response: { 200: z.object({ localidades: z.array(geoLugarSchema) }) },
      },
    },
    async (request, reply): Promise<{ localidades: GeoLugar[] }> => {
      const { provincia, municipio } = request.query;
      return { localidades: send(reply, await geo.localidades(provincia, municipio)) };
    },
  );
};
