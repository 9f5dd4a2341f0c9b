import { z } from 'zod';
import { FECHA_OPTIONS } from '../domain/date-filters';
import { BUSQUEDA_MAX } from '../domain/busqueda';
import { MSG } from '../messages';
import { idParamSchema } from '../validation/ids';

/**
 * Contract of the discovery endpoints (issue 3): what the server answers and the renderer
 * reads. Field names follow the spec (docs/architecture.md, "Data model in brief").
 */
export const lugarRefSchema = z.object({ nombre: z.string(), codigo: z.string() });
export type LugarRef = z.infer<typeof lugarRefSchema>;

export const domicilioSchema = z.object({
  direccion: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  provincia: lugarRefSchema,
  municipio: lugarRefSchema,
  localidad: lugarRefSchema,
});
export type Domicilio = z.infer<typeof domicilioSchema>;

/**
 * A step of a tanda as a buyer sees it (docs/decisions/0087-tandas.md): earlier steps `agotada`,
 * the one on sale `abierta`, later ones `proxima` (with the date it opens anyway, if any).
 */
export const tandaViewSchema = z.object({
  idTanda: z.number(),
  paso: z.number(),
  estado: z.enum(['agotada', 'abierta', 'proxima']),
  abreAt: z.string().nullable(),
});
export type TandaView = z.infer<typeof tandaViewSchema>;

/**
 * A ticket row of one date: `cantidad` is what is still available (never below 0; 0 for a step
 * of a tanda not on sale). `tanda` only on a step of one.
 */
export const entradaViewSchema = z.object({
  idEntrada: z.number(),
  tipo: z.object({ cdTipo: z.number(), dsTipo: z.string() }),
  precio: z.number(),
  cantidad: z.number(),
  tanda: tandaViewSchema.optional(),
  /**
   * Set only when the organiser set them (docs/decisions/0089-mesas-and-order-limits.md), so a
   * template's rows answer as the specification says: a line under the name, the people one
   * unit admits (a mesa: `precio` and `cantidad` are per mesa), the units one order may take and
   * the row's own sale window.
   */
  descripcion: z.string().optional(),
  personas: z.number().optional(),
  minPorOrden: z.number().optional(),
  maxPorOrden: z.number().optional(),
  ventaDesde: z.string().optional(),
  ventaHasta: z.string().optional(),
});
export type EntradaView = z.infer<typeof entradaViewSchema>;

/** GET /Entrada/GetTiposEntrada: the ticket kinds, by code. */
export const tiposEntradaSchema = z.array(z.object({ cdTipo: z.number(), dsTipo: z.string() }));

export const fechaViewSchema = z.object({
  idFecha: z.number(),
  inicio: z.string(),
  fin: z.string(),
  inicioVenta: z.string(),
  finVenta: z.string(),
  estado: z.number(),
  /** High demand (issue 12): buying goes through the day's virtual queue (/fila/:idFecha). */
  altaDemanda: z.boolean(),
  entradas: z.array(entradaViewSchema),
});
export type FechaView = z.infer<typeof fechaViewSchema>;

/** 1 when the signed-in caller marked it favourite (spec: 1 means favourite). */
export const isFavoritoSchema = z.union([z.literal(0), z.literal(1)]);

export const eventoViewSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  /** Genre codes (cdGenero). */
  genero: z.array(z.number()),
  artistas: z.array(z.object({ idArtista: z.number(), nombre: z.string() })),
  isAfter: z.boolean(),
  isLgbt: z.boolean(),
  /** Most tickets of one type one account may hold per day (LIMITS.maxTicketsPerAccount). */
  maxEntradasPorCuenta: z.number(),
  /** Buyers may transfer their tickets (issue 13, shared/api/transfers.ts). */
  permiteTransferencias: z.boolean(),
  /** The minimum age to get in (shared/domain/edad.ts); null: any age. */
  edadMinima: z.number().nullable().optional(),
  domicilio: domicilioSchema,
  /** Sorted by start. */
  fechas: z.array(fechaViewSchema),
  inicioEvento: z.string().nullable(),
  finEvento: z.string().nullable(),
  soundCloud: z.string(),
  /** First video link of the event's media (YouTube), or null. */
  video: z.string().nullable(),
  /** URL of the event's first image, or null. */
  imagen: z.string().nullable(),
  /**
   * That image's stored size in pixels (null when unknown): pages draw the whole flyer in its
   * own shape and offer no width larger than it has (shared/domain/page-images.ts).
   */
  imagenAncho: z.number().nullable(),
  imagenAlto: z.number().nullable(),
  /**
   * The lowest price of a ticket still for sale (available, on a night whose sale is not over),
   * or null (shared/domain/price-from.ts); `agotado` when there were such rows and none is left.
   */
  precioDesde: z.number().nullable(),
  agotado: z.boolean(),
  /** 1 when the signed-in caller marked it favourite (spec: 1 means favourite). */
  isFavorito: isFavoritoSchema,
  estado: z.number(),
  cdEstado: z.number(),
  /** Owner id. */
  usuario: z.number(),
  idFiesta: z.number().nullable(),
});
export type EventoView = z.infer<typeof eventoViewSchema>;

/** GET /Evento/GetGeneros: the genre catalogue, by code. */
export const generosSchema = z.array(z.object({ cdGenero: z.number(), dsGenero: z.string() }));
/** GET /Evento/GetEstadosEvento: the event states, by code. */
export const estadosEventoSchema = z.array(
  z.object({ cdEstado: z.number(), dsEstado: z.string() }),
);

export const eventosPageSchema = z.object({
  eventos: z.array(eventoViewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EventosPage = z.infer<typeof eventosPageSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Query of GET /Evento/GetEventos. Invalid values are a 400 with a Spanish detail. */
export const getEventosQuerySchema = z.object({
  IdEvento: idParamSchema.optional(),
  Estado: z.coerce.number().int().min(0).max(6).optional(),
  /** Only the caller's favourites (signed-in callers). */
  Favoritos: flag,
  /** An organiser's own events in any estado (themself or an administrator; issue 4). */
  IdUsuario: idParamSchema.optional(),
  genero: z.coerce.number().int().min(1).max(1000).optional(),
  provincia: z.string().trim().max(120).optional(),
  municipio: z.string().trim().max(120).optional(),
  localidad: z.string().trim().max(120).optional(),
  after: flag,
  lgbt: flag,
  fechaOption: z.enum(FECHA_OPTIONS).optional(),
  fechaEspecifica: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.')
    .optional(),
  /**
   * Words the event's name, an artist of its line-up or its recurring party's name contain,
   * whatever their case and accents (shared/domain/text-search.ts).
   */
  busqueda: z.string().trim().max(BUSQUEDA_MAX, MSG.busquedaLarga).optional(),
  /** Only the events with this artist in the line-up (the artist's page). */
  IdArtista: idParamSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export type GetEventosQuery = z.input<typeof getEventosQuerySchema>;

export const socialsSchema = z.object({
  idSocial: z.number(),
  mdInstagram: z.string(),
  mdSpotify: z.string(),
  mdSoundcloud: z.string(),
});

export const artistaViewSchema = z.object({
  idArtista: z.number(),
  nombre: z.string(),
  bio: z.string(),
  isActivo: z.boolean(),
  dtAlta: z.string(),
  socials: socialsSchema,
  imagen: z.string().nullable(),
  likes: z.number(),
  /** 1 when the signed-in caller liked the artist. */
  isFavorito: isFavoritoSchema,
});
export type ArtistaView = z.infer<typeof artistaViewSchema>;

export const artistaLikerSchema = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  imagen: z.string().nullable(),
});
export type ArtistaLiker = z.infer<typeof artistaLikerSchema>;

export const noticiaViewSchema = z.object({
  idNoticia: z.number(),
  titulo: z.string(),
  contenido: z.string(),
  dtPublicado: z.string(),
  urlEvento: z.string(),
  imagen: z.string().nullable(),
});
export type NoticiaView = z.infer<typeof noticiaViewSchema>;

export const geoLugarSchema = z.object({ id: z.string(), nombre: z.string() });
export type GeoLugar = z.infer<typeof geoLugarSchema>;

/** Media variant widths (kept beside the pages' image rules, which the first screen loads). */
export { MEDIA_WIDTHS, type MediaWidth } from '../domain/page-images';
