import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anotarmeSchema, salirListaSchema } from '@shared/api/waitlist';
import { ROL } from '@shared/domain/roles';
import { siteUrlOf } from '../ordenes/ordenes-routes';
import type { ListaEsperaService } from './lista-espera-service';

/** The wait list (issue 13, shared/api/waitlist.ts): accounts that can buy (role 0). */
export const listaEsperaRoutes: FastifyPluginAsyncZod<{
  listaEspera: ListaEsperaService;
  publicUrl: string | null;
}> = async (app, { listaEspera, publicUrl }) => {
  const access = { roles: [ROL.USUARIO] } as const;

  app.post(
    '/ListaEspera/Anotarme',
    { config: { access }, schema: { tags: ['ListaEspera'], body: anotarmeSchema } },
    (request) =>
      listaEspera.anotarme(request.auth!.idUsuario, request.body, siteUrlOf(publicUrl, request)),
  );

  app.post(
    '/ListaEspera/Salir',
    { config: { access }, schema: { tags: ['ListaEspera'], body: salirListaSchema } },
    (request) => listaEspera.salir(request.auth!.idUsuario, request.body.idListaEspera),
  );

  app.get(
    '/ListaEspera/Mias',
    { config: { access }, schema: { tags: ['ListaEspera'] } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listaEspera.mias(request.auth!.idUsuario, siteUrlOf(publicUrl, request));
    },
  );
};
