import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asistente: number;
let token: string;
const dias = ['2025-06-13T23:00:00-03:00'];

beforeAll(async () => {
  t = await createTestApp(
    { EVENTS_LIST_CACHE_MS: '60000' },
    { now: () => new Date('2025-06-11T15:00:00-03:00') },
  );
  const organizador = (await t.createUser([0, 2])).idUsuario;
  asistente = (await t.createUser([0])).idUsuario;
  token = await t.tokenFor(asistente);
  await insertEvento(t.database.db, { idUsuario: organizador, dias, nombre: 'Primera' });
  await insertEvento(t.database.db, { idUsuario: organizador, dias, nombre: 'Segunda' });
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/Evento/GetEventos', headers }).then((r) => r.json<EventosPage>());

describe('GetEventos with the list cache on', () => {
  it('serves the same public page from memory, and each viewer still sees their own favourites', async () => {
    const first = await list();
    expect(first.eventos.map((e) => e.nombre)).toEqual(['Primera', 'Segunda']);
    // A new event is not seen until the cache expires or is cleared...
    await insertEvento(t.database.db, { idUsuario: asistente, dias, nombre: 'Tercera' });
    expect((await list()).total).toBe(2);

    // ...but a favourite marked now shows at once, for that viewer only.
    const auth = { authorization: `Bearer ${token}` };
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/EventoFavorito',
      headers: auth,
      payload: { idUsuario: asistente, idEvento: first.eventos[1]!.idEvento },
    });
    expect(marked.json()).toEqual({ isFavorito: 1 });
    expect((await list(auth)).eventos.map((e) => e.isFavorito)).toEqual([0, 1]);
    expect((await list()).eventos.map((e) => e.isFavorito)).toEqual([0, 0]);
  });
});
