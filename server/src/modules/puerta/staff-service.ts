import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DOOR_MSG,
  PUERTA_ACTIVAR_PATH,
  PUERTA_APP_PATH,
  type PersonalPuerta,
} from '@shared/api/door';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { DOOR_INVITATION_HOURS } from '@shared/domain/door';
import { ROL } from '@shared/domain/roles';
import { doorAddedMail, doorInvitationMail } from '@shared/texts/door';
import type { Db } from '../../db/client';
import type { DbTx } from '../../db/executor';
import { puertaPersonal, usuarioRoles, usuarios } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { createPasswordLink } from '../usuarios';
import { ownedEvento } from './door-owner';

const SIN_PUERTA: ReadonlyArray<number> = [ESTADO_EVENTO.BORRADO, ESTADO_EVENTO.RECHAZADO];

const personaColumns = {
  idUsuario: usuarios.idUsuario,
  correo: usuarios.correo,
  nombre: usuarios.nombre,
  apellido: usuarios.apellido,
  // No way to sign in yet: the invitation has not been accepted.
  invitacionPendiente: sql<boolean>`(${usuarios.passwordHash} is null and ${usuarios.googleSub} is null)`,
  agregadoAt: puertaPersonal.addedAt,
};

interface PersonaRow {
  idUsuario: number;
  correo: string;
  nombre: string;
  apellido: string;
  invitacionPendiente: boolean;
  agregadoAt: Date;
}

const toPersona = (r: PersonaRow): PersonalPuerta => ({
  idUsuario: r.idUsuario,
  correo: r.correo,
  nombre: `${r.nombre} ${r.apellido}`.trim() || r.correo,
  invitacionPendiente: Boolean(r.invitacionPendiente),
  agregadoAt: r.agregadoAt.toISOString(),
});

/**
 * Door staff per event (the organiser's side). An existing account is added as it is (an
 * attendee keeps the website); an unknown e-mail gets a new role-3 account with no password
 * and an invitation link, so it only ever signs in at the door.
 */
export function createStaffService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  const personas = (exec: Db | DbTx, idEvento: number, idUsuario?: number) =>
    exec
      .select(personaColumns)
      .from(puertaPersonal)
      .innerJoin(usuarios, eq(usuarios.idUsuario, puertaPersonal.idUsuario))
      .where(
        and(
          eq(puertaPersonal.idEvento, idEvento),
          idUsuario === undefined ? undefined : eq(puertaPersonal.idUsuario, idUsuario),
        ),
      )
      .orderBy(asc(puertaPersonal.addedAt), asc(usuarios.idUsuario));

  /** The account with this e-mail, or a new door-only one (an existing row wins a race). */
  async function accountFor(tx: DbTx, correo: string) {
    const find = () =>
      tx
        .select({ idUsuario: usuarios.idUsuario, eliminadoAt: usuarios.eliminadoAt })
        .from(usuarios)
        .where(eq(usuarios.correo, correo))
        .then((rows) => rows[0] ?? null);
    const found = await find();
    if (found) return found;
    const [created] = await tx
      .insert(usuarios)
      .values({ nombre: '', apellido: '', correo, createdAt: deps.now(), updatedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ idUsuario: usuarios.idUsuario, eliminadoAt: usuarios.eliminadoAt });
    if (!created) return (await find())!;
    await tx.insert(usuarioRoles).values({ idUsuario: created.idUsuario, cdRol: ROL.VALIDADOR });
    return created;
  }

  return {
    /** GET /Puerta/Personal. */
    async list(viewer: Viewer, idEvento: number): Promise<PersonalPuerta[]> {
      await ownedEvento(db, viewer, idEvento);
      return (await personas(db, idEvento)).map(toPersona);
    },

    /** POST /Puerta/Personal: the person, and whether an invitation to set a password went out. */
    async add(viewer: Viewer, input: { idEvento: number; correo: string }, siteUrl: string) {
      return db.transaction(async (tx) => {
        const evento = await ownedEvento(tx, viewer, input.idEvento);
        if (SIN_PUERTA.includes(evento.cdEstado)) throw conflict(DOOR_MSG.eventoSinPuerta);
        const cuenta = await accountFor(tx, input.correo);
        if (cuenta.eliminadoAt) throw badRequest(DOOR_MSG.correoInvalido);
        if (cuenta.idUsuario === evento.idUsuario) throw badRequest(DOOR_MSG.esElOrganizador);
        const added = await tx
          .insert(puertaPersonal)
          .values({ idEvento: evento.idEvento, idUsuario: cuenta.idUsuario, addedAt: deps.now() })
          .onConflictDoNothing()
          .returning();
        if (added.length === 0) throw conflict(DOOR_MSG.yaEsPersonal);
        const [row] = await personas(tx, evento.idEvento, cuenta.idUsuario);
        const persona = toPersona(row!);
        const invitado = persona.invitacionPendiente;
        const mail = invitado
          ? doorInvitationMail(
              evento.nombre,
              `${siteUrl}${PUERTA_ACTIVAR_PATH}?token=${await createPasswordLink(
                tx,
                cuenta.idUsuario,
                deps.now(),
                DOOR_INVITATION_HOURS * 60,
              )}`,
            )
          : doorAddedMail(evento.nombre, `${siteUrl}${PUERTA_APP_PATH}`);
        await queueMails(tx, [{ destinatario: persona.correo, ...mail }]);
        return { persona, invitado };
      });
    },

    /** DELETE /Puerta/Personal: every door call reads the staff, so access ends at once. */
    async remove(viewer: Viewer, idEvento: number, idUsuario: number): Promise<void> {
      await ownedEvento(db, viewer, idEvento);
      const gone = await db
        .delete(puertaPersonal)
        .where(and(eq(puertaPersonal.idEvento, idEvento), eq(puertaPersonal.idUsuario, idUsuario)))
        .returning();
      if (gone.length === 0) throw notFound(DOOR_MSG.personalNoEncontrado);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
