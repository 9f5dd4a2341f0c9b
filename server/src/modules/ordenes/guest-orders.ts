import { randomUUID } from 'node:crypto';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { TicketClaims } from '@shared/api/checkout';
import { ORDER_TRANSITIONS } from '@shared/domain/order-life';
import type { DbExecutor } from '../../db/executor';
import { entradas, ordenes, ordenItems, tickets } from '../../db/schema/index';
import type { TicketSigner } from '../../tickets/ticket-signer';
import { issueTickets } from './issue-tickets';
import { moveOrder } from './order-life';
import { lockStockRows, releaseLines, type StockLine } from './stock';
import type { StockReturned } from './wait-list-hooks';

/**
 * A guest-list invitation's order (origen `lista`: no money, no provider, one ticket), as the
 * guest lists (modules/lista) ask for it: made with its ticket (`invite`), voided with its
 * place given back (`void`), and what the lists show of it (shared/domain/order-life.ts).
 */

/** Whether the invitation's order still stands (`pagada`: not voided). */
export const guestOrderStands = (idOrden: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${ordenes}
    where ${ordenes.idOrden} = ${idOrden} and ${ordenes.estado} = 'pagada')`;

/** When the invitation's ticket got its guest in (null: not yet). */
export const guestEnteredAt = (idOrden: AnyColumn) =>
  sql<Date | null>`(select ${tickets.usadoAt} from ${tickets}
    where ${tickets.idOrden} = ${idOrden} limit 1)`.mapWith(tickets.usadoAt);

/**
 * One invitation order per guest, each with its one ticket on the list's terms, paid at once
 * (`invite`) inside the caller's transaction, which has reserved the places. Answers the
 * orders' ids in the guests' order.
 */
export async function inviteGuests(
  tx: DbExecutor,
  signer: TicketSigner,
  invitation: {
    idEvento: number;
    line: Omit<StockLine, 'cantidad'>;
    nombres: ReadonlyArray<string>;
    lista: TicketClaims['lista'];
  },
  now: Date,
): Promise<number[]> {
  const { idEvento, line, lista } = invitation;
  const made: number[] = [];
  for (const nombre of invitation.nombres) {
    const [orden] = await tx
      .insert(ordenes)
      .values({
        idUsuario: null,
        idEvento,
        estado: ORDER_TRANSITIONS.invite.to,
        origen: 'lista',
        subtotal: 0,
        cargoServicio: 0,
        total: 0,
        holdExpiresAt: now,
        idempotencyKey: `lista-${randomUUID()}`,
        requestHash: '',
        provider: null,
        compradorNombre: nombre,
        compradorApellido: '',
        createdAt: now,
        updatedAt: now,
        paidAt: now,
      })
      .returning({ idOrden: ordenes.idOrden });
    await tx
      .insert(ordenItems)
      .values({ ...line, idOrden: orden!.idOrden, precioUnitario: 0, cantidad: 1 });
    await issueTickets(
      tx,
      signer,
      { idOrden: orden!.idOrden, idUsuario: null, idEvento },
      now,
      lista,
    );
    made.push(orden!.idOrden);
  }
  return made;
}

/**
 * Locks an invitation's order, then its ticket (the door's scan takes them in that order: its
 * update of the ticket locks the paid order first, `admitTicket` in door-tickets.ts; the
 * other order deadlocked the two) and answers what a withdrawal decides on.
 */
export async function lockGuestOrder(
  tx: DbExecutor,
  idOrden: number,
): Promise<{ stands: boolean; enteredAt: Date | null }> {
  const [orden] = await tx
    .select({ estado: ordenes.estado })
    .from(ordenes)
    .where(eq(ordenes.idOrden, idOrden))
    .for('update');
  const [ticket] = await tx
    .select({ usadoAt: tickets.usadoAt })
    .from(tickets)
    .where(eq(tickets.idOrden, idOrden))
    .for('update');
  return { stands: orden!.estado === 'pagada', enteredAt: ticket?.usadoAt ?? null };
}

/**
 * Voids an invitation's order the caller locked (`lockGuestOrder`) and found standing: its
 * ticket stops admitting, its place goes back to the day and is offered to the wait list.
 */
export async function voidGuestOrder(
  tx: DbExecutor,
  orden: { idOrden: number; idFecha: number },
  now: Date,
  offerReturned?: StockReturned,
): Promise<void> {
  await lockStockRows(tx, [orden.idFecha]);
  await moveOrder(tx, 'void', orden.idOrden, now);
  const [item] = await tx
    .select({
      idEntrada: ordenItems.idEntrada,
      idFecha: ordenItems.idFecha,
      cdTipo: ordenItems.cdTipo,
      cantidad: ordenItems.cantidad,
    })
    .from(ordenItems)
    .where(eq(ordenItems.idOrden, orden.idOrden));
  await releaseLines(tx, [item!]);
  await offerReturned?.(tx, [item!], now);
}

/** An invitation's ticket as its PDF shows it (the type as its own stock row names it). */
export async function guestTicketOf(exec: DbExecutor, idOrden: number) {
  const [row] = await exec
    .select({
      idTicket: tickets.idTicket,
      codigo: tickets.codigo,
      codigoCorto: tickets.codigoCorto,
      stands: guestOrderStands(tickets.idOrden),
      dsTipo: entradas.nombre,
    })
    .from(tickets)
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .where(eq(tickets.idOrden, idOrden));
  return row ?? null;
}
