import { describe, expect, it } from 'vitest';
import { calendarEntries, googleCalendarUrl } from './calendar';

const evento = {
  idEvento: 12,
  nombre: 'Noche Ácida',
  fechas: [
    { idFecha: 30, inicio: '2026-11-29T02:00:00.000Z', fin: '2026-11-29T10:00:00.000Z' },
    { idFecha: 31, inicio: '2026-11-30T02:00:00.000Z', fin: '2026-11-30T09:00:00.000Z' },
  ],
};
const opts = {
  lugar: 'Av. Siempre Viva 742, Palermo',
  url: 'https://pulso.test/evento/12',
  cancelado: false,
};

describe('calendar entries', () => {
  it('numbers the days of a multi-day event, and gives one day when asked', () => {
    expect(calendarEntries(evento, opts).map((e) => [e.uid, e.titulo])).toEqual([
      ['evento-12-fecha-30@pulso', 'Noche Ácida · Día 1'],
      ['evento-12-fecha-31@pulso', 'Noche Ácida · Día 2'],
    ]);
    expect(calendarEntries(evento, { ...opts, idFecha: 31 }).map((e) => e.titulo)).toEqual([
      'Noche Ácida · Día 2',
    ]);
    expect(calendarEntries({ ...evento, fechas: evento.fechas.slice(0, 1) }, opts)[0]!.titulo).toBe(
      'Noche Ácida',
    );
  });

  it("builds Google Calendar's link in UTC with Buenos Aires as the zone", () => {
    const url = new URL(googleCalendarUrl(calendarEntries(evento, opts)[0]!));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Noche Ácida · Día 1');
    expect(url.searchParams.get('dates')).toBe('20261129T020000Z/20261129T100000Z');
    expect(url.searchParams.get('location')).toBe('Av. Siempre Viva 742, Palermo');
    expect(url.searchParams.get('ctz')).toBe('America/Argentina/Buenos_Aires');
    expect(url.searchParams.get('details')).toContain('https://pulso.test/evento/12');
  });
});
