import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderTransitionName } from '@shared/domain/order-life';
import type { DbExecutor } from '../../db/executor';
import { ordenes } from '../../db/schema/index';

/**
 * The one writer of `ordenes.estado` after an order exists (shared/domain/order-life.ts has
 * the table: from which states each move goes, and what it does to stock, tickets, refunds and
 * mails). A move is a conditional update: only orders still in one of the transition's `from`
 * states move, so two processes racing to move one order (a webhook and the expiry job) move
 * it once. Callers lock the rows they decide on. This writes the state only: the function of
 * this module that performs a move (docs/architecture.md's transition table names each) writes
 * its stock, tickets and refunds in the same transaction, as the table says.
 */
export async function moveOrders(
  tx: DbExecutor,
  transition: OrderTransitionName,
  idOrdenes: ReadonlyArray<number>,
  now: Date,
  /** A further condition an order must meet to move (e.g. no refund left open). */
  onlyIf?: SQL,
): Promise<number[]> {
  if (idOrdenes.length === 0) return [];
  const { from, to } = ORDER_TRANSITIONS[transition];
  if (from.length === 0) throw new Error(`'${transition}' creates orders; it moves none`);
  const paid = to === 'pagada' ? { paidAt: now } : {};
  const moved = await tx
    .update(ordenes)
    .set({ estado: to, updatedAt: now, ...paid })
    .where(
      and(inArray(ordenes.idOrden, [...idOrdenes]), inArray(ordenes.estado, [...from]), onlyIf),
    )
    .returning({ idOrden: ordenes.idOrden });
  return moved.map((m) => m.idOrden);
}

/**
 * Moves one order the caller has locked and already found in a state the transition starts
 * from; anything else is a bug in the caller, not a race, and fails the transaction.
 */
export async function moveOrder(
  tx: DbExecutor,
  transition: OrderTransitionName,
  idOrden: number,
  now: Date,
): Promise<void> {
  const moved = await moveOrders(tx, transition, [idOrden], now);
  if (moved.length === 0) {
    const [row] = await tx
      .select({ estado: ordenes.estado })
      .from(ordenes)
      .where(eq(ordenes.idOrden, idOrden));
    throw new Error(
      `order ${idOrden} cannot take '${transition}' from '${row?.estado ?? 'nowhere'}'`,
    );
  }
}
