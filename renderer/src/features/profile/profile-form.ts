import type { UsuarioView } from '@shared/api/usuario';
import { CAPITAL_LUGAR, isCapital, type Lugar } from '@shared/domain/location';
import {
  formatCuit,
  updateUsuarioSchema,
  type UpdateUsuarioPayload,
} from '@shared/validation/profile';
import type { LocationValue } from '../../ui/location-cascade';

/** What the profile screen edits; fields commit here when they lose focus. */
export interface PerfilDraft {
  nombre: string;
  apellido: string;
  dni: string;
  telefono: string;
  /** YYYY-MM-DD (the first 10 characters of the stored date) or ''. */
  dtNacimiento: string;
  cbu: string;
  aliasCbu: string;
  banco: string;
  /** As typed (stored as digits, shown 20-12345678-6). */
  cuit: string;
  bio: string;
  mdInstagram: string;
  mdSpotify: string;
  mdSoundcloud: string;
  direccion: string;
  ubicacion: LocationValue;
}

export type DraftField = Exclude<keyof PerfilDraft, 'ubicacion'>;

const lugar = (l: { nombre: string; codigo: string }): Lugar | null =>
  l.nombre ? { id: l.codigo, nombre: l.nombre } : null;

/** The stored address as the location picker's value (the capital fills all three). */
export function ubicacionOf(d: UsuarioView['domicilio']): LocationValue {
  const provincia = lugar(d.provincia);
  if (isCapital(provincia)) {
    return { provincia: CAPITAL_LUGAR, municipio: CAPITAL_LUGAR, localidad: CAPITAL_LUGAR };
  }
  return { provincia, municipio: lugar(d.municipio), localidad: lugar(d.localidad) };
}

export function draftOf(u: UsuarioView): PerfilDraft {
  return {
    nombre: u.nombre,
    apellido: u.apellido,
    dni: u.dni,
    telefono: u.telefono,
    dtNacimiento: (u.dtNacimiento ?? '').slice(0, 10),
    cbu: u.cbu,
    aliasCbu: u.aliasCbu,
    banco: u.banco,
    cuit: formatCuit(u.cuit),
    bio: u.bio,
    mdInstagram: u.socials.mdInstagram,
    mdSpotify: u.socials.mdSpotify,
    mdSoundcloud: u.socials.mdSoundcloud,
    direccion: u.domicilio.direccion,
    ubicacion: ubicacionOf(u.domicilio),
  };
}

const place = (l: Lugar | null) => ({ nombre: l?.nombre ?? '', codigo: l?.id ?? '' });
const sameLugar = (a: Lugar | null, b: Lugar | null) => (a?.nombre ?? '') === (b?.nombre ?? '');

/**
 * PUT /Usuario/UpdateUsuario's body (docs/architecture.md, "Route and field names"): the stored
 * user with the draft applied. The roles go back as they are (the server only heeds an
 * administrator's). A moved address loses its stored coordinates.
 */
export function toUpdatePayload(u: UsuarioView, d: PerfilDraft): UpdateUsuarioPayload {
  const before = ubicacionOf(u.domicilio);
  const moved =
    d.direccion.trim() !== u.domicilio.direccion ||
    !sameLugar(before.provincia, d.ubicacion.provincia) ||
    !sameLugar(before.municipio, d.ubicacion.municipio) ||
    !sameLugar(before.localidad, d.ubicacion.localidad);
  return {
    idUsuario: u.idUsuario,
    nombre: d.nombre,
    apellido: d.apellido,
    correo: u.correo,
    dni: d.dni,
    telefono: d.telefono,
    bio: d.bio,
    cbu: d.cbu,
    aliasCbu: d.aliasCbu,
    banco: d.banco,
    cuit: d.cuit,
    dtNacimiento: d.dtNacimiento || null,
    cdRoles: u.roles.map((r) => r.cdRol),
    domicilio: {
      direccion: d.direccion,
      latitud: moved ? 0 : u.domicilio.latitud,
      longitud: moved ? 0 : u.domicilio.longitud,
      provincia: place(d.ubicacion.provincia),
      municipio: place(d.ubicacion.municipio),
      localidad: place(d.ubicacion.localidad),
    },
    socials: {
      idSocial: u.socials.idSocial,
      mdInstagram: d.mdInstagram,
      mdSpotify: d.mdSpotify,
      mdSoundcloud: d.mdSoundcloud,
    },
  };
}

export type FieldErrors = Partial<Record<DraftField, string>>;

const DRAFT_FIELDS = new Set<string>([
  'nombre',
  'apellido',
  'dni',
  'telefono',
  'dtNacimiento',
  'cbu',
  'aliasCbu',
  'banco',
  'cuit',
  'bio',
  'mdInstagram',
  'mdSpotify',
  'mdSoundcloud',
  'direccion',
]);

/**
 * The field a message belongs to, from a rule's path or a 400's key: `dni`,
 * `socials.mdInstagram`, `domicilio.direccion` (null for anything the screen has no field for).
 */
export function draftFieldOf(path: ReadonlyArray<PropertyKey> | string): DraftField | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const last = parts[parts.length - 1];
  return last && DRAFT_FIELDS.has(last) ? (last as DraftField) : null;
}

/**
 * Saving what is valid (docs/architecture.md, "Where each rule lives"): the draft checked with
 * the server's own rules; the fields they refuse go back to their stored value in the body, and
 * their messages come back to be shown next to them. `body` is null when nothing valid changed.
 */
export function validPart(
  stored: UsuarioView,
  draft: PerfilDraft,
): { body: UpdateUsuarioPayload | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = updateUsuarioSchema.safeParse(toUpdatePayload(stored, draft));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = draftFieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  const kept = draftOf(stored);
  const valid: PerfilDraft = { ...draft };
  for (const field of Object.keys(errors) as DraftField[]) valid[field] = kept[field];
  const body = toUpdatePayload(stored, valid);
  const unchanged = JSON.stringify(body) === JSON.stringify(toUpdatePayload(stored, kept));
  return { body: unchanged ? null : body, errors };
}

/** A location worth saving: every level it needs (the capital needs only the province). */
export const isCompleteLocation = (v: LocationValue) =>
  Boolean(v.provincia && (isCapital(v.provincia) || (v.municipio && v.localidad)));
