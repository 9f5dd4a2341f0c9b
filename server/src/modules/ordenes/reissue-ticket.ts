import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbTx } from '../../db/executor';
import { entradas, ordenItems, tickets, ticketsRevocados } from '../../db/schema/index';
import { withFreshShortCodes } from '../../tickets/short-codes';
import type { TicketSigner } from '../../tickets/ticket-signer';

/**
 * Gives a ticket to `idUsuario` with a new uid, signed code and short code; its old uid (with
 * its old short code) joins tickets_revocados, so door devices refuse the old codes
 * (modules/puerta). Guarded on the old uid and on nobody having entered with it: false when a
 * scan or another change came first.
 */
export async function reissueTicket(
  tx: DbTx,
  signer: TicketSigner,
  ticket: { idTicket: number; uid: string; idEvento: number; idFecha: number; cdTipo: number },
  idUsuario: number,
  now: Date,
): Promise<boolean> {
  const uid = randomUUID();
  // The short code goes with the uid: while the uid is the same (the update's guard), so is it.
  const [old] = await tx
    .select({
      codigoCorto: tickets.codigoCorto,
      adicionales: tickets.adicionales,
      admite: entradas.admite,
    })
    .from(tickets)
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .where(and(eq(tickets.idTicket, ticket.idTicket), eq(tickets.uid, ticket.uid)));
  if (!old) return false;
  // The new code says what the old one said: admission and add-ons go with the ticket.
  const codigo = signer.sign({
    tid: uid,
    idEvento: ticket.idEvento,
    idFecha: ticket.idFecha,
    cdTipo: ticket.cdTipo,
    iat: Math.floor(now.getTime() / 1000),
    admite: old.admite,
    ...(old.adicionales.length > 0 && { adicionales: old.adicionales }),
  });
  const moved = await withFreshShortCodes(tx, (sp) =>
    sp
      .update(tickets)
      // A new holder names it anew.
      .set({
        uid,
        idUsuario,
        emitidaAt: now,
        codigo,
        codigoCorto: signer.shortCode(),
        nombreAsistente: null,
      })
      .where(
        and(
          eq(tickets.idTicket, ticket.idTicket),
          eq(tickets.uid, ticket.uid),
          isNull(tickets.usadoAt),
          // Neither listed for resale nor resold (issue 13): the listing's update came first.
          eq(tickets.enReventa, false),
          isNull(tickets.revendidaAt),
        ),
      )
      .returning({ idTicket: tickets.idTicket }),
  );
  if (moved.length === 0) return false;
  await tx.insert(ticketsRevocados).values({
    tid: ticket.uid,
    idTicket: ticket.idTicket,
    idFecha: ticket.idFecha,
    motivo: 'transferencia',
    revocadoAt: now,
    codigoCorto: old.codigoCorto,
  });
  return true;
}
