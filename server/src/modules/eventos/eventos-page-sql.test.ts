import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventoView, EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO, GENEROS } from '@shared/domain/catalogs';
import { ROLES_CON_EVENTOS } from '@shared/domain/equipo';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { Db } from '../../db/client';
import {
  cupos,
  entradaCupos,
  entradas,
  tandas,
  eventoArtistas,
  eventoGeneros,
  eventos,
  eventosFavoritos,
  fechas,
  fiestas,
  media,
  productoraMiembros,
  productoras,
} from '../../db/schema/index';
import { DEMO_PLACES } from '../../db/seed/demo-places';
import { ownerMediaSummaries } from '../../media/media-service';
import { insertArtista } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtistasService } from '../artistas/artistas-service';
import { createTemplateTandas } from '../cupos';
import { createEntradasService } from '../entradas/entradas-service';
import { toEventoView, type EventoRow } from './evento-views';
import { createEventosService, type EventosFilter } from './eventos-service';
import { templateType } from '@shared/domain/stock';

/**
 * The one-statement lists (eventos-page-sql.ts) against the implementation they replaced: a
 * page query, then fechas, genres, artists, media summaries, favourites, ticket rows and
 * artist names in batch, shaped by evento-views.ts. Kept here, as it was, as the reference.
 * Every answer must serialize to the same bytes.
 */
function createReference(db: Db) {
  const entradasService = createEntradasService(db);
  const artistasService = createArtistasService(db);
  const GONE_ESTADOS = [ESTADO_EVENTO.BORRADO, ESTADO_EVENTO.RECHAZADO];
  const sameName = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

  function whereOf(f: EventosFilter): SQL | undefined {
    const c: SQL[] = [];
    if (f.estado !== undefined) c.push(eq(eventos.cdEstado, f.estado));
    // Their own events and their productoras' (docs/decisions/0091-productoras-and-roles.md).
    if (f.owner !== undefined)
      c.push(
        or(
          eq(eventos.idUsuario, f.owner),
          inArray(
            eventos.idProductora,
            db
              .select({ id: productoraMiembros.idProductora })
              .from(productoraMiembros)
              .where(
                and(
                  eq(productoraMiembros.idUsuario, f.owner),
                  inArray(productoraMiembros.rol, [...ROLES_CON_EVENTOS]),
                ),
              ),
          ),
        )!,
      );
    if (f.favoritosDe !== undefined) {
      c.push(notInArray(eventos.cdEstado, GONE_ESTADOS));
      c.push(
        sql`exists (select 1 from ${eventosFavoritos} where ${and(
          eq(eventosFavoritos.idEvento, eventos.idEvento),
          eq(eventosFavoritos.idUsuario, f.favoritosDe),
        )})`,
      );
    }
    if (f.genero !== undefined)
      c.push(
        sql`exists (select 1 from ${eventoGeneros} where ${and(
          eq(eventoGeneros.idEvento, eventos.idEvento),
          eq(eventoGeneros.cdGenero, f.genero),
        )})`,
      );
    if (f.provincia) c.push(sameName(eventos.provinciaNombre, f.provincia));
    if (f.municipio) c.push(sameName(eventos.municipioNombre, f.municipio));
    if (f.localidad) c.push(sameName(eventos.localidadNombre, f.localidad));
    if (f.soloAfter) c.push(eq(eventos.isAfter, true));
    if (f.soloLgbt) c.push(eq(eventos.isLgbt, true));
    if (f.inicioEntre)
      c.push(
        sql`exists (select 1 from ${fechas} where ${and(
          eq(fechas.idEvento, eventos.idEvento),
          gte(fechas.inicio, f.inicioEntre.from),
          lt(fechas.inicio, f.inicioEntre.to),
        )})`,
      );
    return c.length > 0 ? and(...c) : undefined;
  }

  const firstInicio = sql`(select min(${fechas.inicio}) from ${fechas} where ${eq(fechas.idEvento, eventos.idEvento)})`;

  async function withFavoritos(pageView: EventosPage, idViewer: number | null) {
    if (idViewer === null || pageView.eventos.length === 0) return pageView;
    const rows = await db
      .select({ idEvento: eventosFavoritos.idEvento })
      .from(eventosFavoritos)
      .where(
        and(
          eq(eventosFavoritos.idUsuario, idViewer),
          inArray(
            eventosFavoritos.idEvento,
            pageView.eventos.map((e) => e.idEvento),
          ),
        ),
      );
    const ids = new Set(rows.map((r) => r.idEvento));
    return {
      ...pageView,
      eventos: pageView.eventos.map((e) => ({ ...e, isFavorito: ids.has(e.idEvento) ? 1 : 0 })),
    };
  }

  async function views(rows: EventoRow[], idViewer: number | null): Promise<EventoView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.idEvento);
    const [fechaRows, generoRows, artistaRows, mediaSummaries, favoritos] = await Promise.all([
      db
        .select()
        .from(fechas)
        .where(inArray(fechas.idEvento, ids))
        .orderBy(asc(fechas.inicio), asc(fechas.idFecha)),
      db
        .select()
        .from(eventoGeneros)
        .where(inArray(eventoGeneros.idEvento, ids))
        .orderBy(asc(eventoGeneros.cdGenero)),
      db
        .select()
        .from(eventoArtistas)
        .where(inArray(eventoArtistas.idEvento, ids))
        .orderBy(asc(eventoArtistas.idArtista)),
      ownerMediaSummaries(
        db,
        ids.map((id) => mediaOwnerKey('evento', id)),
      ),
      idViewer === null
        ? Promise.resolve([])
        : db
            .select({ idEvento: eventosFavoritos.idEvento })
            .from(eventosFavoritos)
            .where(
              and(
                eq(eventosFavoritos.idUsuario, idViewer),
                inArray(eventosFavoritos.idEvento, ids),
              ),
            ),
    ]);
    const [entradasByFecha, nombres] = await Promise.all([
      entradasService.byFechas(fechaRows.map((f) => f.idFecha)),
      artistasService.refs(artistaRows.map((a) => a.idArtista)),
    ]);
    const favoritoIds = new Set(favoritos.map((f) => f.idEvento));
    return rows.map((e) =>
      toEventoView(e, {
        fechas: fechaRows.filter((f) => f.idEvento === e.idEvento),
        entradasByFecha,
        generos: generoRows.filter((g) => g.idEvento === e.idEvento).map((g) => g.cdGenero),
        artistas: artistaRows
          .filter((a) => a.idEvento === e.idEvento)
          .map((a) => ({ idArtista: a.idArtista, nombre: nombres.get(a.idArtista) ?? '' })),
        media: mediaSummaries.get(mediaOwnerKey('evento', e.idEvento)),
        isFavorito: favoritoIds.has(e.idEvento),
        now: NOW,
      }),
    );
  }

  async function pageQuery(
    filter: EventosFilter,
    paging: { page: number; pageSize: number },
    idViewer: number | null,
  ): Promise<EventosPage> {
    const where = whereOf(filter);
    const rows = await db
      .select({
        ...getTableColumns(eventos),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(eventos)
      .where(where)
      .orderBy(sql`${firstInicio} asc nulls last`, asc(eventos.idEvento))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize);
    const total =
      rows[0]?.total ??
      (paging.page > 1
        ? ((
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(eventos)
              .where(where)
          )[0]?.n ?? 0)
        : 0);
    const eventoRows = rows.map(({ total: _total, ...e }) => e);
    return { eventos: await views(eventoRows, idViewer), total, ...paging };
  }

  return {
    async one(idEvento: number, idViewer: number | null) {
      const rows = await db.select().from(eventos).where(eq(eventos.idEvento, idEvento)).limit(1);
      return (await views(rows, idViewer))[0] ?? null;
    },
    async all(filter: EventosFilter) {
      const rows = await db
        .select()
        .from(eventos)
        .where(whereOf(filter))
        .orderBy(sql`${firstInicio} asc nulls last`, asc(eventos.idEvento));
      return views(rows, null);
    },
    async page(
      filter: EventosFilter,
      paging: { page: number; pageSize: number },
      idViewer: number | null,
    ) {
      if (filter.favoritosDe !== undefined || filter.owner !== undefined)
        return pageQuery(filter, paging, idViewer);
      return withFavoritos(await pageQuery(filter, paging, null), idViewer);
    },
  };
}

/** A small deterministic generator, so the dataset is varied but the same on every run. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: ReadonlyArray<T>): T => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: ReadonlyArray<T>): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

const HOUR = 3600_000;
const BASE = Date.parse('2025-06-11T18:00:00.000Z');
/** In the middle of the nights: some sales are over, some open (the price from tells). */
const NOW = new Date(BASE + 6 * 24 * HOUR);
const PLACES = Object.values(DEMO_PLACES);
const ARTIST_NAMES = [
  'Juana Lumen',
  '2Lux',
  'Ñandú "El Bajo"',
  'back\\slash',
  'Émilie 🎧',
  'tab\tname',
  'Zeta',
  'alfa',
];
const ODD_DOUBLES = [0.1 + 0.2, -0, 1e-7, 123456.789012345, -34.60372, -58.38159];

let t: TestApp;
let db: Db;
const users: Record<string, number> = {};
const ids: number[] = [];

async function seed() {
  const g = generator(12);
  users.org1 = (await t.createUser([0, 2])).idUsuario;
  users.org2 = (await t.createUser([0, 2])).idUsuario;
  users.viewer = (await t.createUser([0])).idUsuario;
  users.viewer2 = (await t.createUser([0])).idUsuario;
  const artistIds: number[] = [];
  for (const nombre of ARTIST_NAMES) artistIds.push(await insertArtista(db, { nombre }));
  const [fiesta] = await db
    .insert(fiestas)
    .values({ dsNombre: 'Ciclo', idUsuario: users.org1! })
    .returning({ id: fiestas.idFiesta });

  const estados = [2, 2, 2, 2, 0, 1, 3, 4, 5, 6];
  const eventoRows = await db
    .insert(eventos)
    .values(
      Array.from({ length: 45 }, (_, i) => {
        const place = g.pick(PLACES);
        return {
          idUsuario: i % 3 === 0 ? users.org2! : users.org1!,
          idFiesta: i % 7 === 0 ? fiesta!.id : null,
          nombre: `Evento ${i} "${g.pick(['Noche', 'Día', 'Ácido'])}"`,
          descripcion: i % 5 === 0 ? `Línea 1\nLínea 2\t<b>&</b> \\ ${i}` : `Descripción ${i}`,
          isAfter: g.chance(0.4),
          isLgbt: g.chance(0.3),
          soundCloud: g.chance(0.3) ? `https://soundcloud.com/x/${i}` : '',
          maxEntradasPorCuenta: g.int(1, 50),
          cdEstado: estados[i % estados.length]!,
          ...place,
          latitud: i % 4 === 0 ? g.pick(ODD_DOUBLES) : place.latitud,
          longitud: i % 6 === 0 ? g.pick(ODD_DOUBLES) : place.longitud,
        };
      }),
    )
    .returning({ id: eventos.idEvento });
  ids.push(...eventoRows.map((r) => r.id));

  const generoRows: Array<typeof eventoGeneros.$inferInsert> = [];
  const artistaRows: Array<typeof eventoArtistas.$inferInsert> = [];
  const fechaRows: Array<typeof fechas.$inferInsert> = [];
  const mediaRows: Array<typeof media.$inferInsert> = [];
  for (const [i, idEvento] of ids.entries()) {
    for (const cdGenero of g.shuffle(GENEROS.map((x) => x.cdGenero)).slice(0, g.int(0, 4)))
      generoRows.push({ idEvento, cdGenero });
    for (const idArtista of g.shuffle(artistIds).slice(0, g.int(0, 5)))
      artistaRows.push({ idEvento, idArtista });
    // Some events share a start (ties go by id), some have none, two days of one event may
    // start together.
    const nDias = i % 9 === 4 ? 0 : g.int(1, 3);
    const starts = Array.from(
      { length: nDias },
      (_, k) =>
        BASE + (g.int(0, 12) * 24 + k * 2) * HOUR + (i % 11 === 3 ? 0 : g.int(0, 59) * 1000),
    );
    if (nDias >= 2 && i % 4 === 1) starts[1] = starts[0]!;
    for (const inicio of starts)
      fechaRows.push({
        idEvento,
        inicio: new Date(inicio),
        fin: new Date(inicio + g.int(4, 30) * HOUR + g.int(0, 999)),
        inicioVenta: new Date(inicio - g.int(1, 60) * 24 * HOUR),
        finVenta: new Date(inicio - g.int(0, 3) * HOUR),
        estado: g.int(0, 2),
        altaDemanda: g.chance(0.2),
      });
    // Media: documents, images, video links, rows without mime, in any order.
    const kinds = g
      .shuffle(['pdf', 'img', 'img', 'video', 'video', 'nomime', 'png'])
      .slice(0, g.int(0, 5));
    for (const [k, kind] of kinds.entries())
      mediaRows.push({
        idEntidadMedia: mediaOwnerKey('evento', idEvento),
        url: kind === 'video' ? `https://youtu.be/${idEvento}-${k}` : `/m/${idEvento}/${k}`,
        mdVideo: kind === 'video',
        mime: { pdf: 'application/pdf', png: 'image/png', img: 'image/jpeg' }[kind] ?? null,
        // Stored images know their size; rows without mime (older links) do not.
        width: kind === 'img' || kind === 'png' ? 1080 + k : null,
        height: kind === 'img' || kind === 'png' ? 1350 - k : null,
      });
  }
  await db.insert(eventoGeneros).values(generoRows);
  await db.insert(eventoArtistas).values(artistaRows);
  // Days written in shuffled order, so their ids do not follow their starts.
  const fechaIds = await db
    .insert(fechas)
    .values(g.shuffle(fechaRows))
    .returning({ id: fechas.idFecha });
  // Any subset of the four kinds per day, written in any order: early birds alone, sold out,
  // oversold (held tickets), hidden rows (estado 1); the template's pools, and on some days a
  // venue pool over all the day's rows, any size.
  const stockRows = await db
    .insert(entradas)
    .values(
      fechaIds.flatMap(({ id }) =>
        g
          .shuffle([0, 1, 2, 3])
          .slice(0, g.int(0, 4))
          .map((cdTipo) => {
            const cantidad = g.int(0, 60);
            return {
              idFecha: id,
              cdTipo,
              ...templateType(cdTipo),
              precio: g.int(1, 90) * 1000,
              cantidad,
              vendidas: g.pick([0, cantidad, cantidad + g.int(1, 5), g.int(0, cantidad)]),
              estado: g.chance(0.2) ? 1 : 0,
            };
          }),
      ),
    )
    .returning();
  await createTemplateTandas(db, stockRows);
  for (const { id } of fechaIds) {
    const day = stockRows.filter((r) => r.idFecha === id);
    if (day.length === 0 || !g.chance(0.4)) continue;
    const [venue] = await db
      .insert(cupos)
      .values({ idFecha: id, nombre: 'Capacidad del lugar', cantidad: g.int(0, 90) })
      .returning();
    await db
      .insert(entradaCupos)
      .values(day.map((r) => ({ idEntrada: r.idEntrada, idCupo: venue!.idCupo })));
  }
  // Some days sell some of their rows as a tanda, steps in any order, a step's date long past,
  // far ahead or none.
  for (const { id } of fechaIds) {
    const steps = g.shuffle(stockRows.filter((r) => r.idFecha === id)).slice(0, g.int(0, 3));
    if (steps.length === 0) continue;
    const [tanda] = await db.insert(tandas).values({ idFecha: id, nombre: 'General' }).returning();
    for (const [i, r] of steps.entries())
      await db
        .update(entradas)
        .set({
          idTanda: tanda!.idTanda,
          paso: i + 1,
          abreAt: g.pick([
            null,
            null,
            new Date('2020-01-01T00:00:00Z'),
            new Date('2040-01-01T00:00:00Z'),
          ]),
        })
        .where(eq(entradas.idEntrada, r.idEntrada));
  }
  // Owners whose keys look alike must not leak into an event's summary.
  mediaRows.push(
    { idEntidadMedia: mediaOwnerKey('usuario', ids[0]!), url: '/m/usuario', mdVideo: false },
    { idEntidadMedia: `${mediaOwnerKey('evento', ids[1]!)}0`, url: '/m/x', mdVideo: false },
  );
  await db.insert(media).values(g.shuffle(mediaRows));
  await db
    .insert(eventosFavoritos)
    .values([
      ...ids
        .filter((_, i) => i % 3 === 1)
        .map((idEvento) => ({ idUsuario: users.viewer!, idEvento })),
      ...ids
        .filter((_, i) => i % 5 === 2)
        .map((idEvento) => ({ idUsuario: users.viewer2!, idEvento })),
    ]);
  // A productora of org1 running every fourth event of org2: org1 (dueño) and viewer2
  // (analista) list them among their own, viewer (RRPP) does not.
  const [productora] = await db
    .insert(productoras)
    .values({ nombre: 'Equipo', creadaPor: users.org1! })
    .returning({ id: productoras.idProductora });
  await db.insert(productoraMiembros).values([
    { idProductora: productora!.id, idUsuario: users.org1!, rol: 'duenio' },
    { idProductora: productora!.id, idUsuario: users.viewer2!, rol: 'analista' },
    { idProductora: productora!.id, idUsuario: users.viewer!, rol: 'rrpp' },
  ]);
  await db.execute(
    sql`update eventos set id_productora = ${productora!.id} where id_usuario = ${users.org2!} and id_evento % 4 = 0`,
  );
  // A day start with microseconds (written by SQL, not by a JS Date).
  await db.execute(
    sql`update fechas set inicio = inicio + interval '123.987 milliseconds' where id_fecha = (select min(id_fecha) from fechas)`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seed();
});
afterAll(() => t.close());

const json = (value: unknown) => JSON.stringify(value);

describe('events lists in one statement', () => {
  it('the dataset exercises what the views shape', async () => {
    const all = await createReference(db).all({});
    const flat = all.flatMap((e) => e.fechas.flatMap((f) => f.entradas));
    expect(all).toHaveLength(45);
    expect(all.some((e) => e.fechas.length === 0)).toBe(true);
    expect(all.some((e) => e.fechas.length >= 2)).toBe(true);
    expect(all.filter((e) => e.imagen !== null).length).toBeGreaterThan(3);
    expect(all.filter((e) => e.video !== null).length).toBeGreaterThan(3);
    expect(all.filter((e) => e.imagenAncho !== null).length).toBeGreaterThan(3);
    expect(all.filter((e) => e.precioDesde !== null).length).toBeGreaterThan(3);
    expect(all.filter((e) => e.agotado).length).toBeGreaterThan(0);
    expect(all.some((e) => e.imagen !== null && !e.imagen.startsWith('/m/'))).toBe(false);
    expect(flat.some((x) => x.cantidad === 0)).toBe(true);
    expect(flat.filter((x) => x.tipo.cdTipo === 1 || x.tipo.cdTipo === 3).length).toBeGreaterThan(
      5,
    );
    expect(all.some((e) => e.artistas.length >= 3)).toBe(true);
    expect(all.some((e) => e.genero.length >= 3)).toBe(true);
    // Steps of tandas in every state, and rows outside any.
    for (const estado of ['agotada', 'abierta', 'proxima'])
      expect(
        flat.some((x) => x.tanda?.estado === estado),
        estado,
      ).toBe(true);
    expect(flat.some((x) => x.tanda === undefined)).toBe(true);
  });

  for (const cacheMs of [0, 60_000]) {
    it(`pages answer the same bytes as before (list cache ${cacheMs} ms)`, async () => {
      const reference = createReference(db);
      const service = createEventosService({
        db,
        entradas: createEntradasService(db),
        artistas: createArtistasService(db),
        listCacheMs: cacheMs,
        now: () => NOW,
      });
      const onSale = { estado: ESTADO_EVENTO.EN_VENTA };
      const filters: EventosFilter[] = [
        onSale,
        {},
        { estado: ESTADO_EVENTO.POR_APROBAR },
        { ...onSale, genero: GENEROS[0]!.cdGenero },
        { ...onSale, genero: GENEROS[3]!.cdGenero, soloAfter: true },
        { ...onSale, soloLgbt: true },
        { ...onSale, provincia: 'ciudad autónoma de buenos aires' },
        { ...onSale, provincia: 'CÓRDOBA', municipio: 'capital', localidad: 'córdoba' },
        {
          ...onSale,
          inicioEntre: { from: new Date(BASE + 2 * 24 * HOUR), to: new Date(BASE + 6 * 24 * HOUR) },
        },
        { favoritosDe: users.viewer! },
        { favoritosDe: users.viewer2!, estado: ESTADO_EVENTO.EN_VENTA },
        { owner: users.org1! },
        { owner: users.org2!, estado: ESTADO_EVENTO.POR_APROBAR },
        { owner: users.viewer2! },
        { owner: users.viewer! },
      ];
      const pagings = [
        { page: 1, pageSize: 24 },
        { page: 1, pageSize: 5 },
        { page: 2, pageSize: 5 },
        { page: 3, pageSize: 7 },
        { page: 40, pageSize: 5 },
        { page: 1, pageSize: 100 },
      ];
      let compared = 0;
      for (const filter of filters)
        for (const paging of pagings)
          for (const viewer of [null, users.viewer!, users.viewer2!]) {
            const [expected, actual] = [
              await reference.page(filter, paging, viewer),
              await service.page(filter, paging, viewer),
            ];
            expect(json(actual), JSON.stringify({ filter, paging, viewer })).toBe(json(expected));
            compared += expected.eventos.length;
          }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it('one event and whole lists answer the same bytes as before', async () => {
    const reference = createReference(db);
    const service = createEventosService({
      db,
      entradas: createEntradasService(db),
      artistas: createArtistasService(db),
      now: () => NOW,
    });
    for (const idEvento of [...ids, 999_999])
      for (const viewer of [null, users.viewer!]) {
        const expected = await reference.one(idEvento, viewer);
        expect(json(await service.one(idEvento, viewer)), String(idEvento)).toBe(json(expected));
      }
    for (const filter of [{}, { estado: ESTADO_EVENTO.POR_APROBAR }, { owner: users.org2! }])
      expect(json(await service.all(filter))).toBe(json(await reference.all(filter)));
  });
});
