import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@shared/messages';
import { forbidden, notFound } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import { canSeeEvento } from './evento-visibility';
import type { EventosService } from './eventos-service';
import { idParamSchema } from '@shared/validation/ids';

const id = idParamSchema;

/**
 * Favourite events (docs/architecture.md, "Route and field names"): each person marks and reads
 * only their own.
 */
export const favoritosRoutes: FastifyPluginAsyncZod<{ eventos: EventosService }> = async (
  app,
  { eventos },
) => {
  app.put(
    '/Usuario/EventoFavorito',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Usuario'],
        body: z.object({ idUsuario: id, idEvento: id }),
        response: { 200: z.object({ isFavorito: z.union([z.literal(0), z.literal(1)]) }) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request)!;
      const { idUsuario, idEvento } = request.body;
      if (idUsuario !== viewer.idUsuario) throw forbidden();
      const access = await eventos.access(idEvento);
      if (!access || !canSeeEvento(access, viewer)) throw notFound(MSG.eventoNoEncontrado);
      return { isFavorito: await eventos.toggleFavorito(idUsuario, idEvento) };
    },
  );

  app.get(
    '/Usuario/GetEventosFavoritos',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Usuario'],
        querystring: z.object({ idUsuario: id }),
        response: { 200: z.object({ eventos: z.array(z.number()) }) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request)!;
      const { idUsuario } = request.query;
      if (idUsuario !== viewer.idUsuario && !viewer.isAdmin) throw forbidden();
      return { eventos: await eventos.favoritoIds(idUsuario) };
    },
  );
};
