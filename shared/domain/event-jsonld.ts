import type { EventoView } from '../api/discovery';
import { AR_OFFSET_MS } from './argentina-time';
import { ESTADO_EVENTO } from './catalogs';

/** 2026-11-29T02:00:00Z → 2026-11-28T23:00:00-03:00: schema.org dates with Argentina's offset. */
export function arIso(iso: string): string {
  const local = new Date(Date.parse(iso) + AR_OFFSET_MS).toISOString().slice(0, 19);
  return `${local}-03:00`;
}

const SCHEMA = 'https://schema.org';

type Availability = 'InStock' | 'SoldOut' | 'PreOrder' | 'Discontinued';

/**
 * Whether a ticket type can be bought at `now`, as search engines read it: before its day's
 * sale opens it is a pre-order, after the sale closes (or once the organiser ended the sale)
 * discontinued, with none left sold out.
 */
export function offerAvailability(
  evento: Pick<EventoView, 'cdEstado'>,
  fecha: Pick<EventoView['fechas'][number], 'inicioVenta' | 'finVenta'>,
  cantidad: number,
  now: Date,
): Availability {
  const t = now.getTime();
  if (evento.cdEstado === ESTADO_EVENTO.FIN_VENTA || t >= Date.parse(fecha.finVenta))
    return 'Discontinued';
  if (cantidad <= 0) return 'SoldOut';
  if (t < Date.parse(fecha.inicioVenta)) return 'PreOrder';
  return 'InStock';
}

/**
 * schema.org `Event` of an event page: what search engines list, with the ticket offers in
 * ARS and whether each can be bought now. A cancelled event, and one whose days have all
 * ended, carry no offers (nothing there is for sale, and Google flags stale ones).
 */
export function eventJsonLd(
  evento: EventoView,
  o: { url: string; image: string | null; siteUrl: string; now: Date },
): Record<string, unknown> {
  const first = evento.fechas[0];
  const last = evento.fechas[evento.fechas.length - 1];
  const d = evento.domicilio;
  const cancelled = evento.cdEstado === ESTADO_EVENTO.BORRADO;
  const over =
    evento.cdEstado === ESTADO_EVENTO.FINALIZADO ||
    (last !== undefined && Date.parse(last.fin) <= o.now.getTime());
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: evento.nombre,
    description: evento.descripcion,
    url: o.url,
    ...(first && { startDate: arIso(first.inicio) }),
    ...(last && { endDate: arIso(last.fin) }),
    eventStatus: `${SCHEMA}/${cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: d.direccion,
      address: {
        '@type': 'PostalAddress',
        streetAddress: d.direccion,
        addressLocality: d.localidad?.nombre ?? '',
        addressRegion: d.provincia?.nombre ?? '',
        addressCountry: 'AR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: d.latitud, longitude: d.longitud },
    },
    ...(o.image && { image: [o.image] }),
    ...(evento.artistas.length > 0 && {
      performer: evento.artistas.map((a) => ({ '@type': 'PerformingGroup', name: a.nombre })),
    }),
    organizer: { '@type': 'Organization', name: 'Pulso', url: o.siteUrl },
    ...(!cancelled &&
      !over && {
        offers: evento.fechas.flatMap((f) =>
          f.entradas.map((e) => ({
            '@type': 'Offer',
            name: e.tipo.dsTipo,
            price: e.precio,
            priceCurrency: 'ARS',
            availability: `${SCHEMA}/${offerAvailability(evento, f, e.cantidad, o.now)}`,
            validFrom: arIso(f.inicioVenta),
            validThrough: arIso(f.finVenta),
            url: o.url,
          })),
        ),
      }),
  };
}
