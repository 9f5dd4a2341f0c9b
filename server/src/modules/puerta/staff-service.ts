import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DOOR_MSG,
  type InvitacionPuerta,
  type PersonalPuerta,
  type PersonalYInvitaciones,
} from '@shared/api/door';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { Db } from '../../db/client';
import { eventoInvitaciones, puertaPersonal, usuarios } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { CON_PUERTA } from './door-access';
import { ownedEvento } from './door-owner';
import { storeInvitation } from './invitation-store';

const SIN_PUERTA: ReadonlyArray<number> = [ESTADO_EVENTO.BORRADO, ESTADO_EVENTO.RECHAZADO];

const toPersona = (r: {
  idUsuario: number;
  correo: string;
  nombre: string;
  apellido: string;
  agregadoAt: Date;
}): PersonalPuerta => ({
  idUsuario: r.idUsuario,
  correo: r.correo,
  nombre: `${r.nombre} ${r.apellido}`.trim() || r.correo,
  agregadoAt: r.agregadoAt.toISOString(),
});

const toInvitacion = (r: typeof eventoInvitaciones.$inferSelect): InvitacionPuerta => ({
  idInvitacion: r.idInvitacion,
  correo: r.correo,
  invitadaAt: r.createdAt.toISOString(),
  venceAt: r.expiresAt.toISOString(),
});

/**
 * Door staff per event, the organiser's side (docs/decisions/0076-hostile-users.md): people
 * are invited, never added or converted. An invitation is a row and a mail; the person joins
 * the staff when they accept (invitation-service.ts). Only approved events invite.
 */
export function createStaffService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** Invitations still open: not accepted, not withdrawn, not expired. */
  const abiertas = (idEvento: number, now: Date) =>
    and(
      eq(eventoInvitaciones.idEvento, idEvento),
      isNull(eventoInvitaciones.aceptadaAt),
      isNull(eventoInvitaciones.revocadaAt),
      gt(eventoInvitaciones.expiresAt, now),
    );

  return {
    /** GET /Puerta/Personal: the staff, then the pending invitations. */
    async list(viewer: Viewer, idEvento: number): Promise<PersonalYInvitaciones> {
      await ownedEvento(db, viewer, idEvento);
      const [personal, invitaciones] = await Promise.all([
        db
          .select({
            idUsuario: usuarios.idUsuario,
            correo: usuarios.correo,
            nombre: usuarios.nombre,
            apellido: usuarios.apellido,
            agregadoAt: puertaPersonal.addedAt,
          })
          .from(puertaPersonal)
          .innerJoin(usuarios, eq(usuarios.idUsuario, puertaPersonal.idUsuario))
          .where(eq(puertaPersonal.idEvento, idEvento))
          .orderBy(asc(puertaPersonal.addedAt), asc(usuarios.idUsuario)),
        db
          .select()
          .from(eventoInvitaciones)
          .where(abiertas(idEvento, deps.now()))
          .orderBy(asc(eventoInvitaciones.createdAt), asc(eventoInvitaciones.idInvitacion)),
      ]);
      return { personal: personal.map(toPersona), invitaciones: invitaciones.map(toInvitacion) };
    },

    /** POST /Puerta/Personal: an invitation stored and mailed; nobody joins yet. */
    async invite(
      viewer: Viewer,
      input: { idEvento: number; correo: string },
      siteUrl: string,
    ): Promise<InvitacionPuerta> {
      return db.transaction(async (tx) => {
        const evento = await ownedEvento(tx, viewer, input.idEvento);
        if (SIN_PUERTA.includes(evento.cdEstado)) throw conflict(DOOR_MSG.eventoSinPuerta);
        if (!(CON_PUERTA as ReadonlyArray<number>).includes(evento.cdEstado))
          throw conflict(DOOR_MSG.eventoNoAprobado);
        const [owner] = await tx
          .select({ correo: usuarios.correo })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, evento.idUsuario));
        if (owner?.correo === input.correo) throw badRequest(DOOR_MSG.esElOrganizador);
        const [staff] = await tx
          .select({ idUsuario: puertaPersonal.idUsuario })
          .from(puertaPersonal)
          .innerJoin(usuarios, eq(usuarios.idUsuario, puertaPersonal.idUsuario))
          .where(
            and(eq(puertaPersonal.idEvento, evento.idEvento), eq(usuarios.correo, input.correo)),
          );
        if (staff) throw conflict(DOOR_MSG.yaEsPersonal);
        const row = await storeInvitation(tx, {
          idEvento: evento.idEvento,
          evento: evento.nombre,
          correo: input.correo,
          invitadoPor: viewer.idUsuario,
          siteUrl,
          now: deps.now(),
        });
        if (!row) throw conflict(DOOR_MSG.yaInvitado);
        return toInvitacion(row);
      });
    },

    /**
     * DELETE /Puerta/Invitacion: withdrawn while nobody accepted it. The guarded update and the
     * acceptance's row lock decide a race: it is either accepted or withdrawn, never both.
     */
    async withdraw(viewer: Viewer, idEvento: number, idInvitacion: number): Promise<void> {
      await ownedEvento(db, viewer, idEvento);
      const where = and(
        eq(eventoInvitaciones.idInvitacion, idInvitacion),
        eq(eventoInvitaciones.idEvento, idEvento),
      );
      const withdrawn = await db
        .update(eventoInvitaciones)
        .set({ revocadaAt: deps.now() })
        .where(
          and(where, isNull(eventoInvitaciones.aceptadaAt), isNull(eventoInvitaciones.revocadaAt)),
        )
        .returning({ id: eventoInvitaciones.idInvitacion });
      if (withdrawn.length > 0) return;
      const [row] = await db
        .select({ aceptadaAt: eventoInvitaciones.aceptadaAt })
        .from(eventoInvitaciones)
        .where(where);
      if (row?.aceptadaAt) throw conflict(DOOR_MSG.invitacionYaAceptada);
      throw notFound(DOOR_MSG.invitacionNoEncontrada);
    },

    /**
     * DELETE /Puerta/Personal: every door call reads the staff, so access ends at once. An open
     * invitation of the same address to this event is withdrawn first (it waits for an
     * acceptance under way, then removes what it added).
     */
    async remove(viewer: Viewer, idEvento: number, idUsuario: number): Promise<void> {
      await ownedEvento(db, viewer, idEvento);
      await db.transaction(async (tx) => {
        await tx
          .update(eventoInvitaciones)
          .set({ revocadaAt: deps.now() })
          .where(
            and(
              eq(eventoInvitaciones.idEvento, idEvento),
              isNull(eventoInvitaciones.aceptadaAt),
              isNull(eventoInvitaciones.revocadaAt),
              eq(
                eventoInvitaciones.correo,
                sql`(select ${usuarios.correo} from ${usuarios} where ${usuarios.idUsuario} = ${idUsuario})`,
              ),
            ),
          );
        const gone = await tx
          .delete(puertaPersonal)
          .where(
            and(eq(puertaPersonal.idEvento, idEvento), eq(puertaPersonal.idUsuario, idUsuario)),
          )
          .returning();
        if (gone.length === 0) throw notFound(DOOR_MSG.personalNoEncontrado);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
