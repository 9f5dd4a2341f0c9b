import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  CONFIRMACION_HORAS,
  CONFIRMACION_MSG,
  confirmacionLink,
  confirmacionMail,
  REENVIOS_POR_HORA,
} from '@shared/api/email-confirmation';
import { MSG } from '@shared/messages';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { correoConfirmaciones, usuarios } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { badRequest, conflict, gone, HttpProblem, notFound } from '../../plugins/problem';

/**
 * E-mail confirmation before the first purchase (docs/decisions/0076-hostile-users.md). A
 * link is a random token mailed once; only its SHA-256 is kept (correo_confirmaciones), it
 * works once and for CONFIRMACION_HORAS. Following it sets usuarios.correo_confirmado_at,
 * which CrearOrden asks for. Google accounts are confirmed when made or linked (Google
 * verified the address), and so is an account whose owner followed a password-reset link.
 */

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Queues a confirmation mail with a new link for the account inside the caller's transaction
 * (the sign-up's, so the account and its mail exist together). Earlier unused links stop
 * working.
 */
export async function queueConfirmationMail(
  exec: DbExecutor,
  user: { idUsuario: number; nombre: string; correo: string },
  baseUrl: string,
  at: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await exec
    .update(correoConfirmaciones)
    .set({ expiresAt: at })
    .where(
      and(
        eq(correoConfirmaciones.idUsuario, user.idUsuario),
        isNull(correoConfirmaciones.usedAt),
        gt(correoConfirmaciones.expiresAt, at),
      ),
    );
  await exec.insert(correoConfirmaciones).values({
    idUsuario: user.idUsuario,
    tokenHash: sha256(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + CONFIRMACION_HORAS * 3_600_000),
  });
  await queueMails(exec, [
    {
      destinatario: user.correo,
      ...confirmacionMail(user.nombre, confirmacionLink(baseUrl, token)),
    },
  ]);
}

/** Marks the account's address as proved (kept when it already was). */
export async function markEmailConfirmed(
  exec: DbExecutor,
  idUsuario: number,
  at: Date,
): Promise<void> {
  await exec
    .update(usuarios)
    .set({ correoConfirmadoAt: sql`coalesce(${usuarios.correoConfirmadoAt}, ${at})` })
    .where(eq(usuarios.idUsuario, idUsuario));
}

export function createEmailConfirmationService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** Follows a mailed link: once, before it expires. Answers the confirmed address. */
    async confirm(token: string): Promise<{ correo: string }> {
      const at = now();
      const [link] = await db
        .select()
        .from(correoConfirmaciones)
        .where(eq(correoConfirmaciones.tokenHash, sha256(token)))
        .limit(1);
      if (!link) throw badRequest(CONFIRMACION_MSG.enlaceInvalido);
      if (link.usedAt) throw gone(CONFIRMACION_MSG.enlaceUsado);
      if (link.expiresAt.getTime() <= at.getTime()) throw gone(CONFIRMACION_MSG.enlaceVencido);
      return db.transaction(async (tx) => {
        // Claimed with a guarded update: of two simultaneous uses, only one gets the row.
        const claimed = await tx
          .update(correoConfirmaciones)
          .set({ usedAt: at })
          .where(
            and(
              eq(correoConfirmaciones.id, link.id),
              isNull(correoConfirmaciones.usedAt),
              gt(correoConfirmaciones.expiresAt, at),
            ),
          )
          .returning({ id: correoConfirmaciones.id });
        if (claimed.length === 0) throw gone(CONFIRMACION_MSG.enlaceUsado);
        await markEmailConfirmed(tx, link.idUsuario, at);
        const [row] = await tx
          .select({ correo: usuarios.correo })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, link.idUsuario));
        return { correo: row!.correo };
      });
    },

    /**
     * A new link for the signed-in account, at most REENVIOS_POR_HORA mails an hour (the
     * sign-up's included); the address's limit is the route's.
     */
    async resend(idUsuario: number, baseUrl: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        // The account's row, locked: two resends at once count each other.
        const [user] = await tx
          .select({
            idUsuario: usuarios.idUsuario,
            nombre: usuarios.nombre,
            correo: usuarios.correo,
            confirmado: usuarios.correoConfirmadoAt,
            eliminado: usuarios.eliminadoAt,
          })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, idUsuario))
          .for('update');
        if (!user || user.eliminado) throw notFound(MSG.usuarioNoEncontrado);
        if (user.confirmado) throw conflict(CONFIRMACION_MSG.yaConfirmado);
        const [sent] = await tx
          .select({ n: count() })
          .from(correoConfirmaciones)
          .where(
            and(
              eq(correoConfirmaciones.idUsuario, idUsuario),
              gt(correoConfirmaciones.createdAt, new Date(at.getTime() - 3_600_000)),
            ),
          );
        if (sent!.n >= REENVIOS_POR_HORA)
          throw new HttpProblem(429, CONFIRMACION_MSG.demasiadosReenvios);
        await queueConfirmationMail(tx, user, baseUrl, at);
      });
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
