import type { UsuarioView } from '@shared/api/usuario';
import { CAPITAL_LUGAR, isCapital, type Lugar } from '@shared/domain/location';
import type { UpdateUsuarioPayload } from '@shared/validation/profile';
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
