import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ROL, ROLES, type CdRol } from '@shared/domain/roles';
import type { ArtistaLiker } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { SessionUser } from '@shared/api/session';
import type { UsuarioView } from '@shared/api/usuario';
import type { CreateUsuarioPayload } from '@shared/validation/auth';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { media, usuarioRoles, usuarios } from '../../db/schema/index';
import { ownerMediaSummaries } from '../../media/media-service';
import { claimDoorOnlyAccount, openDoorOnlyAccount } from './door-only-account';
import { hashPassword } from './password';

type UsuarioRow = typeof usuarios.$inferSelect;

const dsRol = (cdRol: number) => ROLES.find((r) => r.cdRol === cdRol)?.dsRol ?? '';

export const normaliseCorreo = (correo: string) => correo.trim().toLowerCase();

/**
 * The user as the API shows it (docs/architecture.md, "Data model in brief"): never the password
 * hash or Google subject.
 */
export function toUsuarioView(u: UsuarioRow, roles: CdRol[]): UsuarioView {
  return {
    idUsuario: u.idUsuario,
    nombre: u.nombre,
    apellido: u.apellido,
    correo: u.correo,
    cbu: u.cbu,
    aliasCbu: u.aliasCbu,
    banco: u.banco,
    cuit: u.cuit,
    dni: u.dni,
    telefono: u.telefono,
    nombreFantasia: u.nombreFantasia,
    bio: u.bio,
    dtNacimiento: u.dtNacimiento,
    domicilio: {
      direccion: u.direccion,
      latitud: u.latitud,
      longitud: u.longitud,
      provincia: { nombre: u.provinciaNombre, codigo: u.provinciaCodigo },
      municipio: { nombre: u.municipioNombre, codigo: u.municipioCodigo },
      localidad: { nombre: u.localidadNombre, codigo: u.localidadCodigo },
    },
    socials: {
      idSocial: u.idUsuario,
      mdInstagram: u.mdInstagram,
      mdSpotify: u.mdSpotify,
      mdSoundcloud: u.mdSoundcloud,
    },
    roles: roles.map((cdRol) => ({ cdRol, dsRol: dsRol(cdRol) })),
  };
}

export type { UsuarioView };

/** The signed-in user as sessions answer it (login, Google, GET /Security/Me). */
export function sessionUserOf(
  u: { idUsuario: number; nombre: string; apellido: string; correo: string },
  roles: ReadonlyArray<CdRol>,
  avatarUrl: string | null,
): SessionUser {
  return {
    id: u.idUsuario,
    name: `${u.nombre} ${u.apellido}`.trim(),
    email: u.correo,
    roles: roles.map((cdRol) => ({ cdRol, dsRol: dsRol(cdRol) })),
    avatarUrl,
  };
}

export function createUsuariosService(db: Db) {
  async function rolesOf(idUsuario: number): Promise<CdRol[]> {
    const rows = await db
      .select({ cdRol: usuarioRoles.cdRol })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, idUsuario))
      .orderBy(asc(usuarioRoles.cdRol));
    return rows.map((r) => r.cdRol as CdRol);
  }

  // Both run for every /Security/Me (each app start and session check of the clients):
  // prepared once rather than assembled per request (issue 12's profile).
  const firstImageOf = db
    .select({ url: media.url })
    .from(media)
    .where(and(eq(media.idEntidadMedia, sql.placeholder('entidad')), eq(media.mdVideo, false)))
    .orderBy(asc(media.idMedia))
    .limit(1)
    .prepare('primera_imagen_de');
  const usuarioById = db
    .select()
    .from(usuarios)
    .where(eq(usuarios.idUsuario, sql.placeholder('idUsuario')))
    .limit(1)
    .prepare('usuario_por_id');

  /**
   * The avatar is the user's first media item that is not a video (docs/architecture.md,
   * "Renderer").
   */
  async function avatarUrl(idUsuario: number): Promise<string | null> {
    const [row] = await firstImageOf.execute({ entidad: `usuario-${idUsuario}` });
    return row?.url ?? null;
  }

  return {
    rolesOf,

    findByCorreo: async (correo: string) =>
      (
        await db
          .select()
          .from(usuarios)
          .where(eq(usuarios.correo, normaliseCorreo(correo)))
          .limit(1)
      )[0] ?? null,

    findById: async (idUsuario: number) => (await usuarioById.execute({ idUsuario }))[0] ?? null,

    async sessionUser(u: UsuarioRow, roles?: CdRol[]): Promise<SessionUser> {
      const r = roles ?? (await rolesOf(u.idUsuario));
      return sessionUserOf(u, r, await avatarUrl(u.idUsuario));
    },

    /**
     * Creates a role-0 account. Returns null when the e-mail is taken (the unique index decides,
     * so two simultaneous registrations cannot both win).
     */
    async create(
      payload: CreateUsuarioPayload,
      /** Runs in the account's transaction once it is made (the confirmation mail). */
      afterInsert?: (tx: DbExecutor, idUsuario: number) => Promise<void>,
    ): Promise<number | null> {
      const passwordHash = await hashPassword(payload.password);
      const d = payload.domicilio;
      return db.transaction(async (tx) => {
        const values = {
          nombre: payload.nombre.trim(),
          apellido: payload.apellido.trim(),
          correo: normaliseCorreo(payload.correo),
          passwordHash,
          dni: payload.dni.trim(),
          telefono: payload.telefono.trim(),
          cbu: payload.cbu ?? '',
          bio: payload.bio ?? '',
          dtNacimiento: payload.dtNacimiento,
          ...(d
            ? {
                direccion: d.direccion,
                latitud: d.latitud,
                longitud: d.longitud,
                provinciaNombre: d.provincia.nombre,
                provinciaCodigo: d.provincia.codigo,
                municipioNombre: d.municipio.nombre,
                municipioCodigo: d.municipio.codigo,
                localidadNombre: d.localidad.nombre,
                localidadCodigo: d.localidad.codigo,
              }
            : {}),
        };
        const [row] = await tx
          .insert(usuarios)
          .values(values)
          .onConflictDoNothing({ target: usuarios.correo })
          .returning({ idUsuario: usuarios.idUsuario });
        if (row)
          await tx.insert(usuarioRoles).values({ idUsuario: row.idUsuario, cdRol: ROL.USUARIO });
        // The address may hold a door-only account that never got a credential: claimed.
        const idUsuario = row?.idUsuario ?? (await claimDoorOnlyAccount(tx, values));
        if (idUsuario === null) return null;
        await afterInsert?.(tx, idUsuario);
        return idUsuario;
      });
    },

    /**
     * Finds the account of a verified Google identity: by subject, else by verified e-mail
     * (linking it), else creates one with role 0 and no password.
     */
    async findOrCreateGoogleUser(identity: {
      sub: string;
      email: string;
      givenName: string;
      familyName: string;
    }) {
      const correo = normaliseCorreo(identity.email);
      return db.transaction(async (tx) => {
        const [bySub] = await tx
          .select()
          .from(usuarios)
          .where(eq(usuarios.googleSub, identity.sub))
          .limit(1);
        if (bySub) return bySub;
        const [byMail] = await tx
          .select()
          .from(usuarios)
          .where(eq(usuarios.correo, correo))
          .limit(1);
        if (byMail) {
          // Google verified the address: a door-only account becomes an ordinary one.
          await openDoorOnlyAccount(tx, byMail.idUsuario);
          const [linked] = await tx
            .update(usuarios)
            // Google verified the address (docs/decisions/0076-hostile-users.md).
            .set({
              googleSub: identity.sub,
              updatedAt: new Date(),
              correoConfirmadoAt: sql`coalesce(${usuarios.correoConfirmadoAt}, now())`,
            })
            .where(eq(usuarios.idUsuario, byMail.idUsuario))
            .returning();
          return linked!;
        }
        const [created] = await tx
          .insert(usuarios)
          .values({
            nombre: identity.givenName || correo.split('@')[0]!,
            apellido: identity.familyName,
            correo,
            googleSub: identity.sub,
            correoConfirmadoAt: new Date(),
          })
          .returning();
        await tx.insert(usuarioRoles).values({ idUsuario: created!.idUsuario, cdRol: ROL.USUARIO });
        return created!;
      });
    },

    async views(ids: number[]): Promise<UsuarioView[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(usuarios).where(inArray(usuarios.idUsuario, ids));
      return Promise.all(rows.map(async (u) => toUsuarioView(u, await rolesOf(u.idUsuario))));
    },

    /** What others may see of these users (first name and avatar), in the order given. */
    async publicCards(ids: ReadonlyArray<number>): Promise<ArtistaLiker[]> {
      if (ids.length === 0) return [];
      const [rows, avatars] = await Promise.all([
        db
          .select({ idUsuario: usuarios.idUsuario, nombre: usuarios.nombre })
          .from(usuarios)
          .where(inArray(usuarios.idUsuario, [...ids])),
        ownerMediaSummaries(
          db,
          ids.map((id) => mediaOwnerKey('usuario', id)),
        ),
      ]);
      const byId = new Map(rows.map((r) => [r.idUsuario, r]));
      return ids.flatMap((id) => {
        const u = byId.get(id);
        if (!u) return [];
        const imagen = avatars.get(mediaOwnerKey('usuario', id))?.imagen ?? null;
        return [{ idUsuario: id, nombre: u.nombre, imagen }];
      });
    },

    count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(usuarios))[0]!.n,

    /**
     * Grants a role the user lacks; answers whether it was new. Runs inside the caller's
     * transaction (creating an event makes its author an organiser, atomically).
     */
    async grantRole(idUsuario: number, cdRol: CdRol, exec: DbExecutor = db): Promise<boolean> {
      const added = await exec
        .insert(usuarioRoles)
        .values({ idUsuario, cdRol })
        .onConflictDoNothing()
        .returning({ cdRol: usuarioRoles.cdRol });
      return added.length > 0;
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
