import { formatOrderNumber } from '@shared/format/order-number';
import { and, eq } from 'drizzle-orm';
import { WITHDRAWAL_REQUEST_MAIL } from '@shared/texts/withdrawal';
import { queueMails } from '../../mail/outbox';
import { WITHDRAWAL_REQUEST } from '../../modules/arrepentimiento/arrepentimiento-service';
import {
  deadlineOf,
  hashLinkToken,
  limitLabel,
  newLinkToken,
  newWithdrawalCode,
} from '../../modules/arrepentimiento/withdrawal-facts';
import { withdrawalFacts } from '../../modules/ordenes';
import type { DbTx } from '../executor';
import { arrepentimientoSolicitudes, ordenes } from '../schema/index';

/**
 * A withdrawal asked for and not confirmed yet (docs/decisions/0076-hostile-users.md): the
 * demo attendee's recent purchase for `idEvento` has a request from an hour ago, and its mail
 * (tracking code and link) waits in the outbox (GET /api/v1/Admin/Correos), so the link can
 * be opened and confirmed signed in as the attendee. Her finished night's order, whose ticket
 * was scanned, is the one the withdrawal is never offered on.
 */
export async function insertDemoWithdrawalRequest(
  tx: DbTx,
  opts: { attendee: number; idEvento: number; now: Date; siteUrl: string },
): Promise<void> {
  const [orden] = await tx
    .select({ idOrden: ordenes.idOrden })
    .from(ordenes)
    .where(and(eq(ordenes.idUsuario, opts.attendee), eq(ordenes.idEvento, opts.idEvento)));
  const [f] = orden ? await withdrawalFacts(tx, { idOrden: orden.idOrden }) : [];
  if (!f) throw new Error('Demo seed: the attendee has no order to withdraw');
  const asked = new Date(opts.now.getTime() - 3600_000);
  const linkEnd = new Date(asked.getTime() + WITHDRAWAL_REQUEST.linkHours * 3600_000);
  const deadline = deadlineOf(f);
  const expiresAt = linkEnd < deadline ? linkEnd : deadline;
  const token = newLinkToken();
  const codigo = newWithdrawalCode();
  await tx.insert(arrepentimientoSolicitudes).values({
    idOrden: f.idOrden,
    codigo,
    tokenHash: hashLinkToken(token),
    correo: f.correo,
    solicitadoAt: asked,
    expiresAt,
  });
  await queueMails(tx, [
    {
      destinatario: f.correo,
      asunto: WITHDRAWAL_REQUEST_MAIL.asunto(f.evento),
      cuerpo: WITHDRAWAL_REQUEST_MAIL.cuerpo({
        nombre: f.compradorNombre ?? f.nombre,
        evento: f.evento,
        numero: formatOrderNumber(f.numero),
        codigo,
        url: `${opts.siteUrl}/arrepentimiento/confirmar/${token}`,
        vence: limitLabel(expiresAt),
      }),
    },
  ]);
}
