import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let abierto: { idEvento: number; idFechas: number[] };
let porAprobar: { idEvento: number; idFechas: number[] };
let token: string;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://pulso.test' },
    { now: () => new Date('2026-11-25T12:00:00Z') },
  );
  const organizador = (await t.createUser([0, 2])).idUsuario;
  token = await t.tokenFor(organizador);
  abierto = await insertEvento(t.database.db, {
    idUsuario: organizador,
    nombre: 'Noche Ácida',
    // 23:00 and 22:00 in Buenos Aires.
    dias: ['2026-11-28T23:00:00-03:00', '2026-11-29T22:00:00-03:00'],
  });
  porAprobar = await insertEvento(t.database.db, {
    idUsuario: organizador,
    nombre: 'Todavía no',
    cdEstado: ESTADO_EVENTO.POR_APROBAR,
    dias: ['2026-12-05T23:00:00-03:00'],
  });
});
afterAll(() => t.close());

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('GET /Evento/Calendario', () => {
  it('downloads every day as an RFC 5545 calendar in Buenos Aires time', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Evento/Calendario?IdEvento=${abierto.idEvento}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pulso-evento-${abierto.idEvento}.ics"`,
    );
    const ics = unfold(res.body);
    expect(res.body).toContain('\r\n');
    // Every line ends with CRLF, the last one too (RFC 5545, 3.1).
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Argentina/Buenos_Aires');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20261128T230000');
    expect(ics).toContain('DTEND;TZID=America/Argentina/Buenos_Aires:20261129T050000');
    expect(ics).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20261129T220000');
    expect(ics).toContain('DTSTAMP:20261125T120000Z');
    expect(ics).toContain('SUMMARY:Noche Ácida · Día 1');
    expect(ics).toContain(`UID:evento-${abierto.idEvento}-fecha-${abierto.idFechas[0]}@pulso`);
    expect(ics).toContain(`URL;VALUE=URI:https://pulso.test/evento/${abierto.idEvento}`);
    expect(ics).toContain('LOCATION:');
    expect(ics).toContain('STATUS:CONFIRMED');
  });

  it("gives one day when asked (a ticket's)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Evento/Calendario?IdEvento=${abierto.idEvento}&IdFecha=${abierto.idFechas[1]}`,
    });
    const ics = unfold(res.body);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('SUMMARY:Noche Ácida · Día 2');
  });

  it('refuses, in Spanish, events a guest may not see, days of other events and bad ids', async () => {
    for (const url of [
      `/api/v1/Evento/Calendario?IdEvento=${porAprobar.idEvento}`,
      `/api/v1/Evento/Calendario?IdEvento=${abierto.idEvento}&IdFecha=${porAprobar.idFechas[0]}`,
      '/api/v1/Evento/Calendario?IdEvento=999999',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/Evento/Calendario?IdEvento=x' });
    expect(bad.statusCode).toBe(400);
    // Its owner sees the event before it is approved, as on the event page.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Evento/Calendario?IdEvento=${porAprobar.idEvento}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
  });
});
