import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { PUERTA_INVITACION_PATH } from '@shared/api/door';
import { DOOR_INVITATION_HOURS } from '@shared/domain/door';
import { doorInvitationMail } from '@shared/texts/door';
import type { DbTx } from '../../db/executor';
import { eventoInvitaciones } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';

/** Only the SHA-256 of an invitation link's token is kept. */
export const invitationTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * Stores an invitation to an event's door and queues its mail, inside the caller's transaction
 * (docs/decisions/0076-hostile-users.md): nothing else changes for the address until its owner
 * accepts. An open invitation that expired is withdrawn first, so the address can be invited
 * again; one still open wins (null: already invited). Answers the stored row.
 */
export async function storeInvitation(
  tx: DbTx,
  input: {
    idEvento: number;
    evento: string;
    correo: string;
    invitadoPor: number;
    siteUrl: string;
    now: Date;
  },
) {
  const { idEvento, correo, now } = input;
  await tx
    .update(eventoInvitaciones)
    .set({ revocadaAt: now })
    .where(
      and(
        eq(eventoInvitaciones.idEvento, idEvento),
        eq(eventoInvitaciones.correo, correo),
        isNull(eventoInvitaciones.aceptadaAt),
        isNull(eventoInvitaciones.revocadaAt),
        lte(eventoInvitaciones.expiresAt, now),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(eventoInvitaciones)
    .values({
      idEvento,
      rol: 'puerta',
      correo,
      tokenHash: invitationTokenHash(token),
      invitadoPor: input.invitadoPor,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DOOR_INVITATION_HOURS * 3_600_000),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const link = `${input.siteUrl}${PUERTA_INVITACION_PATH}?token=${token}`;
  await queueMails(tx, [{ destinatario: correo, ...doorInvitationMail(input.evento, link) }]);
  return row;
}
