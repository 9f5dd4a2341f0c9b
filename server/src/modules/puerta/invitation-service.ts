import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { DOOR_MSG, type CrearCuentaInvitacion, type InvitacionVista } from '@shared/api/door';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { ROL } from '@shared/domain/roles';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  eventoInvitaciones,
  eventos,
  puertaPersonal,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { conflict, forbidden, HttpProblem, notFound } from '../../plugins/problem';
import { dropDoorOnlyRole, hashPassword } from '../usuarios';
import { invitationTokenHash } from './invitation-store';

const SIN_PUERTA: ReadonlyArray<number> = [ESTADO_EVENTO.BORRADO, ESTADO_EVENTO.RECHAZADO];

const gone = (detail: string) => new HttpProblem(410, detail);

/**
 * The invitee's side of a door invitation (docs/decisions/0076-hostile-users.md). Accepting
 * locks the invitation row (FOR UPDATE), so an organiser withdrawing it or removing the person
 * at the same moment either comes before (the link no longer works) or after (it undoes a
 * finished acceptance); never staff from a withdrawn invitation.
 */
export function createInvitationService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** The open invitation of this link, locked when `lock`; the link's refusal otherwise. */
  async function open(exec: DbExecutor, token: string, lock: boolean) {
    const query = exec
      .select({
        idInvitacion: eventoInvitaciones.idInvitacion,
        idEvento: eventoInvitaciones.idEvento,
        correo: eventoInvitaciones.correo,
        expiresAt: eventoInvitaciones.expiresAt,
        aceptadaAt: eventoInvitaciones.aceptadaAt,
        revocadaAt: eventoInvitaciones.revocadaAt,
        evento: eventos.nombre,
        cdEstado: eventos.cdEstado,
      })
      .from(eventoInvitaciones)
      .innerJoin(eventos, eq(eventos.idEvento, eventoInvitaciones.idEvento))
      .where(eq(eventoInvitaciones.tokenHash, invitationTokenHash(token)));
    const [row] = await (lock ? query.for('update', { of: eventoInvitaciones }) : query);
    if (!row) throw notFound(DOOR_MSG.invitacionInvalida);
    if (row.aceptadaAt) throw gone(DOOR_MSG.invitacionUsada);
    if (row.revocadaAt || SIN_PUERTA.includes(row.cdEstado))
      throw gone(DOOR_MSG.invitacionRetirada);
    if (row.expiresAt.getTime() <= deps.now().getTime()) throw gone(DOOR_MSG.invitacionVencida);
    return row;
  }

  /** Staff of the event, and the invitation used by this account (same transaction). */
  async function join(
    exec: DbExecutor,
    inv: { idInvitacion: number; idEvento: number },
    idUsuario: number,
  ) {
    const now = deps.now();
    await exec
      .insert(puertaPersonal)
      .values({ idEvento: inv.idEvento, idUsuario, addedAt: now })
      .onConflictDoNothing();
    await exec
      .update(eventoInvitaciones)
      .set({ aceptadaAt: now, idUsuario })
      .where(eq(eventoInvitaciones.idInvitacion, inv.idInvitacion));
  }

  return {
    /** GET /Puerta/Invitacion: what the link offers, before accepting. */
    async view(token: string): Promise<InvitacionVista> {
      const inv = await open(db, token, false);
      // An account with a way to sign in; one with none (an old door-only account) is claimed
      // by making it, as the link proves the address.
      const [cuenta] = await db
        .select({ idUsuario: usuarios.idUsuario })
        .from(usuarios)
        .where(
          and(
            eq(usuarios.correo, inv.correo),
            or(isNotNull(usuarios.passwordHash), isNotNull(usuarios.googleSub)),
          ),
        );
      return { evento: inv.evento, correo: inv.correo, cuentaExiste: Boolean(cuenta) };
    },

    /** POST /Puerta/Invitacion/Aceptar: the signed-in account of the invited address joins. */
    async accept(idUsuario: number, token: string): Promise<{ idEvento: number }> {
      return db.transaction(async (tx) => {
        const inv = await open(tx, token, true);
        const [cuenta] = await tx
          .select({ correo: usuarios.correo })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, idUsuario));
        if (cuenta?.correo !== inv.correo) throw forbidden(DOOR_MSG.invitacionOtraCuenta);
        await join(tx, inv, idUsuario);
        return { idEvento: inv.idEvento };
      });
    },

    /**
     * POST /Puerta/Invitacion/Crear: an address with no account gets one now, an ordinary
     * account (role 0) whose e-mail the link confirmed, and joins the staff. Answers it.
     */
    async createAccount(input: CrearCuentaInvitacion) {
      const passwordHash = await hashPassword(input.pass);
      return db.transaction(async (tx) => {
        const inv = await open(tx, input.token, true);
        const now = deps.now();
        const datos = {
          nombre: input.nombre,
          apellido: input.apellido,
          passwordHash,
          correoConfirmadoAt: now,
          updatedAt: now,
        };
        const [created] = await tx
          .insert(usuarios)
          .values({ ...datos, correo: inv.correo, createdAt: now })
          .onConflictDoNothing({ target: usuarios.correo })
          .returning({ idUsuario: usuarios.idUsuario });
        let idUsuario = created?.idUsuario;
        if (idUsuario !== undefined) {
          await tx.insert(usuarioRoles).values({ idUsuario, cdRol: ROL.USUARIO });
        } else {
          // An account with no credential at all (an old door-only one): the link claims it.
          const [claimed] = await tx
            .update(usuarios)
            .set(datos)
            .where(
              and(
                eq(usuarios.correo, inv.correo),
                isNull(usuarios.passwordHash),
                isNull(usuarios.googleSub),
                isNull(usuarios.eliminadoAt),
              ),
            )
            .returning({ idUsuario: usuarios.idUsuario });
          if (!claimed) throw conflict(DOOR_MSG.invitacionConCuenta);
          idUsuario = claimed.idUsuario;
          await dropDoorOnlyRole(tx, idUsuario);
        }
        await join(tx, inv, idUsuario);
        return { idUsuario, correo: inv.correo };
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
