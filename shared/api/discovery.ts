import { z } from 'zod';
import { FECHA_OPTIONS } from '../domain/date-filters';

/**
 * Contract of the discovery endpoints (issue 3): what the server answers and the renderer
 * reads. Field names follow the spec (spec 000 §3, spec 001 §3).
 */
export interface LugarRef {
  nombre: string;
  codigo: string;
}

export interface Domicilio {
  direccion: string;
  latitud: number;
  longitud: number;
  provincia: LugarRef;
  municipio: LugarRef;
  localidad: LugarRef;
}

/** A ticket row of one date: `cantidad` is what is still available (never below 0). */
export interface EntradaView {
  idEntrada: number;
  tipo: { cdTipo: number; dsTipo: string };
  precio: number;
  cantidad: number;
}

export interface FechaView {
  idFecha: number;
  inicio: string;
  fin: string;
  inicioVenta: string;
  finVenta: string;
  estado: number;
  /** High demand (issue 12): buying goes through the day's virtual queue (/fila/:idFecha). */
  altaDemanda: boolean;
  entradas: EntradaView[];
}

export interface EventoView {
  idEvento: number;
  nombre: string;
  descripcion: string;
  /** Genre codes (cdGenero). */
  genero: number[];
  artistas: Array<{ idArtista: number; nombre: string }>;
  isAfter: boolean;
  isLgbt: boolean;
  /** Most tickets of one type one account may hold per day (LIMITS.maxTicketsPerAccount). */
  maxEntradasPorCuenta: number;
  /** Buyers may transfer their tickets (issue 13, shared/api/transfers.ts). */
  permiteTransferencias: boolean;
  domicilio: Domicilio;
  /** Sorted by start. */
  fechas: FechaView[];
  inicioEvento: string | null;
  finEvento: string | null;
  soundCloud: string;
  /** First video link of the event's media (YouTube), or null. */
  video: string | null;
  /** URL of the event's first image, or null. */
  imagen: string | null;
  /** 1 when the signed-in caller marked it favourite (spec: 1 means favourite). */
  isFavorito: 0 | 1;
  estado: number;
  cdEstado: number;
  /** Owner id. */
  usuario: number;
  idFiesta: number | null;
}

export interface EventosPage {
  eventos: EventoView[];
  total: number;
  page: number;
  pageSize: number;
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Query of GET /Evento/GetEventos. Invalid values are a 400 with a Spanish detail. */
export const getEventosQuerySchema = z.object({
  IdEvento: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  Estado: z.coerce.number().int().min(0).max(6).optional(),
  /** Only the caller's favourites (signed-in callers). */
  Favoritos: flag,
  /** An organiser's own events in any estado (themself or an administrator; issue 4). */
  IdUsuario: z.coerce.number().int().positive().max(2_147_483_647).optional(),
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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export type GetEventosQuery = z.input<typeof getEventosQuerySchema>;

export interface ArtistaView {
  idArtista: number;
  nombre: string;
  bio: string;
  isActivo: boolean;
  dtAlta: string;
  socials: { idSocial: number; mdInstagram: string; mdSpotify: string; mdSoundcloud: string };
  imagen: string | null;
  likes: number;
  /** 1 when the signed-in caller liked the artist. */
  isFavorito: 0 | 1;
}

export interface ArtistaLiker {
  idUsuario: number;
  nombre: string;
  imagen: string | null;
}

export interface NoticiaView {
  idNoticia: number;
  titulo: string;
  contenido: string;
  dtPublicado: string;
  urlEvento: string;
  imagen: string | null;
}

export interface GeoLugar {
  id: string;
  nombre: string;
}

/** Media variant widths the server renders as WebP (`/api/v1/Media/file/<id>?w=<width>`). */
export const MEDIA_WIDTHS = [320, 640, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
