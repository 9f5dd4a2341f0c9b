import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { eventosFavoritos } from '../../db/schema/index';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asistente: number;
let otro: number;
let organizador: number;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2025-06-11T15:00:00-03:00') });
  const db = t.database.db;
  organizador = (await t.createUser([0, 2])).idUsuario;
  asistente = (await t.createUser([0])).idUsuario;
  otro = (await t.createUser([0])).idUsuario;
  const admin = (await t.createUser([1])).idUsuario;
  token.organizador = await t.tokenFor(organizador);
  token.asistente = await t.tokenFor(asistente);
  token.otro = await t.tokenFor(otro);
  token.admin = await t.tokenFor(admin);
  const dia = ['2025-06-13T23:00:00-03:00'];
  const on = { idUsuario: organizador, dias: dia };
  id.enVenta = (await insertEvento(db, { ...on, nombre: 'En venta' })).idEvento;
  id.otroEnVenta = (await insertEvento(db, { ...on, nombre: 'Otro en venta' })).idEvento;
  id.finalizado = (
    await insertEvento(db, { ...on, nombre: 'Finalizado', cdEstado: ESTADO_EVENTO.FINALIZADO })
  ).idEvento;
  id.pendiente = (
    await insertEvento(db, { ...on, nombre: 'Pendiente', cdEstado: ESTADO_EVENTO.POR_APROBAR })
  ).idEvento;
  id.borrado = (
    await insertEvento(db, { ...on, nombre: 'Borrado', cdEstado: ESTADO_EVENTO.BORRADO })
  ).idEvento;
  // Marked before it was deleted: it no longer shows among the favourites.
  await db.insert(eventosFavoritos).values({ idUsuario: asistente, idEvento: id.borrado });
});
afterAll(() => t.close());

const auth = (who: string) => ({ authorization: `Bearer ${token[who]}` });

function toggle(who: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/Usuario/EventoFavorito',
    headers: auth(who),
    payload: body,
  });
}

describe('favourite events', () => {
  it('toggles, persists and flags the favourite for that user only', async () => {
    const on = await toggle('asistente', { idUsuario: asistente, idEvento: id.enVenta });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ isFavorito: 1 });
    await toggle('asistente', { idUsuario: asistente, idEvento: id.finalizado });

    const mine = await t.app.inject({
      url: '/api/v1/Evento/GetEventos',
      headers: auth('asistente'),
    });
    const flags = Object.fromEntries(
      mine.json<EventosPage>().eventos.map((e) => [e.idEvento, e.isFavorito]),
    );
    expect(flags).toEqual({ [id.enVenta]: 1, [id.otroEnVenta]: 0 });
    const guest = await t.app.inject({ url: '/api/v1/Evento/GetEventos' });
    expect(guest.json<EventosPage>().eventos.every((e) => e.isFavorito === 0)).toBe(true);
    const someoneElse = await t.app.inject({
      url: `/api/v1/Evento/GetEventos?IdEvento=${id.enVenta}`,
      headers: auth('otro'),
    });
    expect(someoneElse.json<EventosPage>().eventos[0]!.isFavorito).toBe(0);

    const favoritos = await t.app.inject({
      url: '/api/v1/Evento/GetEventos?Favoritos=true',
      headers: auth('asistente'),
    });
    expect(favoritos.json<EventosPage>().eventos.map((e) => e.idEvento)).toEqual([
      id.enVenta,
      id.finalizado,
    ]);
    const ids = await t.app.inject({
      url: `/api/v1/Usuario/GetEventosFavoritos?idUsuario=${asistente}`,
      headers: auth('asistente'),
    });
    expect(ids.json()).toEqual({ eventos: [id.enVenta, id.finalizado].sort((a, b) => a - b) });

    const off = await toggle('asistente', { idUsuario: asistente, idEvento: id.enVenta });
    expect(off.json()).toEqual({ isFavorito: 0 });
    const after = await t.app.inject({
      url: `/api/v1/Usuario/GetEventosFavoritos?idUsuario=${asistente}`,
      headers: auth('asistente'),
    });
    expect(after.json()).toEqual({ eventos: [id.finalizado] });
  });

  it('needs a signed-in caller for the favourites list', async () => {
    const res = await t.app.inject({ url: '/api/v1/Evento/GetEventos?Favoritos=true' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(MSG.sinSesion);
    // A token that no longer opens a session: the session ended.
    const ended = await t.app.inject({
      url: '/api/v1/Evento/GetEventos?Favoritos=true',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().detail).toBe(MSG.sesionVencida);
  });

  it('marks only for yourself, and only events you can see', async () => {
    const forOther = await toggle('asistente', { idUsuario: otro, idEvento: id.enVenta });
    expect(forOther.statusCode).toBe(403);
    const hidden = await toggle('asistente', { idUsuario: asistente, idEvento: id.pendiente });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe(MSG.eventoNoEncontrado);
    const missing = await toggle('asistente', { idUsuario: asistente, idEvento: 999999 });
    expect(missing.statusCode).toBe(404);
    // The owner may keep their own pending event among favourites.
    const owner = await toggle('organizador', { idUsuario: organizador, idEvento: id.pendiente });
    expect(owner.json()).toEqual({ isFavorito: 1 });
  });

  it('reads the favourite ids of yourself, or of anyone as an administrator', async () => {
    const url = `/api/v1/Usuario/GetEventosFavoritos?idUsuario=${asistente}`;
    expect((await t.app.inject({ url, headers: auth('otro') })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: auth('admin') })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('refuses bad bodies and queries with a 400', async () => {
    for (const body of [{}, { idUsuario: asistente }, { idUsuario: 'x', idEvento: 1 }]) {
      const res = await toggle('asistente', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await t.app.inject({
      url: '/api/v1/Usuario/GetEventosFavoritos?idUsuario=abc',
      headers: auth('asistente'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Parámetro idUsuario/);
  });
});
