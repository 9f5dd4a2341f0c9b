import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { PROFILE_MSG, RESET_LINK_MINUTES, RESET_MSG, resetMail } from '@shared/validation/profile';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { passwordResets, usuarios } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { badRequest, notFound } from '../../plugins/problem';
import type { SessionsService } from '../security';
import { openDoorOnlyAccount } from './door-only-account';
import { markEmailConfirmed } from './email-confirmation-service';
import { hashPassword, verifyPassword } from './password';
import type { UsuariosService } from './usuarios-service';

/** A second reset mail for one account within this time is not sent (no mail flooding). */
const RESEND_AFTER_MS = 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link the mail carries: the web app's reset page with the token. */
export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${ROUTES.restablecerPassword.path}?token=${token}`;
}

/** The refusals of a used, expired or unknown link (door invitations say one thing for all). */
export interface LinkMessages {
  invalido: string;
  usado: string;
  vencido: string;
}
const RESET_LINK_MSG: LinkMessages = {
  invalido: RESET_MSG.enlaceInvalido,
  usado: RESET_MSG.enlaceUsado,
  vencido: RESET_MSG.enlaceVencido,
};

/**
 * A new single-use link for this account, valid `minutes`, inside the caller's transaction;
 * answers the token to mail (only its hash is kept). Door invitations use it too.
 */
export async function createPasswordLink(
  exec: DbExecutor,
  idUsuario: number,
  at: Date,
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await exec
    .delete(passwordResets)
    .where(and(eq(passwordResets.idUsuario, idUsuario), isNull(passwordResets.usedAt)));
  await exec.insert(passwordResets).values({
    idUsuario,
    tokenHash: sha256(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + minutes * 60_000),
  });
  return token;
}

export interface PasswordDeps {
  db: Db;
  usuarios: UsuariosService;
  sessions: SessionsService;
  now: () => Date;
}

/** Changing a password (knowing the current one) and resetting it by an e-mailed link. */
export function createPasswordService({ db, usuarios: cuentas, sessions, now }: PasswordDeps) {
  async function setHash(exec: DbExecutor, idUsuario: number, passwordHash: string) {
    await exec
      .update(usuarios)
      .set({ passwordHash, updatedAt: now() })
      .where(eq(usuarios.idUsuario, idUsuario));
    // A link mailed before the change must not undo it.
    await exec
      .delete(passwordResets)
      .where(and(eq(passwordResets.idUsuario, idUsuario), isNull(passwordResets.usedAt)));
  }

  return {
    /**
     * The signed-in person's new password, once the current one is verified. Every other
     * session is revoked; the one making the change stays signed in.
     */
    async change(idUsuario: number, sessionId: string, actual: string, nueva: string) {
      const row = await cuentas.findById(idUsuario);
      if (!row || row.eliminadoAt) throw notFound(MSG.usuarioNoEncontrado);
      // A Google-only account proves itself by mail (the reset link), not by a session.
      if (!row.passwordHash) throw badRequest(PROFILE_MSG.sinPassword);
      if (!(await verifyPassword(row.passwordHash, actual))) {
        throw badRequest(PROFILE_MSG.actualIncorrecta);
      }
      const passwordHash = await hashPassword(nueva);
      await db.transaction(async (tx) => {
        await setHash(tx, idUsuario, passwordHash);
        await sessions.revokeOthers(idUsuario, sessionId, tx);
      });
    },

    /**
     * Mails a single-use link to the account with this e-mail, if there is one. The caller
     * answers the same either way, so nobody learns which e-mails have accounts. A new link
     * replaces any earlier unused one. Answers whether a mail went.
     */
    async requestReset(correo: string, baseUrl: string): Promise<boolean> {
      const row = await cuentas.findByCorreo(correo);
      if (!row || row.eliminadoAt) return false;
      const at = now();
      const [last] = await db
        .select({ createdAt: passwordResets.createdAt })
        .from(passwordResets)
        .where(eq(passwordResets.idUsuario, row.idUsuario))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1);
      if (last && at.getTime() - last.createdAt.getTime() < RESEND_AFTER_MS) return false;
      await db.transaction(async (tx) => {
        const token = await createPasswordLink(tx, row.idUsuario, at, RESET_LINK_MINUTES);
        await queueMails(tx, [
          { destinatario: row.correo, ...resetMail(row.nombre, resetLink(baseUrl, token)) },
        ]);
      });
      return true;
    },

    /**
     * Sets the new password through a link: once, before it expires; every session ends.
     * The door's invitation (POST /Puerta/Activar) is the same link with its own refusals.
     */
    async reset(token: string, nueva: string, msg: LinkMessages = RESET_LINK_MSG): Promise<void> {
      const tokenHash = sha256(token);
      const [link] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, tokenHash))
        .limit(1);
      if (!link) throw badRequest(msg.invalido);
      if (link.usedAt) throw badRequest(msg.usado);
      if (link.expiresAt.getTime() <= now().getTime()) throw badRequest(msg.vencido);
      const passwordHash = await hashPassword(nueva);
      await db.transaction(async (tx) => {
        // Claimed with a guarded update: of two simultaneous uses, only one gets the row.
        const claimed = await tx
          .update(passwordResets)
          .set({ usedAt: now() })
          .where(
            and(
              eq(passwordResets.id, link.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now()),
            ),
          )
          .returning({ idUsuario: passwordResets.idUsuario });
        if (claimed.length === 0) throw badRequest(msg.usado);
        await setHash(tx, link.idUsuario, passwordHash);
        // The link proved the address: a door-only account becomes an ordinary one.
        await openDoorOnlyAccount(tx, link.idUsuario);
        // ... and a confirmed one (docs/decisions/0076-hostile-users.md).
        await markEmailConfirmed(tx, link.idUsuario, now());
        await sessions.revokeAllForUser(link.idUsuario, tx);
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
