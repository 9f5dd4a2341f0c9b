import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anotarmeSchema, listaEsperaViewSchema, salirListaSchema } from '@shared/api/waitlist';
import { ROL } from '@shared/domain/roles';
import { siteUrlOf } from '../../plugins/site-url';
import type { ListaEsperaService } from './lista-espera-service';

/** The wait list (issue 13, shared/api/waitlist.ts): accounts that can buy (role 0). */
export const listaEsperaRoutes: FastifyPluginAsyncZod<{
  listaEspera: ListaEsperaService;
  publicUrl: string | null;
}> = async (app, { listaEspera, publicUrl }) => {
  const access = { roles: [ROL.USUARIO] } as const;

  app.post(
    '/ListaEspera/Anotarme',
    {
      config: { access },
      schema: {
        tags: ['ListaEspera'],
        body: anotarmeSchema,
        response: { 200: listaEsperaViewSchema },
      },
    },
    (request) =>
      listaEspera.anotarme(request.auth!.idUsuario, request.body, siteUrlOf(publicUrl, request)),
  );

  app.post(
    '/ListaEspera/Salir',
    {
      config: { access },
      schema: {
        tags: ['ListaEspera'],
        body: salirListaSchema,
        response: { 200: listaEsperaViewSchema },
      },
    },
    (request) => listaEspera.salir(request.auth!.idUsuario, request.body.idListaEspera),
  );

  app.get(
    '/ListaEspera/Mias',
    {
      config: { access },
      schema: {
        tags: ['ListaEspera'],
        response: { 200: z.object({ lugares: z.array(listaEsperaViewSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listaEspera.mias(request.auth!.idUsuario, siteUrlOf(publicUrl, request));
    },
  );
};
