import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventoView, EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO, TIPO_ENTRADA } from '@shared/domain/catalogs';
import { artistas, entradas, eventoGeneros, eventos, fechas, media } from '../../db/schema/index';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually, listeners } from '../../test/notified-caches';

/**
 * The events' view cache (event-view-cache.ts) with the page cache off, as lists run by
 * default: every change to what a list shows is seen on the next request, availability and
 * favourites are read live, and memory is really used. Runs on PGlite and, in the PostgreSQL
 * suite, on PostgreSQL: there a change reaches the cache through another connection a moment
 * after its commit, so each check waits up to a second.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let owner: number;
let idEvento: number;
let idFechas: number[];
let idArtista: number;

beforeAll(async () => {
  t = await createTestApp({ EVENT_VIEW_CACHE_MS: '300000' });
  owner = (await t.createUser([0, 2])).idUsuario;
  idArtista = await insertArtista(t.database.db, { nombre: 'Vista Cacheada' });
  ({ idEvento, idFechas } = await insertEvento(t.database.db, {
    idUsuario: owner,
    nombre: 'Noche en memoria',
    dias: ['2027-05-07T23:00:00.000Z'],
    artistas: [idArtista],
    entradas: [
      { cdTipo: TIPO_ENTRADA.GENERAL, precio: 10000, cantidad: 100 },
      { cdTipo: TIPO_ENTRADA.GENERAL_EARLY_BIRD, precio: 8000, cantidad: 20 },
    ],
  }));
});
afterAll(() => t.close());

const page = (headers: Record<string, string> = {}) =>
  t.app
    .inject({ url: '/api/v1/Evento/GetEventos?Estado=2&page=1&pageSize=24', headers })
    .then((r) => r.json<EventosPage>());
const ours = async (headers: Record<string, string> = {}) =>
  (await page(headers)).eventos.find((e) => e.idEvento === idEvento);
const cantidades = (e: EventoView | undefined) =>
  e?.fechas.flatMap((f) => f.entradas.map((x) => [x.tipo.dsTipo, x.cantidad]));

/** Writes without the triggers' notifications: only a read of the database can see it. */
async function silently(table: string, trigger: string, write: () => Promise<unknown>) {
  await t.database.executeSql(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  try {
    await write();
  } finally {
    await t.database.executeSql(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
}

describe('the events view cache stays exact', () => {
  it('shows each change to an event, its media, nights, tickets, genres and line-up at once', async () => {
    expect((await ours())?.nombre).toBe('Noche en memoria');

    await t.database.db
      .update(eventos)
      .set({ nombre: 'Noche renombrada' })
      .where(eq(eventos.idEvento, idEvento));
    await eventually(async () => expect((await ours())?.nombre).toBe('Noche renombrada'));

    await t.database.db.insert(media).values({
      idEntidadMedia: `evento-${idEvento}`,
      url: '/media/flyer-nuevo.webp',
      mime: 'image/webp',
    });
    await eventually(async () => expect((await ours())?.imagen).toBe('/media/flyer-nuevo.webp'));

    await t.database.db.insert(eventoGeneros).values({ idEvento, cdGenero: 3 });
    await eventually(async () => expect((await ours())?.genero).toEqual([3]));

    await t.database.db
      .update(artistas)
      .set({ nombre: 'Nombre Nuevo' })
      .where(eq(artistas.idArtista, idArtista));
    await eventually(async () =>
      expect((await ours())?.artistas).toEqual([{ idArtista, nombre: 'Nombre Nuevo' }]),
    );

    await t.database.db
      .update(entradas)
      .set({ precio: 12000 })
      .where(eq(entradas.idFecha, idFechas[0]!));
    await eventually(async () =>
      expect((await ours())?.fechas[0]!.entradas.map((e) => e.precio)).toEqual([12000, 12000]),
    );

    await t.database.db.insert(fechas).values({
      idEvento,
      inicio: new Date('2027-05-08T23:00:00.000Z'),
      fin: new Date('2027-05-09T05:00:00.000Z'),
      inicioVenta: new Date('2027-04-01T00:00:00.000Z'),
      finVenta: new Date('2027-05-08T23:00:00.000Z'),
    });
    await eventually(async () => {
      const e = await ours();
      expect(e?.fechas).toHaveLength(2);
      expect(e?.finEvento).toBe('2027-05-09T05:00:00.000Z');
    });

    const before = (await page()).total;
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.FINALIZADO })
      .where(eq(eventos.idEvento, idEvento));
    await eventually(async () => {
      const now = await page();
      expect(now.total).toBe(before - 1);
      expect(now.eventos.some((e) => e.idEvento === idEvento)).toBe(false);
    });
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.EN_VENTA })
      .where(eq(eventos.idEvento, idEvento));
    await eventually(async () => expect((await page()).total).toBe(before));
  });

  it('reads availability live and keeps the view in memory', async () => {
    await eventually(async () => expect(await ours()).toBeDefined());
    // Sales are not a change of the view: availability still follows them, and the tanda's
    // step on sale with them (General opens once its early bird sells out).
    await t.database.db
      .update(entradas)
      .set({ vendidas: sql`case when ${entradas.cdTipo} = 0 then 30 else 5 end` })
      .where(eq(entradas.idFecha, idFechas[0]!));
    expect(cantidades(await ours())).toEqual([
      ['General Early Bird', 15],
      ['General', 0],
    ]);
    await t.database.db
      .update(entradas)
      .set({ vendidas: sql`case when ${entradas.cdTipo} = 0 then 30 else 20 end` })
      .where(eq(entradas.idFecha, idFechas[0]!));
    expect(cantidades(await ours())).toEqual([
      ['General Early Bird', 0],
      ['General', 50],
    ]);
    // A rename nobody is told of is not seen: the view really comes from memory.
    await silently('eventos', 'eventos_vista_cambio', () =>
      t.database.db
        .update(eventos)
        .set({ nombre: 'Sin aviso' })
        .where(eq(eventos.idEvento, idEvento)),
    );
    expect((await ours())?.nombre).toBe('Noche renombrada');
    // The next change that is told of brings everything up to date.
    await t.database.db
      .update(eventos)
      .set({ descripcion: 'Con aviso' })
      .where(eq(eventos.idEvento, idEvento));
    await eventually(async () => {
      const e = await ours();
      expect([e?.nombre, e?.descripcion]).toEqual(['Sin aviso', 'Con aviso']);
    });
  });

  it("flags each viewer's own favourites", async () => {
    const fan = (await t.createUser([0])).idUsuario;
    const auth = { authorization: `Bearer ${await t.tokenFor(fan)}` };
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/EventoFavorito',
      headers: auth,
      payload: { idUsuario: fan, idEvento },
    });
    expect(marked.json()).toEqual({ isFavorito: 1 });
    expect((await ours(auth))?.isFavorito).toBe(1);
    expect((await ours())?.isFavorito).toBe(0);
  });
});

describe.runIf(onPostgres)('the events view cache on PostgreSQL', () => {
  it('reads the database while its notifications are down, memory again once back', async () => {
    const rename = (nombre: string) =>
      silently('eventos', 'eventos_vista_cambio', () =>
        t.database.db.update(eventos).set({ nombre }).where(eq(eventos.idEvento, idEvento)),
      );
    const [listener] = await listeners(t.database);
    expect(listener).toBeDefined();
    await t.database.executeSql('select pg_terminate_backend($1)', [listener!.pid]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rename('Durante el corte');
    expect((await ours())?.nombre).toBe('Durante el corte');

    const until = Date.now() + 5000;
    while ((await listeners(t.database)).length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listeners(t.database)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await ours())?.nombre).toBe('Durante el corte');
    await rename('Despues del corte');
    expect((await ours())?.nombre).toBe('Durante el corte');
  });
});
