import { sql, type SQL } from 'drizzle-orm';

/**
 * One statement that answers a list of events as the contract shows them (EventoView,
 * shared/api/discovery.ts), with the match's total: the page of matching events by first
 * night then id, and for those only their days with each day's tickets, genres, line-up with
 * names, first image and video, and the viewer's favourite flag, built as JSON by the
 * database. It replaces a page query plus up to seven queries for related rows: on the 2-core
 * server each round trip and each query drizzle assembles cost more CPU than the rows
 * themselves (issue 12, docs/decisions/0050-events-list-in-one-statement.md).
 *
 * The JSON is the same, value for value and key for key, as the view functions in
 * evento-views.ts make from the rows (eventos-page-sql.test.ts compares both):
 * - instants as `Date.prototype.toISOString()` writes them (UTC, milliseconds, `Z`);
 * - days by start then id; tickets by type; genres by code; artists by id;
 * - a ticket's `cantidad` is what is still available, as the capacity rule counts it
 *   (pulso_lugares): the least of the row's own rest and its pools' rests, never below 0, none
 *   for a tanda's step not on sale. Every ticket row is listed, whatever its estado, except hidden ones (issue 14: sold
 *   only with an access code), as `EntradasService.byFechas`;
 * - `imagen` is the first (by id) media row of `evento-<id>` that is not a video link and is an
 *   image or has no mime, `imagenAncho`/`imagenAlto` its size; `video` the first video link (as
 *   `ownerMediaSummaries`);
 * - `precioDesde` and `agotado` depend on availability and the time, so the service writes them
 *   on every answer (precioDesdeDe); here they hold their key's place.
 *
 * `where` filters `eventos` (unaliased). Placeholders: `limit` (null for every match), `offset`,
 * `viewer` (null for guests), `now` (availability and tandas' steps depend on the time).
 */

/** Written as `Date.toISOString()` does; `to_char`'s MS truncates microseconds as JS Dates do. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A ticket row's view: with its tanda when it is a step of one (lateral `x` and `xt`). */
const ROW_VIEW = `(case when r.id_tanda is null then row_to_json(x) else row_to_json(xt) end)`;

const OWN_MEDIA_KEY = `'evento-' || e.id_evento`;
/** A media row that is the event's image (not a video link, an image or without mime). */
const IMAGE = `not md.md_video and (md.mime is null or left(md.mime, 6) = 'image/')`;

/**
 * A value of the statement that plans never depend on: `(select $n::type)` is evaluated once
 * as an init plan, so a custom plan for one call's values is no cheaper than the generic plan
 * and PostgreSQL keeps the generic one. With bare `$n` it planned this statement anew on
 * every call (custom plans always looked cheaper: a known page size, an estado's known
 * share), and planning it costs as much as running it (~0.7 ms of 2.9 on the bench machine).
 */
export const param = (name: string, type: 'int' | 'bigint' | 'text' | 'timestamptz') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/** The page's events in list order (p: id_evento, fi) as the statement's first CTE. */
const pageOf = (matching: SQL) => sql`with p as (
  select "eventos"."id_evento" as id_evento, "eventos"."primera_noche" as fi
  from "eventos" ${matching}
  order by "eventos"."primera_noche" asc nulls last, "eventos"."id_evento" asc
  limit ${param('limit', 'bigint')} offset ${param('offset', 'bigint')}
)`;

/**
 * Which events a page shows when their views come from memory (event-view-cache.ts): the
 * match's total and the page's ids in list order. Same placeholders as eventosPageSql but
 * `viewer`.
 */
export function eventosRefsSql(where: SQL | undefined): SQL {
  const matching = where ? sql`where ${where}` : sql``;
  return sql`(
${pageOf(matching)}
select (select count(*) from "eventos" ${matching})::int as total,
  coalesce((
    select json_agg(p.id_evento order by p.fi asc nulls last, p.id_evento asc) from p
  ), '[]'::json) as ids
) as refs`;
}

/**
 * Related rows come from subqueries correlated on the event or the day, so each is an index
 * probe whatever the planner guesses for the page's size (one generic plan fits every call).
 * Objects are rows turned into JSON (`json_agg(x)`, `select x from (select … as "key") x`):
 * cheaper for PostgreSQL than `json_build_object` and more compact on the wire; the keys are
 * the column aliases, in the contract's order. The page is read in the order of the index
 * (cd_estado, primera_noche, id_evento): `eventos.primera_noche`, kept by a trigger on `fechas`,
 * spares a probe of `fechas` for each of the matching events (1.5 ms of 3.3 for the home page's
 * 1,000 events on sale); the total counts the same rows.
 */
export function eventosPageSql(where: SQL | undefined): SQL {
  const matching = where ? sql`where ${where}` : sql``;
  return sql`(
${pageOf(matching)}
select (select count(*) from "eventos" ${matching})::int as total, coalesce((
  select json_agg((
    select x from (select
      e.id_evento as "idEvento",
      e.nombre,
      e.descripcion,
      coalesce((
        select json_agg(g.cd_genero order by g.cd_genero)
        from evento_generos g where g.id_evento = e.id_evento
      ), '[]'::json) as genero,
      coalesce((
        select json_agg(x order by a.id_artista)
        from evento_artistas a, lateral (select a.id_artista as "idArtista", coalesce((
          select ar.nombre from artistas ar where ar.id_artista = a.id_artista
        ), '') as nombre) x
        where a.id_evento = e.id_evento
      ), '[]'::json) as artistas,
      e.is_after as "isAfter",
      e.is_lgbt as "isLgbt",
      e.max_entradas_por_cuenta as "maxEntradasPorCuenta",
      e.permite_transferencias as "permiteTransferencias",
      e.edad_minima as "edadMinima",
      json_build_object(
        'direccion', e.direccion,
        'latitud', e.latitud,
        'longitud', e.longitud,
        'provincia', json_build_object('nombre', e.provincia_nombre, 'codigo', e.provincia_codigo),
        'municipio', json_build_object('nombre', e.municipio_nombre, 'codigo', e.municipio_codigo),
        'localidad', json_build_object('nombre', e.localidad_nombre, 'codigo', e.localidad_codigo)
      ) as domicilio,
      coalesce(fx.fechas, '[]'::json) as fechas,
      ${sql.raw(iso('fx.inicio'))} as "inicioEvento",
      ${sql.raw(iso('fx.fin'))} as "finEvento",
      e.sound_cloud as "soundCloud",
      mx.video,
      mx.imagen,
      mx.ancho as "imagenAncho",
      mx.alto as "imagenAlto",
      null::int as "precioDesde",
      false as agotado,
      case when exists (
        select 1 from eventos_favoritos ef
        where ef.id_usuario = ${param('viewer', 'int')} and ef.id_evento = e.id_evento
      ) then 1 else 0 end as "isFavorito",
      e.cd_estado as estado,
      e.cd_estado as "cdEstado",
      e.id_usuario as usuario,
      e.id_fiesta as "idFiesta"
    from eventos e, lateral (
      select json_agg(x order by f.inicio, f.id_fecha) as fechas,
        min(f.inicio) as inicio, max(f.fin) as fin
      from fechas f, lateral (select
        f.id_fecha as "idFecha",
        ${sql.raw(iso('f.inicio'))} as inicio,
        ${sql.raw(iso('f.fin'))} as fin,
        ${sql.raw(iso('f.inicio_venta'))} as "inicioVenta",
        ${sql.raw(iso('f.fin_venta'))} as "finVenta",
        f.estado,
        f.alta_demanda as "altaDemanda",
        coalesce((
          select json_agg(case
              when r.descripcion is null and r.personas = 1 and r.min_por_orden = 1
                   and r.max_por_orden is null and r.venta_desde is null and r.venta_hasta is null
                then ${sql.raw(ROW_VIEW)}
              -- What the organiser set beyond the template (EntradaView's optional fields).
              else (${sql.raw(ROW_VIEW)}::jsonb || jsonb_strip_nulls(jsonb_build_object(
                'descripcion', r.descripcion, 'personas', nullif(r.personas, 1),
                'minPorOrden', nullif(r.min_por_orden, 1), 'maxPorOrden', r.max_por_orden,
                'ventaDesde', ${sql.raw(iso('r.venta_desde'))},
                'ventaHasta', ${sql.raw(iso('r.venta_hasta'))})))::json
              end order by r.orden, r.cd_tipo)
          from entradas r
          -- What the row can still sell and where its step stands: the capacity rule's.
          cross join lateral pulso_disponibilidad(r.id_entrada, null, ${param('now', 'timestamptz')}) d
          cross join lateral (select
            r.id_entrada as "idEntrada",
            json_build_object('cdTipo', r.cd_tipo, 'dsTipo', r.nombre) as tipo,
            r.precio,
            d.lugares as cantidad
          ) x
          left join lateral (select x.*, json_build_object(
              'idTanda', r.id_tanda, 'paso', r.paso, 'estado', d.estado,
              'abreAt', ${sql.raw(iso('r.abre_at'))}) as tanda
            where r.id_tanda is not null
          ) xt on true
          where r.id_fecha = f.id_fecha and not r.oculta
        ), '[]'::json) as entradas
      ) x
      where f.id_evento = e.id_evento
    ) fx, lateral (
      select
        (array_agg(md.url order by md.id_media) filter (where md.md_video))[1] as video,
        (array_agg(md.url order by md.id_media) filter (where ${sql.raw(IMAGE)}))[1] as imagen,
        (array_agg(md.width order by md.id_media) filter (where ${sql.raw(IMAGE)}))[1] as ancho,
        (array_agg(md.height order by md.id_media) filter (where ${sql.raw(IMAGE)}))[1] as alto
      from media md where md.id_entidad_media = ${sql.raw(OWN_MEDIA_KEY)}
    ) mx
    where e.id_evento = p.id_evento) x
  ) order by p.fi asc nulls last, p.id_evento asc)
  from p
), '[]'::json) as eventos
) as pagina`;
}
