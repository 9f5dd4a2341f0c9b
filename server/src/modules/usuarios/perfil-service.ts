import { eq, sql } from 'drizzle-orm';
import { CAPITAL_LUGAR, isCapital } from '@shared/domain/location';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { CdRol } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { CUENTA_ELIMINADA, PROFILE_MSG, type UpdateUsuarioData } from '@shared/validation/profile';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  artistaLikes,
  eventosFavoritos,
  outbox,
  passwordResets,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { deleteMedia, listMedia } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { badRequest, notFound } from '../../plugins/problem';
import type { SessionsService } from '../security';
import { normaliseCorreo, toUsuarioView, type UsuariosService } from './usuarios-service';

type Domicilio = NonNullable<UpdateUsuarioData['domicilio']>;

/**
 * The address columns of a domicilio; the capital fills all three levels (docs/architecture.md,
 * "Renderer").
 */
function addressValues(d: Domicilio) {
  const capital = isCapital(d.provincia);
  const lugar = (l: { nombre: string; codigo: string }) =>
    capital ? { nombre: CAPITAL_LUGAR.nombre, codigo: CAPITAL_LUGAR.id } : l;
  const [provincia, municipio, localidad] = [d.provincia, d.municipio, d.localidad].map(lugar);
  return {
    direccion: d.direccion.trim(),
    latitud: d.latitud,
    longitud: d.longitud,
    provinciaNombre: provincia!.nombre,
    provinciaCodigo: provincia!.codigo,
    municipioNombre: municipio!.nombre,
    municipioCodigo: municipio!.codigo,
    localidadNombre: localidad!.nombre,
    localidadCodigo: localidad!.codigo,
  };
}

/** Every column that says who the person was, emptied (spec: orders stay, personal data goes). */
function erasedValues(idUsuario: number, at: Date) {
  return {
    nombre: CUENTA_ELIMINADA.nombre,
    apellido: CUENTA_ELIMINADA.apellido,
    // Unique (the index on correo) and undeliverable (RFC 2606 reserves .invalid).
    correo: `eliminado-${idUsuario}@pulso.invalid`,
    passwordHash: null,
    googleSub: null,
    dni: '',
    telefono: '',
    cbu: '',
    aliasCbu: '',
    banco: '',
    cuit: '',
    bio: '',
    nombreFantasia: '',
    dtNacimiento: null,
    direccion: '',
    provinciaNombre: '',
    provinciaCodigo: '',
    municipioNombre: '',
    municipioCodigo: '',
    localidadNombre: '',
    localidadCodigo: '',
    latitud: 0,
    longitud: 0,
    mdInstagram: '',
    mdSpotify: '',
    mdSoundcloud: '',
    updatedAt: at,
    eliminadoAt: at,
  };
}

export interface PerfilDeps {
  db: Db;
  usuarios: UsuariosService;
  sessions: SessionsService;
  mediaStore: MediaStore;
  now: () => Date;
  /**
   * Erases a deleted account's buyer details from its orders, in the deletion's transaction
   * (modules/ordenes `forgetBuyer`; passed in: usuarios is below ordenes in the imports).
   */
  forgetBuyer: (tx: DbExecutor, idUsuario: number) => Promise<void>;
}

/** My profile: saving its fields and deleting the account. */
export function createPerfilService({
  db,
  usuarios: cuentas,
  sessions,
  mediaStore,
  now,
  forgetBuyer,
}: PerfilDeps) {
  async function liveUser(idUsuario: number) {
    const row = await cuentas.findById(idUsuario);
    if (!row || row.eliminadoAt) throw notFound(MSG.usuarioNoEncontrado);
    return row;
  }

  async function replaceRoles(exec: DbExecutor, idUsuario: number, roles: CdRol[]) {
    await exec.delete(usuarioRoles).where(eq(usuarioRoles.idUsuario, idUsuario));
    await exec.insert(usuarioRoles).values(roles.map((cdRol) => ({ idUsuario, cdRol })));
  }

  return {
    /**
     * Saves the profile fields. The e-mail is the sign-in name and cannot change here; roles
     * change only when `asAdministrator` (a user never grants themself a role).
     */
    async update(data: UpdateUsuarioData, { asAdministrator }: { asAdministrator: boolean }) {
      const row = await liveUser(data.idUsuario);
      if (data.correo !== undefined && normaliseCorreo(data.correo) !== row.correo) {
        throw badRequest(PROFILE_MSG.correoNoModificable, {
          correo: PROFILE_MSG.correoNoModificable,
        });
      }
      const roles =
        asAdministrator && data.cdRoles ? ([...new Set(data.cdRoles)] as CdRol[]) : null;
      if (roles && roles.length === 0) throw badRequest(PROFILE_MSG.rolesVacios);
      await db.transaction(async (tx) => {
        await tx
          .update(usuarios)
          .set({
            nombre: data.nombre,
            apellido: data.apellido,
            dni: data.dni,
            telefono: data.telefono,
            cbu: data.cbu,
            ...(data.aliasCbu !== undefined ? { aliasCbu: data.aliasCbu } : {}),
            ...(data.banco !== undefined ? { banco: data.banco } : {}),
            ...(data.cuit !== undefined ? { cuit: data.cuit } : {}),
            bio: data.bio,
            dtNacimiento: data.dtNacimiento,
            ...(data.domicilio ? addressValues(data.domicilio) : {}),
            ...(data.socials
              ? {
                  mdInstagram: data.socials.mdInstagram,
                  mdSpotify: data.socials.mdSpotify,
                  mdSoundcloud: data.socials.mdSoundcloud,
                }
              : {}),
            updatedAt: now(),
          })
          .where(eq(usuarios.idUsuario, data.idUsuario));
        if (roles) await replaceRoles(tx, data.idUsuario, roles);
      });
      const updated = (await cuentas.findById(data.idUsuario))!;
      return toUsuarioView(updated, await cuentas.rolesOf(data.idUsuario));
    },

    /**
     * Deletes the account for good: every session revoked, personal data erased, roles,
     * favourites, artist likes, pending reset links, mails to the old address and the profile
     * photo gone. The row stays (anonymised) so orders and events that point at it keep their
     * accounting; their payments keep amounts and states but not who paid.
     */
    async deleteAccount(idUsuario: number): Promise<void> {
      const { correo } = await liveUser(idUsuario);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(usuarios)
          .set(erasedValues(idUsuario, at))
          .where(eq(usuarios.idUsuario, idUsuario));
        await tx.delete(usuarioRoles).where(eq(usuarioRoles.idUsuario, idUsuario));
        // Marks a person left on others' pages; they say who they were, so they go too.
        await tx.delete(eventosFavoritos).where(eq(eventosFavoritos.idUsuario, idUsuario));
        await tx.delete(artistaLikes).where(eq(artistaLikes.idUsuario, idUsuario));
        await tx.delete(passwordResets).where(eq(passwordResets.idUsuario, idUsuario));
        // Orders stay for accounting; the buyer's details go (modules/ordenes).
        await forgetBuyer(tx, idUsuario);
        // Mails to the old address hold names and could never reach the anonymised one.
        await tx.delete(outbox).where(sql`lower(${outbox.destinatario}) = ${correo.toLowerCase()}`);
        await sessions.revokeAllForUser(idUsuario, tx);
      });
      // Files go after the commit: a rolled-back deletion must not have lost the photo.
      const photos = await listMedia(db, mediaOwnerKey('usuario', idUsuario));
      for (const row of photos) await deleteMedia(db, mediaStore, row);
    },
  };
}

export type PerfilService = ReturnType<typeof createPerfilService>;
