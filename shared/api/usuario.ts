import type { CdRol } from '../domain/roles';

interface Lugar {
  nombre: string;
  codigo: string;
}

/**
 * A user as GET /Usuario/GetUsuario and PUT /Usuario/UpdateUsuario answer it (spec 000 §3,
 * spec 001 §3): never the password hash or the Google subject. The photo is the media of
 * `usuario-<id>` (GET /Media).
 */
export interface UsuarioView {
  idUsuario: number;
  nombre: string;
  apellido: string;
  correo: string;
  cbu: string;
  dni: string;
  telefono: string;
  nombreFantasia: string;
  bio: string;
  /** YYYY-MM-DD or null. */
  dtNacimiento: string | null;
  domicilio: {
    direccion: string;
    latitud: number;
    longitud: number;
    provincia: Lugar;
    municipio: Lugar;
    localidad: Lugar;
  };
  socials: { idSocial: number; mdInstagram: string; mdSpotify: string; mdSoundcloud: string };
  roles: Array<{ cdRol: CdRol; dsRol: string }>;
}
