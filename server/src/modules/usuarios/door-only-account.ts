import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { ROL } from '@shared/domain/roles';
import type { DbExecutor, DbTx } from '../../db/executor';
import { passwordResets, puertaPersonal, usuarioRoles, usuarios } from '../../db/schema/index';

/**
 * Door-only accounts (role 3) were made for unknown addresses by the door's staff screen before
 * staff were invited (docs/decisions/0076-hostile-users.md), so their owner could not register
 * or sign in on the website. Nothing makes them any more; these undo the lock-out.
 */

/**
 * The owner proved the address (a password-reset or old invitation link, Google's verified
 * e-mail): a door-only account becomes an ordinary one (role 0), keeping its door staff rows,
 * so it signs in on the website and at the door alike. Answers whether it was door-only.
 *
 * Door-only means what the staff screen made: role 3 and no name. Role 3 is also how an
 * administrator blocks an account from the website (the specification's "blocked from this
 * web app"); such an account was registered with a name, and a link or Google does not
 * unblock it.
 */
export async function openDoorOnlyAccount(exec: DbExecutor, idUsuario: number): Promise<boolean> {
  const madeByStaffScreen = exists(
    exec
      .select({ one: sql`1` })
      .from(usuarios)
      .where(
        and(eq(usuarios.idUsuario, idUsuario), eq(usuarios.nombre, ''), eq(usuarios.apellido, '')),
      ),
  );
  const gone = await exec
    .delete(usuarioRoles)
    .where(
      and(
        eq(usuarioRoles.idUsuario, idUsuario),
        eq(usuarioRoles.cdRol, ROL.VALIDADOR),
        madeByStaffScreen,
      ),
    )
    .returning({ cdRol: usuarioRoles.cdRol });
  if (gone.length === 0) return false;
  await exec.insert(usuarioRoles).values({ idUsuario, cdRol: ROL.USUARIO }).onConflictDoNothing();
  return true;
}

/**
 * A credential-less account (no password, no Google: only the staff screen made those) was
 * just claimed by its owner: role 3 goes, role 0 comes, whatever the claim wrote in its name.
 */
export async function dropDoorOnlyRole(exec: DbExecutor, idUsuario: number): Promise<void> {
  await exec
    .delete(usuarioRoles)
    .where(and(eq(usuarioRoles.idUsuario, idUsuario), eq(usuarioRoles.cdRol, ROL.VALIDADOR)));
  await exec.insert(usuarioRoles).values({ idUsuario, cdRol: ROL.USUARIO }).onConflictDoNothing();
}

/**
 * Registering with the address of a door-only account that never got a credential (no
 * password, no Google) claims it: it takes the registration's data and becomes an ordinary
 * account. Registering proves nothing about the address, so the door staff rows it held and
 * any link mailed to it go: the organiser invites again, and the e-mail stays unconfirmed.
 * The guarded update decides between simultaneous claims. Answers the account, or null when
 * the address belongs to an account with a credential (the caller's 409).
 */
export async function claimDoorOnlyAccount(
  tx: DbTx,
  values: typeof usuarios.$inferInsert & { correo: string },
): Promise<number | null> {
  const [claimed] = await tx
    .update(usuarios)
    .set({ ...values, correoConfirmadoAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(usuarios.correo, values.correo),
        isNull(usuarios.passwordHash),
        isNull(usuarios.googleSub),
        isNull(usuarios.eliminadoAt),
        exists(
          tx
            .select({ one: sql`1` })
            .from(usuarioRoles)
            .where(
              and(
                eq(usuarioRoles.idUsuario, usuarios.idUsuario),
                eq(usuarioRoles.cdRol, ROL.VALIDADOR),
              ),
            ),
        ),
      ),
    )
    .returning({ idUsuario: usuarios.idUsuario });
  if (!claimed) return null;
  await dropDoorOnlyRole(tx, claimed.idUsuario);
  await tx.delete(puertaPersonal).where(eq(puertaPersonal.idUsuario, claimed.idUsuario));
  await tx.delete(passwordResets).where(eq(passwordResets.idUsuario, claimed.idUsuario));
  return claimed.idUsuario;
}
