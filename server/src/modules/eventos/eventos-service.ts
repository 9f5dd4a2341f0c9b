import {
  and,
  asc,
  eq,
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
import { ROLES_CON_EVENTOS } from '@shared/domain/equipo';
import { precioDesdeDe } from '@shared/domain/price-from';
import { containsPattern, SQL_FOLD } from '@shared/domain/text-search';
import { HttpProblem } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { eventAccess } from '../productoras/event-access';
import type { Db } from '../../db/client';
import {
  artistas,
  entradas,
  estadosEvento,
  eventoArtistas,
  eventoGeneros,
  eventoEquipo,
  eventos,
  eventosFavoritos,
  fechas,
  fiestas,
  generos,
} from '../../db/schema/index';
import type { ArtistasService } from '../artistas/artistas-service';
import { disponibilidadSql, type Disponibilidad } from '../cupos';
import type { EntradasService } from '../entradas';
import type { EventViewCache } from './event-view-cache';
import { eventosPageSql, eventosRefsSql, param } from './eventos-page-sql';
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
  /** The event's name, an artist of its line-up or its party's name contains it (folded). */
  busqueda?: string;
  /** This artist plays (the artist's page). */
  artista?: number;
}

/** Who owns an event and its status: enough to decide whether a caller may see it. */
export interface EventoAccess {
  idEvento: number;
  idUsuario: number;
  cdEstado: number;
  /** The estado a cancelled event was cancelled from (null otherwise). */
  canceladoDesde: number | null;
}

/** A text column folded as foldText folds the query (shared/domain/text-search.ts). */
const folded = (column: AnyColumn) =>
  sql`translate(lower(${column}), ${sql.raw(`'${SQL_FOLD.from}'`)}, ${sql.raw(`'${SQL_FOLD.to}'`)})`;

/** Case-insensitive exact name (the picker's names, whatever their case). */
const sameName = (column: AnyColumn, name: string) =>
  sql`lower(${column}) = lower(${param(name, 'text')})`;

/** Which events a list statement matches: the filter, or one event by id. */
type Match = EventosFilter & { idEvento?: number };

/** What the rows of the listed nights can sell now, by idEntrada (the capacity rule's). */
type LiveStock = ReadonlyMap<number, Disponibilidad>;

interface Condition {
  /** Names the condition in the statement's name. */
  key: string;
  applies(m: Match): boolean;
  /** Its parameters' values (none: the condition is all constants). */
  values?(m: Match): Record<string, unknown>;
  sql: SQL;
}

/**
 * Every condition runs in SQL, so a page costs the same with ten or ten thousand events. The
 * conditions hold parameters, never values (constants are written into the text), so each
 * combination of conditions is one prepared statement whatever the values.
 */
const CONDITIONS: ReadonlyArray<Condition> = [
  {
    key: 'i',
    applies: (m) => m.idEvento !== undefined,
    values: (m) => ({ idEvento: m.idEvento }),
    sql: eq(eventos.idEvento, param('idEvento', 'int')),
  },
  {
    key: 'e',
    applies: (m) => m.estado !== undefined,
    values: (m) => ({ estado: m.estado }),
    sql: eq(eventos.cdEstado, param('estado', 'int')),
  },
  {
    key: 'o',
    applies: (m) => m.owner !== undefined,
    values: (m) => ({ owner: m.owner }),
    // Their own events, and those of a productora where their role on the event works on it
    // (docs/decisions/0091-productoras-and-roles.md, db/schema/event-team.ts).
    sql: sql`(${eventos.idUsuario} = ${param('owner', 'int')} or exists (
      select 1 from ${eventoEquipo}
      where ${eventoEquipo.idEvento} = ${eventos.idEvento}
        and ${eventoEquipo.idUsuario} = ${param('owner', 'int')}
        and ${eventoEquipo.rol} in (${sql.raw(ROLES_CON_EVENTOS.map((r) => `'${r}'`).join(', '))})))`,
  },
  {
    key: 'f',
    applies: (m) => m.favoritosDe !== undefined,
    values: (m) => ({ favoritosDe: m.favoritosDe }),
    sql: sql`(${eventos.cdEstado} not in (${sql.raw(GONE_ESTADOS.join(', '))}) and exists (
      select 1 from ${eventosFavoritos} where ${and(
        eq(eventosFavoritos.idEvento, eventos.idEvento),
        eq(eventosFavoritos.idUsuario, param('favoritosDe', 'int')),
      )}))`,
  },
  {
    key: 'g',
    applies: (m) => m.genero !== undefined,
    values: (m) => ({ genero: m.genero }),
    sql: sql`exists (select 1 from ${eventoGeneros} where ${and(
      eq(eventoGeneros.idEvento, eventos.idEvento),
      eq(eventoGeneros.cdGenero, param('genero', 'int')),
    )})`,
  },
  {
    key: 'p',
    applies: (m) => !!m.provincia,
    values: (m) => ({ provincia: m.provincia }),
    sql: sameName(eventos.provinciaNombre, 'provincia'),
  },
  {
    key: 'm',
    applies: (m) => !!m.municipio,
    values: (m) => ({ municipio: m.municipio }),
    sql: sameName(eventos.municipioNombre, 'municipio'),
  },
  {
    key: 'l',
    applies: (m) => !!m.localidad,
    values: (m) => ({ localidad: m.localidad }),
    sql: sameName(eventos.localidadNombre, 'localidad'),
  },
  { key: 'a', applies: (m) => m.soloAfter === true, sql: sql`${eventos.isAfter}` },
  { key: 'b', applies: (m) => m.soloLgbt === true, sql: sql`${eventos.isLgbt}` },
  {
    key: 'd',
    applies: (m) => m.inicioEntre !== undefined,
    values: (m) => ({
      from: m.inicioEntre!.from.toISOString(),
      to: m.inicioEntre!.to.toISOString(),
    }),
    sql: sql`exists (select 1 from ${fechas} where ${and(
      eq(fechas.idEvento, eventos.idEvento),
      gte(fechas.inicio, param('from', 'timestamptz')),
      lt(fechas.inicio, param('to', 'timestamptz')),
    )})`,
  },
  {
    key: 'r',
    applies: (m) => m.artista !== undefined,
    values: (m) => ({ artista: m.artista }),
    sql: sql`exists (select 1 from ${eventoArtistas} where ${and(
      eq(eventoArtistas.idEvento, eventos.idEvento),
      eq(eventoArtistas.idArtista, param('artista', 'int')),
    )})`,
  },
  {
    key: 's',
    applies: (m) => !!m.busqueda,
    values: (m) => ({ busqueda: containsPattern(m.busqueda!) }),
    sql: sql`(${folded(eventos.nombre)} like ${param('busqueda', 'text')}
      or exists (select 1 from ${eventoArtistas} join ${artistas} on ${eq(
        artistas.idArtista,
        eventoArtistas.idArtista,
      )} where ${eq(eventoArtistas.idEvento, eventos.idEvento)}
        and ${folded(artistas.nombre)} like ${param('busqueda', 'text')})
      or exists (select 1 from ${fiestas} where ${eq(fiestas.idFiesta, eventos.idFiesta)}
        and ${folded(fiestas.dsNombre)} like ${param('busqueda', 'text')}))`,
  },
];

/** Events with their days, line-up, genres and favourites (eventos, fechas, evento_*). */
export function createEventosService(deps: {
  db: Db;
  /** Not read since lists are one statement (eventos-page-sql.ts); kept for the callers. */
  entradas: EntradasService;
  /** Not read since lists are one statement (eventos-page-sql.ts); kept for the callers. */
  artistas: ArtistasService;
  /** How long a public list page may be answered from memory (0: never). */
  listCacheMs?: number;
  /** Events' views kept in memory, exact by notifications (absent: built by every list). */
  viewCache?: EventViewCache;
  /** The clock the price from is read by (sale windows); the system's by default. */
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** The price from depends on availability and the time: written on every answer. */
  const priced = (views: EventoView[]): EventoView[] => {
    const at = now();
    return views.map((v) => ({ ...v, ...precioDesdeDe(v.fechas, at) }));
  };
  const cachesLists = (deps.listCacheMs ?? 0) > 0;
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

  type ListStatement = ReturnType<typeof listStatement>;
  type RefsStatement = ReturnType<typeof refsStatement>;
  const statements = new Map<string, ListStatement>();
  const refsStatements = new Map<string, RefsStatement>();

  const whereOf = (conditions: ReadonlyArray<Condition>) =>
    conditions.length > 0 ? and(...conditions.map((c) => c.sql)) : undefined;

  /** The one-statement list (eventos-page-sql.ts) for these conditions, prepared once. */
  function listStatement(conditions: ReadonlyArray<Condition>, key: string) {
    return db
      .select({
        total: sql<number>`pagina.total`,
        eventos: sql<EventoView[]>`pagina.eventos`,
      })
      .from(eventosPageSql(whereOf(conditions)))
      .prepare(`eventos_lista_${key || 'todos'}`);
  }

  /** The list without its views (eventosRefsSql), when the views come from memory. */
  function refsStatement(conditions: ReadonlyArray<Condition>, key: string) {
    return db
      .select({ total: sql<number>`refs.total`, ids: sql<number[]>`refs.ids` })
      .from(eventosRefsSql(whereOf(conditions)))
      .prepare(`eventos_refs_${key || 'todos'}`);
  }

  /** Whole views of these events, for the view cache to keep. */
  const viewsById = db
    .select({ eventos: sql<EventoView[]>`pagina.eventos` })
    .from(eventosPageSql(sql`${eventos.idEvento} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('eventos_vistas');
  const intArray = (ids: ReadonlyArray<number>) => `{${ids.join(',')}}`;
  const loadViews = async (ids: number[]) =>
    (
      await viewsById.execute({
        ids: intArray(ids),
        limit: null,
        offset: 0,
        viewer: null,
        now: now().toISOString(),
      })
    )[0]?.eventos ?? [];

  /**
   * What the ticket rows of these nights can sell now, and where their tandas' steps stand
   * (availability is never kept): the capacity rule's, asked row by row. Read by every list
   * answered from the view cache, so prepared once (decision 0073).
   */
  const stockByNights = db
    .select({
      idEntrada: entradas.idEntrada,
      disponibilidad: disponibilidadSql(entradas.idEntrada, param('now', 'timestamptz')),
    })
    .from(entradas)
    .where(sql`${entradas.idFecha} = any(${sql.placeholder('idFechas')}::int[])`)
    .prepare('stock_de_noches');
  const stockOf = async (idFechas: ReadonlyArray<number>): Promise<LiveStock> =>
    new Map(
      (idFechas.length === 0
        ? []
        : await stockByNights.execute({ idFechas: intArray(idFechas), now: now().toISOString() })
      ).map((r) => [r.idEntrada, r.disponibilidad]),
    );

  /** Which of these events the viewer marked (none for guests). */
  const favouritesOf = async (idViewer: number | null, ids: ReadonlyArray<number>) =>
    idViewer === null || ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ idEvento: eventosFavoritos.idEvento })
              .from(eventosFavoritos)
              .where(
                and(
                  eq(eventosFavoritos.idUsuario, idViewer),
                  sql`${eventosFavoritos.idEvento} = any(${intArray(ids)}::int[])`,
                ),
              )
          ).map((r) => r.idEvento),
        );

  /** A kept view with what changes without telling it: availability, the viewer's flag. */
  function withLive(view: EventoView, stock: LiveStock, isFavorito: 0 | 1): EventoView {
    return {
      ...view,
      fechas: view.fechas.map((f) => ({
        ...f,
        entradas: f.entradas.map((e) => {
          const live = stock.get(e.idEntrada);
          return {
            ...e,
            cantidad: live?.lugares ?? 0,
            ...(e.tanda && live?.estado ? { tanda: { ...e.tanda, estado: live.estado } } : {}),
          };
        }),
      })),
      isFavorito,
    };
  }

  /**
   * Matching events by first night then id (`limit` null: all of them) and the match's
   * total, as views, in one prepared statement: no related-row queries, nothing to assemble.
   * With the view cache (event-view-cache.ts), which events and the views come from memory,
   * and only availability and the viewer's favourites are read.
   */
  async function list(
    match: Match,
    paging: { limit: number | null; offset: number },
    idViewer: number | null,
  ): Promise<{ eventos: EventoView[]; total: number }> {
    const conditions = CONDITIONS.filter((c) => c.applies(match));
    const key = conditions.map((c) => c.key).join('');
    const values: Record<string, unknown> = {
      ...paging,
      viewer: idViewer,
      now: now().toISOString(),
    };
    for (const c of conditions) Object.assign(values, c.values?.(match));
    const cache = deps.viewCache;
    if (cache) {
      let statement = refsStatements.get(key);
      if (!statement) {
        statement = refsStatement(conditions, key);
        refsStatements.set(key, statement);
      }
      const readRefs = async () => {
        const [row] = await statement.execute(values);
        return { total: row?.total ?? 0, ids: row?.ids ?? [] };
      };
      // Favourites and team roles (an organiser's own list) are not notified: those lists are
      // read each time.
      const refs =
        match.favoritosDe === undefined && match.owner === undefined
          ? await cache.page(
              JSON.stringify([key, { ...values, viewer: null, now: null }]),
              readRefs,
            )
          : await readRefs();
      const views = await cache.views(refs.ids, loadViews);
      // An event removed between the reads is left out.
      const shown = refs.ids.flatMap((id) => views.get(id) ?? []);
      const [stock, favourites] = await Promise.all([
        stockOf(shown.flatMap((v) => v.fechas.map((f) => f.idFecha))),
        favouritesOf(
          idViewer,
          shown.map((v) => v.idEvento),
        ),
      ]);
      return {
        eventos: priced(shown.map((v) => withLive(v, stock, favourites.has(v.idEvento) ? 1 : 0))),
        total: refs.total,
      };
    }
    let statement = statements.get(key);
    if (!statement) {
      statement = listStatement(conditions, key);
      statements.set(key, statement);
    }
    const [row] = await statement.execute(values);
    return { eventos: priced(row?.eventos ?? []), total: row?.total ?? 0 };
  }

  async function access(idEvento: number): Promise<EventoAccess | null> {
    const [row] = await db
      .select({
        idEvento: eventos.idEvento,
        idUsuario: eventos.idUsuario,
        cdEstado: eventos.cdEstado,
        canceladoDesde: eventos.canceladoDesde,
      })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento))
      .limit(1);
    return row ?? null;
  }

  /** One page of matching events and the match's total (also past the last page). */
  async function pageQuery(
    filter: EventosFilter,
    paging: { page: number; pageSize: number },
    idViewer: number | null,
  ): Promise<EventosPage> {
    const { eventos: views, total } = await list(
      filter,
      { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize },
      idViewer,
    );
    return { eventos: views, total, ...paging };
  }

  return {
    access,

    /**
     * Whether a member of the event's productora works on it (their role reads its sales):
     * they see it before it is public, as its owner does
     * (docs/decisions/0091-productoras-and-roles.md).
     */
    async seenByTeam(viewer: Viewer, idEvento: number): Promise<boolean> {
      try {
        await eventAccess(db, viewer, idEvento, 'ventas');
        return true;
      } catch (err) {
        if (err instanceof HttpProblem) return false;
        throw err;
      }
    },

    /** The event a date belongs to, with what decides who may see it. */
    async accessOfFecha(idFecha: number): Promise<EventoAccess | null> {
      const [row] = await db
        .select({
          idEvento: eventos.idEvento,
          idUsuario: eventos.idUsuario,
          cdEstado: eventos.cdEstado,
          canceladoDesde: eventos.canceladoDesde,
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
      const { eventos: views } = await list({ idEvento }, { limit: 1, offset: 0 }, idViewer);
      return views[0] ?? null;
    },

    /**
     * Every matching event, by first night then id, never cached: for short working lists
     * such as the administrators' queue of events to validate.
     */
    async all(filter: EventosFilter): Promise<EventoView[]> {
      return (await list(filter, { limit: null, offset: 0 }, null)).eventos;
    },

    /**
     * One page of matching events, by first night then id, with the match's total. Lists
     * that are the same for everyone (not a favourites list) come from the short-lived
     * cache, built for guests; the viewer's favourites are flagged afterwards. With the
     * cache off, the viewer's page is built at once (favourites included).
     */
    async page(
      filter: EventosFilter,
      paging: { page: number; pageSize: number },
      idViewer: number | null,
    ): Promise<EventosPage> {
      // Personal lists (favourites, an organiser's own events) are never cached.
      if (filter.favoritosDe !== undefined || filter.owner !== undefined || !cachesLists)
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

    /**
     * Ids of a user's favourite events that still exist for them (docs/architecture.md,
     * "Route and field names").
     */
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
