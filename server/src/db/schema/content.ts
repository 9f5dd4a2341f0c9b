import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ESTADO_ENTRADA, ESTADO_FECHA } from '@shared/domain/catalogs';
import { LIMITS } from '@shared/domain/limits';
import { addressColumns } from './address';
import { estadosEvento, generos } from './catalogs';
import { usuarios } from './users';
import { productoras } from './teams';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const artistas = pgTable(
  'artistas',
  {
    idArtista: serial('id_artista').primaryKey(),
    nombre: text('nombre').notNull(),
    bio: text('bio').notNull().default(''),
    /** New artists typed by organisers stay inactive until an administrator activates them. */
    isActivo: boolean('is_activo').notNull().default(false),
    /** "No Activar" in the validation dialog. */
    descartado: boolean('descartado').notNull().default(false),
    mdInstagram: text('md_instagram').notNull().default(''),
    mdSpotify: text('md_spotify').notNull().default(''),
    mdSoundcloud: text('md_soundcloud').notNull().default(''),
    dtAlta: ts('dt_alta').notNull().defaultNow(),
  },
  (t) => [index('artistas_nombre_idx').on(t.nombre)],
);

/** Recurring parties (fiestas) owned by an organiser. */
export const fiestas = pgTable(
  'fiestas',
  {
    idFiesta: serial('id_fiesta').primaryKey(),
    dsNombre: text('ds_nombre').notNull(),
    isActivo: boolean('is_activo').notNull().default(true),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('fiestas_usuario_idx').on(t.idUsuario),
    // Two active parties of one organiser never share a name, whatever its case
    // (docs/architecture.md, "Where each rule lives"), even when two requests race.
    uniqueIndex('fiestas_usuario_nombre_activa_uq')
      .on(t.idUsuario, sql`lower(${t.dsNombre})`)
      .where(sql`${t.isActivo}`),
  ],
);

const PER_ACCOUNT = LIMITS.maxTicketsPerAccount;

export const eventos = pgTable(
  'eventos',
  {
    idEvento: serial('id_evento').primaryKey(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    idFiesta: integer('id_fiesta').references(() => fiestas.idFiesta),
    /** The productora whose team runs the event (schema/teams.ts); null: its owner alone. */
    idProductora: integer('id_productora').references(() => productoras.idProductora),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    isAfter: boolean('is_after').notNull().default(false),
    isLgbt: boolean('is_lgbt').notNull().default(false),
    ...addressColumns(),
    soundCloud: text('sound_cloud').notNull().default(''),
    cdEstado: integer('cd_estado')
      .notNull()
      .default(0)
      .references(() => estadosEvento.cdEstado),
    /** Reason typed by an administrator when rejecting (estado 6). */
    motivoRechazo: text('motivo_rechazo'),
    /**
     * Last time the address, a day's times or the line-up changed (when the holders are mailed,
     * modules/eventos/modification-notice.ts): orders paid before it may be refunded on
     * request until the event starts.
     */
    cambioSignificativoAt: ts('cambio_significativo_at'),
    /**
     * Most tickets of one type one account may hold per day, paid or pending (issue 12,
     * LIMITS.maxTicketsPerAccount); checked by modules/ordenes/per-buyer-limit.ts.
     */
    maxEntradasPorCuenta: integer('max_entradas_por_cuenta').notNull().default(PER_ACCOUNT.default),
    /** Buyers may transfer their tickets to someone else (issue 13, modules/transferencias). */
    permiteTransferencias: boolean('permite_transferencias').notNull().default(true),
    /**
     * The minimum age to get in (null: any age; shared/domain/edad.ts): checkout refuses a
     * younger buyer, and the door checks the DNI against it.
     */
    edadMinima: integer('edad_minima'),
    /**
     * The start of the event's first night (null: no nights yet), kept by a trigger on
     * `fechas` (migration 0014): lists sort by it, and an index read in that order replaces a
     * probe of `fechas` for every matching event
     * (docs/decisions/0036-events-list-views-kept-in-memory.md).
     */
    primeraNoche: ts('primera_noche'),
    /**
     * When the organiser cancelled it (estado Borrado), and the estado it was cancelled from:
     * the refunds written at that instant are the cancellation's (the buyers keep seeing those
     * tickets, marked cancelled), and only an event cancelled while public stays open by its
     * link (docs/decisions/0011-event-visibility.md). Migration 0024.
     */
    canceladoAt: ts('cancelado_at'),
    canceladoDesde: integer('cancelado_desde'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('eventos_estado_primera_noche_idx').on(t.cdEstado, t.primeraNoche, t.idEvento),
    index('eventos_usuario_idx').on(t.idUsuario),
    index('eventos_provincia_idx').on(t.provinciaNombre),
    check(
      'eventos_edad_minima_ck',
      sql`${t.edadMinima} is null or ${t.edadMinima} in (16, 18, 21)`,
    ),
    check(
      'eventos_max_por_cuenta_ck',
      sql`${t.maxEntradasPorCuenta} between ${sql.raw(String(PER_ACCOUNT.min))} and ${sql.raw(String(PER_ACCOUNT.max))}`,
    ),
  ],
);

export const eventoGeneros = pgTable(
  'evento_generos',
  {
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    cdGenero: integer('cd_genero')
      .notNull()
      .references(() => generos.cdGenero),
  },
  (t) => [
    primaryKey({ columns: [t.idEvento, t.cdGenero] }),
    index('evento_generos_genero_idx').on(t.cdGenero),
  ],
);

export const eventoArtistas = pgTable(
  'evento_artistas',
  {
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    idArtista: integer('id_artista')
      .notNull()
      .references(() => artistas.idArtista, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idEvento, t.idArtista] }),
    index('evento_artistas_artista_idx').on(t.idArtista),
  ],
);

/** One day of an event with its own sale window (fechas). */
export const fechas = pgTable(
  'fechas',
  {
    idFecha: serial('id_fecha').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    inicio: ts('inicio').notNull(),
    fin: ts('fin').notNull(),
    inicioVenta: ts('inicio_venta').notNull(),
    finVenta: ts('fin_venta').notNull(),
    estado: integer('estado').notNull().default(ESTADO_FECHA.ACTIVA),
    /** High demand (issue 12): buying needs an admission from the day's virtual queue. */
    altaDemanda: boolean('alta_demanda').notNull().default(false),
  },
  (t) => [
    // (event, start) answers both "the days of these events" and "first start of an event"
    // (ordering and date filters of GET /Evento/GetEventos) from the index alone.
    index('fechas_evento_inicio_idx').on(t.idEvento, t.inicio),
    index('fechas_inicio_idx').on(t.inicio),
  ],
);

/**
 * Ticket stock per date and type (entradas). `cantidad` is the row's own stock; the places it
 * shares with other rows (an early bird within its kind's total, as the spec says) are the
 * capacity pools below. `vendidas` counts tickets sold or held.
 */
export const entradas = pgTable(
  'entradas',
  {
    idEntrada: serial('id_entrada').primaryKey(),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha, { onDelete: 'cascade' }),
    /**
     * The row's number in its day: 0–3 are the specification's kinds (General, General Early
     * Bird, VIP, VIP Early Bird), which its endpoints and template rules key on; the rows an
     * organiser adds take 4, 5… (docs/decisions/0088-free-form-ticket-types.md).
     */
    cdTipo: integer('cd_tipo').notNull(),
    /** Where buyers see it among the day's rows (ties by `cd_tipo`). */
    orden: integer('orden').notNull().default(0),
    /**
     * The type's name as buyers, the door and the organiser read it: the catalogue's for a row
     * the template made ("General", "VIP Early Bird"), renamed by its organiser at will
     * ("1ra tanda"). `cd_tipo` stays the specification's kind (docs/decisions/0086-ticket-types-as-data.md).
     */
    nombre: text('nombre').notNull(),
    /** What the door admits its holder as (General, VIP, Backstage…), shown on the verdict. */
    admite: text('admite').notNull(),
    precio: integer('precio').notNull(),
    /** Sold at the door's box office at this price; null: not on door sale (0094-box-office). */
    precioPuerta: integer('precio_puerta'),
    cantidad: integer('cantidad').notNull(),
    vendidas: integer('vendidas').notNull().default(0),
    estado: integer('estado').notNull().default(ESTADO_ENTRADA.EN_VENTA),
    /** Hidden from the event page: sold only with an access code of its type (issue 14). */
    oculta: boolean('oculta').notNull().default(false),
    /**
     * A step of a tanda (docs/decisions/0087-tandas.md): the group and the step's number (1, 2,
     * 3…). Only one step of a group is on sale: the next opens when the ones before it sell out
     * or when `abre_at` comes, whichever first, and a step whose date came closes those before.
     */
    idTanda: integer('id_tanda').references((): AnyPgColumn => tandas.idTanda),
    paso: integer('paso'),
    abreAt: ts('abre_at'),
    /** A line or two buyers read under its name on the event page ("Incluye un trago"). */
    descripcion: text('descripcion'),
    /**
     * People one unit admits: 1 for a ticket, N for a mesa ("Mesa VIP x6"). `cantidad` and
     * `vendidas` count units; a pool counts people, so a unit takes `personas` places from each
     * pool it draws from; a paid unit issues one ticket per person
     * (docs/decisions/0089-mesas-and-order-limits.md).
     */
    personas: integer('personas').notNull().default(1),
    /** Units one order may take of this row: at least `min_por_orden`, at most `max_por_orden`. */
    minPorOrden: integer('min_por_orden').notNull().default(1),
    maxPorOrden: integer('max_por_orden'),
    /** The row's own sale window inside its day's (null: the day's). */
    ventaDesde: ts('venta_desde'),
    ventaHasta: ts('venta_hasta'),
  },
  (t) => [
    uniqueIndex('entradas_fecha_tipo_uq').on(t.idFecha, t.cdTipo),
    uniqueIndex('entradas_tanda_paso_uq').on(t.idTanda, t.paso),
    check('entradas_cd_tipo_ck', sql`${t.cdTipo} >= 0`),
    check('entradas_tanda_paso_ck', sql`(${t.idTanda} is null) = (${t.paso} is null)`),
    // Returning stock twice (an expired hold and a rejected payment racing) can never go below 0.
    check('entradas_vendidas_ck', sql`${t.vendidas} >= 0`),
    check('entradas_personas_ck', sql`${t.personas} between 1 and 50`),
    check(
      'entradas_por_orden_ck',
      sql`${t.minPorOrden} >= 1 and (${t.maxPorOrden} is null or ${t.maxPorOrden} >= ${t.minPorOrden})`,
    ),
  ],
);

/** A day's tanda: an ordered group of stock rows sold one step at a time ("General"). */
export const tandas = pgTable('tandas', {
  idTanda: serial('id_tanda').primaryKey(),
  idFecha: integer('id_fecha')
    .notNull()
    .references(() => fechas.idFecha, { onDelete: 'cascade' }),
  nombre: text('nombre').notNull(),
});

/**
 * Capacity pools (cupos) of a day: a pool holds `cantidad` places and every stock row that draws
 * from it (entrada_cupos) takes one place of it per ticket, besides one of its own `cantidad`
 * (docs/decisions/0085-capacity-pools.md). A pool's places taken are not stored: they are the sum
 * of its rows' `vendidas`, so giving tickets back stays one write to the row. Its rule is
 * pulso_lugares (server/src/db/functions/), the only statement of it.
 */
export const cupos = pgTable(
  'cupos',
  {
    idCupo: serial('id_cupo').primaryKey(),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull(),
    /**
     * The stock row whose quantity this pool's size follows: the specification's "type's total"
     * (General, shared by its early bird), which its form edits as the regular row's quantity.
     * Null for a pool sized on its own.
     */
    totalDeEntrada: integer('total_de_entrada').references(() => entradas.idEntrada, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('cupos_fecha_idx').on(t.idFecha),
    check('cupos_cantidad_ck', sql`${t.cantidad} >= 0`),
  ],
);

/**
 * Add-ons of a day (docs/decisions/0090-add-ons.md): a drink combo, a locker, parking, bought with
 * tickets of that day, each unit going with one ticket. Their own stock, taken and given back
 * with the order's tickets, under the same locks (after the day's ticket rows).
 */
export const adicionales = pgTable(
  'adicionales',
  {
    idAdicional: serial('id_adicional').primaryKey(),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    precio: integer('precio').notNull(),
    cantidad: integer('cantidad').notNull(),
    /** Units sold or held by pending orders. */
    vendidas: integer('vendidas').notNull().default(0),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    index('adicionales_fecha_idx').on(t.idFecha),
    check('adicionales_ck', sql`${t.cantidad} >= 0 and ${t.precio} >= 0 and ${t.vendidas} >= 0`),
  ],
);

/** Which pools a stock row draws from. */
export const entradaCupos = pgTable(
  'entrada_cupos',
  {
    idEntrada: integer('id_entrada')
      .notNull()
      .references(() => entradas.idEntrada, { onDelete: 'cascade' }),
    idCupo: integer('id_cupo')
      .notNull()
      .references(() => cupos.idCupo, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idEntrada, t.idCupo] }),
    index('entrada_cupos_cupo_idx').on(t.idCupo),
  ],
);

/**
 * Media files and links. `idEntidadMedia` names the owner as `<kind>-<id>` (evento-12,
 * usuario-3, artista-5, noticia-2) or a special key (idCarousel1..4, archivoTyC), so ids of
 * different kinds never collide.
 */
export const media = pgTable(
  'media',
  {
    idMedia: serial('id_media').primaryKey(),
    idEntidadMedia: text('id_entidad_media').notNull(),
    /** Public URL: a link for videos, `/api/v1/Media/file/<id>` for stored files. */
    url: text('url').notNull(),
    mdVideo: boolean('md_video').notNull().default(false),
    mime: text('mime'),
    /** Path inside the media store (local disk or object storage). */
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    width: integer('width'),
    height: integer('height'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('media_entidad_idx').on(t.idEntidadMedia)],
);

export const noticias = pgTable('noticias', {
  idNoticia: serial('id_noticia').primaryKey(),
  titulo: text('titulo').notNull(),
  contenido: text('contenido').notNull(),
  urlEvento: text('url_evento').notNull().default(''),
  dtPublicado: ts('dt_publicado').notNull().defaultNow(),
});

export const eventosFavoritos = pgTable(
  'eventos_favoritos',
  {
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.idEvento] })],
);

export const artistaLikes = pgTable(
  'artista_likes',
  {
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    idArtista: integer('id_artista')
      .notNull()
      .references(() => artistas.idArtista, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idUsuario, t.idArtista] }),
    index('artista_likes_artista_idx').on(t.idArtista),
  ],
);

/** Mails waiting to be sent (or kept, when no SMTP is configured). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  destinatario: text('destinatario').notNull(),
  asunto: text('asunto').notNull(),
  cuerpo: text('cuerpo').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
