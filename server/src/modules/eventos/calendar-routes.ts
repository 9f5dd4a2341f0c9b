import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarEntries } from '@shared/domain/calendar';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { direccionCompleta } from '@shared/domain/location';
import { MSG } from '@shared/messages';
import { routePath } from '@shared/routes';
import { textResponse } from '../../plugins/openapi-responses';
import { notFound } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import { siteUrlOf } from '../../plugins/site-url';
import { canSeeEvento } from './evento-visibility';
import { icsOf } from './evento-ics';
import type { EventosService } from './eventos-service';
import { idParamSchema } from '@shared/validation/ids';

const id = idParamSchema;

/**
 * GET /Evento/Calendario?IdEvento=[&IdFecha=] (public, same visibility as the event page):
 * an .ics download with the event's days, or one day (a purchased ticket's).
 */
export const calendarRoutes: FastifyPluginAsyncZod<{
  eventos: EventosService;
  publicUrl: string | null;
  now: () => Date;
}> = async (app, { eventos, publicUrl, now }) => {
  app.get(
    '/Evento/Calendario',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Evento'],
        querystring: z.object({ IdEvento: id, IdFecha: id.optional() }),
        response: {
          200: textResponse(
            'Calendario iCalendar (.ics) del evento o de una fecha.',
            'text/calendar',
          ),
        },
      },
    },
    async (request, reply) => {
      const { IdEvento, IdFecha } = request.query;
      const viewer = viewerOf(request);
      const access = await eventos.access(IdEvento);
      if (!access || !canSeeEvento(access, viewer)) throw notFound(MSG.eventoNoEncontrado);
      const evento = await eventos.one(IdEvento, viewer?.idUsuario ?? null);
      if (!evento) throw notFound(MSG.eventoNoEncontrado);
      const url = `${siteUrlOf(publicUrl, request)}${routePath('evento', { id: IdEvento })}`;
      const entries = calendarEntries(evento, {
        lugar: direccionCompleta(evento.domicilio),
        url,
        cancelado: evento.cdEstado === ESTADO_EVENTO.BORRADO,
        idFecha: IdFecha,
      });
      if (entries.length === 0) throw notFound(MSG.eventoNoEncontrado);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="pulso-evento-${IdEvento}.ics"`)
        .send(icsOf(entries, now()));
    },
  );
};
