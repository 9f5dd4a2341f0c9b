import type { EventoView } from '../api/discovery';
import { AR_OFFSET_MS } from './argentina-time';
import { ESTADO_EVENTO } from './catalogs';

/** 2026-11-29T02:00:00Z → 2026-11-28T23:00:00-03:00: schema.org dates with Argentina's offset. */
export function arIso(iso: string): string {
  const local = new Date(Date.parse(iso) + AR_OFFSET_MS).toISOString().slice(0, 19);
  return `${local}-03:00`;
}

const SCHEMA = 'https://schema.org';

/**
 * schema.org `Event` of an event page (issue 11): what search engines list, with the ticket
 * offers in ARS and whether each is still on sale.
 */
export function eventJsonLd(
  evento: EventoView,
  o: { url: string; image: string | null; siteUrl: string },
): Record<string, unknown> {
  const first = evento.fechas[0];
  const last = evento.fechas[evento.fechas.length - 1];
  const d = evento.domicilio;
  const cancelled = evento.cdEstado === ESTADO_EVENTO.BORRADO;
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
    offers: evento.fechas.flatMap((f) =>
      f.entradas.map((e) => ({
        '@type': 'Offer',
        name: e.tipo.dsTipo,
        price: e.precio,
        priceCurrency: 'ARS',
        availability: `${SCHEMA}/${e.cantidad > 0 && !cancelled ? 'InStock' : 'SoldOut'}`,
        validFrom: arIso(f.inicioVenta),
        url: o.url,
      })),
    ),
  };
}
