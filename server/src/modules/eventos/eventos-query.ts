import type { z } from 'zod';
import type { getEventosQuerySchema } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { arDate, arDayStart } from '@shared/domain/argentina-time';
import { fechaWindow } from '@shared/domain/date-filters';
import { MSG } from '@shared/messages';
import { badRequest, forbidden, unauthorized } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import type { EventosFilter } from './eventos-service';

/** 2025-02-30 has the right shape but is no day: it would reach SQL as an invalid instant. */
function isCalendarDay(day: string): boolean {
  const start = arDayStart(day);
  return !Number.isNaN(start.getTime()) && arDate(start) === day;
}

export type GetEventosQuery = z.output<typeof getEventosQuerySchema>;

/**
 * Turns the list query into a filter the caller may run, or refuses it: the public list is
 * events on sale; other statuses are for administrators; favourites need a signed-in caller;
 * an organiser's own events (`IdUsuario`, any status) are for that organiser or an administrator.
 */
export function eventosFilterFor(
  query: GetEventosQuery,
  viewer: Viewer | null,
  now: Date,
  /** The 401 for a caller without a session (the route's: it knows whether a token came). */
  noSession: () => Error = () => unauthorized(MSG.sinSesion),
): EventosFilter {
  const filter: EventosFilter = {
    genero: query.genero,
    provincia: query.provincia || undefined,
    municipio: query.municipio || undefined,
    localidad: query.localidad || undefined,
    soloAfter: query.after === true,
    soloLgbt: query.lgbt === true,
    busqueda: query.busqueda || undefined,
    artista: query.IdArtista,
  };
  if (query.IdUsuario !== undefined) {
    // An organiser's own list: every status, for themself or an administrator only.
    if (!viewer) throw noSession();
    if (query.IdUsuario !== viewer.idUsuario && !viewer.isAdmin) throw forbidden();
    filter.owner = query.IdUsuario;
    filter.estado = query.Estado;
  } else if (query.Favoritos) {
    if (!viewer) throw noSession();
    filter.favoritosDe = viewer.idUsuario;
    filter.estado = query.Estado;
  } else {
    filter.estado = query.Estado ?? ESTADO_EVENTO.EN_VENTA;
    if (filter.estado !== ESTADO_EVENTO.EN_VENTA && !viewer?.isAdmin) throw forbidden();
  }
  if (query.fechaOption) {
    if (query.fechaOption === 'especifica' && !query.fechaEspecifica)
      throw badRequest(MSG.debesElegirFecha, { fechaEspecifica: MSG.debesElegirFecha });
    if (query.fechaEspecifica && !isCalendarDay(query.fechaEspecifica))
      throw badRequest(MSG.fechaInvalida, { fechaEspecifica: MSG.fechaInvalida });
    filter.inicioEntre = fechaWindow(query.fechaOption, now, query.fechaEspecifica) ?? undefined;
  }
  return filter;
}
