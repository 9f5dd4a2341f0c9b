import { describe, expect, it } from 'vitest';
import type { EventoView } from '../api/discovery';
import { ESTADO_EVENTO } from './catalogs';
import { eventJsonLd, offerAvailability } from './event-jsonld';

// One day on 2026-12-12 (23:00–06:00 in Buenos Aires), sold from 2026-12-01 to the night itself.
const fecha = {
  idFecha: 7,
  inicio: '2026-12-13T02:00:00.000Z',
  fin: '2026-12-13T09:00:00.000Z',
  inicioVenta: '2026-12-01T03:00:00.000Z',
  finVenta: '2026-12-13T02:00:00.000Z',
  estado: 1,
  altaDemanda: false,
  entradas: [
    { tipo: { cdTipo: 0, dsTipo: 'General' }, precio: 15000, cantidad: 40 },
    { tipo: { cdTipo: 1, dsTipo: 'VIP' }, precio: 30000, cantidad: 0 },
  ],
};

const evento = (cdEstado: number = ESTADO_EVENTO.EN_VENTA) =>
  ({
    idEvento: 12,
    nombre: 'Noche Ácida',
    descripcion: 'Techno hasta el amanecer.',
    artistas: [],
    domicilio: {
      direccion: 'Av. Corrientes 1234',
      localidad: { nombre: 'CABA' },
      provincia: { nombre: 'Buenos Aires' },
      latitud: -34.6,
      longitud: -58.4,
    },
    fechas: [fecha],
    cdEstado,
  }) as unknown as EventoView;

const at = (iso: string) => new Date(iso);
const ld = (e: EventoView, now: string) =>
  eventJsonLd(e, { url: 'https://pulso.test/evento/12', image: null, siteUrl: '', now: at(now) });
const availabilities = (doc: Record<string, unknown>) =>
  (doc.offers as Array<{ availability: string }>).map((o) => o.availability.split('/').pop());

describe('the offers search engines read from an event page', () => {
  it('follows the sale window: pre-order before it opens, in stock or sold out while open, discontinued after', () => {
    expect(availabilities(ld(evento(), '2026-11-29T12:00:00Z'))).toEqual(['PreOrder', 'SoldOut']);
    expect(availabilities(ld(evento(), '2026-12-05T12:00:00Z'))).toEqual(['InStock', 'SoldOut']);
    // The sale closed at the door's opening; the night is still on.
    expect(availabilities(ld(evento(), '2026-12-13T04:00:00Z'))).toEqual([
      'Discontinued',
      'Discontinued',
    ]);
  });

  it('marks every offer discontinued once the organiser ended the sale', () => {
    expect(availabilities(ld(evento(ESTADO_EVENTO.FIN_VENTA), '2026-12-05T12:00:00Z'))).toEqual([
      'Discontinued',
      'Discontinued',
    ]);
    expect(offerAvailability(evento(), fecha, 3, at('2026-12-05T12:00:00Z'))).toBe('InStock');
  });

  it('gives a cancelled event, and one that is over, no offers at all', () => {
    const cancelled = ld(evento(ESTADO_EVENTO.BORRADO), '2026-12-05T12:00:00Z');
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled).not.toHaveProperty('offers');
    const past = ld(evento(), '2026-12-14T12:00:00Z');
    expect(past.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(past).not.toHaveProperty('offers');
    expect(ld(evento(ESTADO_EVENTO.FINALIZADO), '2026-12-05T12:00:00Z')).not.toHaveProperty(
      'offers',
    );
  });

  it('says until when each offer is valid, in Argentina time', () => {
    const [offer] = ld(evento(), '2026-12-05T12:00:00Z').offers as Array<Record<string, unknown>>;
    expect(offer).toMatchObject({
      validFrom: '2026-12-01T00:00:00-03:00',
      validThrough: '2026-12-12T23:00:00-03:00',
      price: 15000,
      priceCurrency: 'ARS',
    });
  });
});
