import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  estadosEventoSchema,
  eventosPageSchema,
  generosSchema,
  getEventosQuerySchema,
  type EventosPage,
} from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { noSession } from '../../plugins/auth';
import { notFound } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import { canSeeEvento } from './evento-visibility';
import { eventosFilterFor } from './eventos-query';
import type { EventosService } from './eventos-service';

export interface EventosDeps {
  eventos: EventosService;
  now: () => Date;
}

/** Event reads of the discovery screens (docs/architecture.md, "Route and field names"). */
export const eventosRoutes: FastifyPluginAsyncZod<EventosDeps> = async (app, { eventos, now }) => {
  app.get(
    '/Evento/GetGeneros',
    {
      config: { access: 'public' },
      schema: { tags: ['Evento'], response: { 200: generosSchema } },
    },
    () => eventos.generos(),
  );

  app.get(
    '/Evento/GetEstadosEvento',
    {
      config: { access: 'public' },
      schema: { tags: ['Evento'], response: { 200: estadosEventoSchema } },
    },
    () => eventos.estados(),
  );

  /**
   * One event (IdEvento) when the caller may see it, or a page of events: on sale for
   * everyone, the caller's favourites, or any status for administrators; filtered in SQL.
   */
  app.get(
    '/Evento/GetEventos',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Evento'],
        querystring: getEventosQuerySchema,
        response: { 200: eventosPageSchema },
      },
    },
    async (request): Promise<EventosPage> => {
      const { query } = request;
      const viewer = viewerOf(request);
      const idViewer = viewer?.idUsuario ?? null;
      if (query.IdEvento !== undefined) {
        const access = await eventos.access(query.IdEvento);
        const visible =
          access &&
          (canSeeEvento(access, viewer) ||
            (viewer !== null && (await eventos.seenByTeam(viewer, query.IdEvento))));
        if (!visible) throw notFound(MSG.eventoNoEncontrado);
        const evento = await eventos.one(query.IdEvento, idViewer);
        if (!evento) throw notFound(MSG.eventoNoEncontrado);
        return { eventos: [evento], total: 1, page: 1, pageSize: query.pageSize };
      }
      const filter = eventosFilterFor(query, viewer, now(), () => noSession(request));
      return eventos.page(filter, { page: query.page, pageSize: query.pageSize }, idViewer);
    },
  );
};
