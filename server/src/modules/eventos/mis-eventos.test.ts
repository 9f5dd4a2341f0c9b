import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let organizador: number;
let otro: number;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  organizador = (await t.createUser([0, 2])).idUsuario;
  otro = (await t.createUser([0, 2])).idUsuario;
  const admin = (await t.createUser([1])).idUsuario;
  token.organizador = await t.tokenFor(organizador);
  token.otro = await t.tokenFor(otro);
  token.admin = await t.tokenFor(admin);
  const db = t.database.db;
  const mine: Array<[string, number, string]> = [
    ['Segunda', ESTADO_EVENTO.APROBADO, '2031-02-01T23:00:00-03:00'],
    ['Primera', ESTADO_EVENTO.POR_APROBAR, '2031-01-01T23:00:00-03:00'],
    ['Tercera', ESTADO_EVENTO.EN_VENTA, '2031-03-01T23:00:00-03:00'],
    ['Borrada', ESTADO_EVENTO.BORRADO, '2031-04-01T23:00:00-03:00'],
  ];
  for (const [nombre, cdEstado, dia] of mine)
    await insertEvento(db, { idUsuario: organizador, nombre, cdEstado, dias: [dia] });
  await insertEvento(db, { idUsuario: otro, nombre: 'Ajena', dias: ['2031-01-15T23:00:00-03:00'] });
});
afterAll(() => t.close());

const get = (query: string, tok?: string) =>
  t.app.inject({
    url: `/api/v1/Evento/GetEventos?${query}`,
    headers: tok ? { authorization: `Bearer ${tok}` } : {},
  });

describe('GET /Evento/GetEventos?IdUsuario (my events)', () => {
  it("lists only the organiser's own events, in every status, by first date", async () => {
    const res = await get(`IdUsuario=${organizador}`, token.organizador);
    expect(res.statusCode).toBe(200);
    const page = res.json<EventosPage>();
    expect(page.eventos.map((e) => [e.nombre, e.estado])).toEqual([
      ['Primera', 0],
      ['Segunda', 1],
      ['Tercera', 2],
      ['Borrada', 5],
    ]);
    expect(page.total).toBe(4);
  });

  it('narrows by status and pages', async () => {
    const byEstado = await get(`IdUsuario=${organizador}&Estado=1`, token.organizador);
    expect(byEstado.json<EventosPage>().eventos.map((e) => e.nombre)).toEqual(['Segunda']);
    const second = await get(`IdUsuario=${organizador}&page=2&pageSize=3`, token.organizador);
    expect(second.json<EventosPage>()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.json<EventosPage>().eventos.map((e) => e.nombre)).toEqual(['Borrada']);
  });

  it("refuses another organiser's list (403) and guests (401); administrators may read it", async () => {
    expect((await get(`IdUsuario=${organizador}`, token.otro)).statusCode).toBe(403);
    expect((await get(`IdUsuario=${organizador}`)).statusCode).toBe(401);
    const admin = await get(`IdUsuario=${organizador}`, token.admin);
    expect(admin.json<EventosPage>().total).toBe(4);
  });

  it('keeps the public list as it was: only events on sale', async () => {
    const res = await get('Estado=2');
    expect(
      res
        .json<EventosPage>()
        .eventos.map((e) => e.nombre)
        .sort(),
    ).toEqual(['Ajena', 'Tercera']);
  });
});
