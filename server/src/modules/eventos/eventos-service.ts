import {
  and,
  asc,
  eq,
  getTableColumns,
  type AnyColumn,
  gte,
  inArray,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EventoView, EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { Db } from '../../db/client';
import {
  estadosEvento,
  eventoArtistas,
  eventoGeneros,
  eventos,
  eventosFavoritos,
  fechas,
  generos,
} from '../../db/schema/index';
import { ownerMediaSummaries } from '../../media/media-service';
import type { ArtistasService } from '../artistas/artistas-service';
import type { EntradasService } from '../entradas/entradas-service';
import { toEventoView, type EventoRow } from './evento-views';
import { createListCache } from './list-cache';

/** A favourite stays listed whatever happens to its event, unless it was deleted or rejected. */
const GONE_ESTADOS = [ESTADO_EVENTO.BORRADO, ESTADO_EVENTO.RECHAZADO];

/** What GET /Evento/GetEventos narrows by, already checked and resolved by the route. */
export interface EventosFilter {
  estado?: number;
  /** Only this user's favourites (in any estado but Borrado and Rechazado). */
  favoritosDe?: number;
  /** Only the events this user owns. */
  owner?: number;
  genero?: number;
  provincia?: string;
  municipio?: string;
  localidad?: string;
  soloAfter?: boolean;
  soloLgbt?: boolean;
  /** One of the event's days starts in [from, to). */
  inicioEntre?: { from: Date; to: Date };
}

/** Who owns an event and its status: enough to decide whether a caller may see it. */
export interface EventoAccess {
  idEvento: number;
  idUsuario: number;
  cdEstado: number;
}

/** Case-insensitive exact name (the picker's names, whatever their case). */
const sameName = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/** Every condition runs in SQL, so a page costs the same with ten or ten thousand events. */
function whereOf(f: EventosFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.estado !== undefined) c.push(eq(eventos.cdEstado, f.estado));
  if (f.owner !== undefined) c.push(eq(eventos.idUsuario, f.owner));
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

/** First night first; events without dates last. */
const firstInicio = sql`(select min(${fechas.inicio}) from ${fechas} where ${eq(fechas.idEvento, eventos.idEvento)})`;

/** Events with their days, line-up, genres and favourites (eventos, fechas, evento_*). */
export function createEventosService(deps: {
  db: Db;
  entradas: EntradasService;
  artistas: ArtistasService;
  /** How long a public list page may be answered from memory (0: never). */
  listCacheMs?: number;
}) {
  const { db } = deps;
  const listCache = createListCache<EventosPage>({ ttlMs: deps.listCacheMs ?? 0 });

  /** Flags the viewer's favourites on a page built for guests (one small query). */
  async function withFavoritos(
    pageView: EventosPage,
    idViewer: number | null,
  ): Promise<EventosPage> {
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

  /** Views of these rows in their order: one query per related table, never one per event. */
  async function views(rows: EventoRow[], idViewer: number | null): Promise<EventoView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.idEvento);
    const [fechaRows, generoRows, artistaRows, media, favoritos] = await Promise.all([
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
      deps.entradas.byFechas(fechaRows.map((f) => f.idFecha)),
      deps.artistas.refs(artistaRows.map((a) => a.idArtista)),
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
        media: media.get(mediaOwnerKey('evento', e.idEvento)),
        isFavorito: favoritoIds.has(e.idEvento),
      }),
    );
  }

  async function access(idEvento: number): Promise<EventoAccess | null> {
    const [row] = await db
      .select({
        idEvento: eventos.idEvento,
        idUsuario: eventos.idUsuario,
        cdEstado: eventos.cdEstado,
      })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento))
      .limit(1);
    return row ?? null;
  }

  /** The page and its total in one query (count over the whole match), then related rows in batch. */
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
    // Past the last page there is no row to carry the total: count separately.
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
    access,

    /** The event a date belongs to, with what decides who may see it. */
    async accessOfFecha(idFecha: number): Promise<EventoAccess | null> {
      const [row] = await db
        .select({
          idEvento: eventos.idEvento,
          idUsuario: eventos.idUsuario,
          cdEstado: eventos.cdEstado,
        })
        .from(fechas)
        .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
        .where(eq(fechas.idFecha, idFecha))
        .limit(1);
      return row ?? null;
    },

    generos: () =>
      db
        .select({ cdGenero: generos.cdGenero, dsGenero: generos.dsGenero })
        .from(generos)
        .orderBy(asc(generos.cdGenero)),

    estados: () =>
      db
        .select({ cdEstado: estadosEvento.cdEstado, dsEstado: estadosEvento.dsEstado })
        .from(estadosEvento)
        .orderBy(asc(estadosEvento.cdEstado)),

    async one(idEvento: number, idViewer: number | null): Promise<EventoView | null> {
      const rows = await db.select().from(eventos).where(eq(eventos.idEvento, idEvento)).limit(1);
      return (await views(rows, idViewer))[0] ?? null;
    },

    /**
     * Every matching event, by first night then id, never cached: for short working lists
     * such as the administrators' queue of events to validate.
     */
    async all(filter: EventosFilter): Promise<EventoView[]> {
      const rows = await db
        .select()
        .from(eventos)
        .where(whereOf(filter))
        .orderBy(sql`${firstInicio} asc nulls last`, asc(eventos.idEvento));
      return views(rows, null);
    },

    /**
     * One page of matching events, by first night then id. The page and its total come from
     * one query (count over the whole match); related rows follow in batch for those ids only.
     */
    /**
     * One page of matching events. Lists that are the same for everyone (not a favourites
     * list) come from the short-lived cache, built for guests; the viewer's favourites are
     * flagged afterwards.
     */
    async page(
      filter: EventosFilter,
      paging: { page: number; pageSize: number },
      idViewer: number | null,
    ): Promise<EventosPage> {
      // Personal lists (favourites, an organiser's own events) are never cached.
      if (filter.favoritosDe !== undefined || filter.owner !== undefined)
        return pageQuery(filter, paging, idViewer);
      const key = JSON.stringify([filter, paging]);
      const shared = await listCache.get(key, () => pageQuery(filter, paging, null));
      return withFavoritos(shared, idViewer);
    },

    /** Forget cached lists (after a write that changes what they show). */
    clearListCache: () => listCache.clear(),

    /** Marks or unmarks a favourite; answers the new state. */
    toggleFavorito(idUsuario: number, idEvento: number): Promise<0 | 1> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(eventosFavoritos)
          .where(
            and(eq(eventosFavoritos.idUsuario, idUsuario), eq(eventosFavoritos.idEvento, idEvento)),
          )
          .returning();
        if (removed.length > 0) return 0;
        await tx.insert(eventosFavoritos).values({ idUsuario, idEvento }).onConflictDoNothing();
        return 1;
      });
    },

    /** Ids of a user's favourite events that still exist for them (spec 001 §7). */
    async favoritoIds(idUsuario: number): Promise<number[]> {
      const rows = await db
        .select({ idEvento: eventosFavoritos.idEvento })
        .from(eventosFavoritos)
        .innerJoin(eventos, eq(eventos.idEvento, eventosFavoritos.idEvento))
        .where(
          and(
            eq(eventosFavoritos.idUsuario, idUsuario),
            notInArray(eventos.cdEstado, GONE_ESTADOS),
          ),
        )
        .orderBy(asc(eventosFavoritos.idEvento));
      return rows.map((r) => r.idEvento);
    },
  };
}

export type EventosService = ReturnType<typeof createEventosService>;
