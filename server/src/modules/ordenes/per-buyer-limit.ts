import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { ordenes, ordenItems, usuarios } from '../../db/schema/index';
import { releaseAddOns } from './add-ons';
import { moveOrders } from './order-life';
import { lockOrigin } from './per-origin-limit';
import { lockStockRows, releaseLines, type StockLine } from './stock';

/**
 * The per-buyer limit (issue 12): one account holds at most `eventos.max_entradas_por_cuenta`
 * tickets of one type for one day of an event, counting paid orders and its pending one, and
 * has at most one pending order per event (a new purchase replaces it: the old hold ends and
 * its stock returns in the same transaction that takes the new one).
 *
 * Concurrency: every purchase of an account first locks the account's row, so two purchases
 * of one account (any event, any key) run one after the other and each sees what the other
 * held; purchases of different accounts never wait for each other here.
 */

export interface HeldByType {
  idFecha: number;
  cdTipo: number;
  cantidad: number;
}

/** Serialises one account's purchases (see above). Call inside the order transaction. */
export async function lockBuyer(tx: DbExecutor, idUsuario: number): Promise<void> {
  await tx
    .select({ id: usuarios.idUsuario })
    .from(usuarios)
    .where(eq(usuarios.idUsuario, idUsuario))
    .for('no key update');
}

export interface BuyerHoldings {
  /** The account's pending orders of the event (locked) and their lines: to be replaced. */
  pendientes: number[];
  pendingLines: StockLine[];
  /** Tickets in the account's paid orders of the event, per day and type. */
  paid: HeldByType[];
}

/**
 * What the account holds for this event, in one round trip; its pending and paid orders are
 * locked (a webhook applying a payment to the pending one finishes first, and then the order
 * is no longer pending here).
 */
export async function buyerHoldings(
  tx: DbExecutor,
  idUsuario: number,
  idEvento: number,
): Promise<BuyerHoldings> {
  const rows = await tx
    .select({
      idOrden: ordenes.idOrden,
      estado: ordenes.estado,
      origen: ordenes.origen,
      idEntrada: ordenItems.idEntrada,
      idFecha: ordenItems.idFecha,
      cdTipo: ordenItems.cdTipo,
      cantidad: ordenItems.cantidad,
    })
    .from(ordenes)
    .innerJoin(ordenItems, eq(ordenItems.idOrden, ordenes.idOrden))
    .where(
      and(
        eq(ordenes.idUsuario, idUsuario),
        eq(ordenes.idEvento, idEvento),
        inArray(ordenes.estado, ['pendiente', 'pagada']),
      ),
    )
    .for('update', { of: ordenes });
  // A wait-list offer (issue 13) is not replaced by a purchase: it is the person's place.
  const replaced = rows.filter((r) => r.estado === 'pendiente' && r.origen === 'compra');
  const pendientes = [...new Set(replaced.map((r) => r.idOrden))];
  const pendingLines = replaced;
  const paid: HeldByType[] = [];
  for (const r of rows) {
    if (r.estado !== 'pagada') continue;
    const same = paid.find((h) => h.idFecha === r.idFecha && h.cdTipo === r.cdTipo);
    if (same) same.cantidad += r.cantidad;
    else paid.push({ idFecha: r.idFecha, cdTipo: r.cdTipo, cantidad: r.cantidad });
  }
  return { pendientes, pendingLines, paid };
}

/** Tickets of the account for the event in orders of these states, per day and type, leaving one order out. */
function ticketsByType(
  tx: DbExecutor,
  idUsuario: number,
  idEvento: number,
  exceptIdOrden: number,
  estados: Array<'pagada' | 'pendiente'>,
): Promise<HeldByType[]> {
  return tx
    .select({
      idFecha: ordenItems.idFecha,
      cdTipo: ordenItems.cdTipo,
      cantidad: sql<number>`sum(${ordenItems.cantidad})::int`,
    })
    .from(ordenItems)
    .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
    .where(
      and(
        eq(ordenes.idUsuario, idUsuario),
        eq(ordenes.idEvento, idEvento),
        inArray(ordenes.estado, estados),
        ne(ordenes.idOrden, exceptIdOrden),
      ),
    )
    .groupBy(ordenItems.idFecha, ordenItems.cdTipo);
}

/** Paid tickets of the account for the event, per day and type, leaving one order out. */
export const paidByType = (
  tx: DbExecutor,
  idUsuario: number,
  idEvento: number,
  exceptIdOrden: number,
) => ticketsByType(tx, idUsuario, idEvento, exceptIdOrden, ['pagada']);

/**
 * Paid and pending tickets of the account for the event, leaving one order out: what a late
 * payment must fit beside. A pending order is paid without another look at the limit (it was
 * checked when it was made), so a late payment that counted only paid orders could let both
 * through: 2 paid late beside a hold of 3 becomes 5 of a limit of 4 once the hold is paid.
 */
export const heldByType = (
  tx: DbExecutor,
  idUsuario: number,
  idEvento: number,
  exceptIdOrden: number,
) => ticketsByType(tx, idUsuario, idEvento, exceptIdOrden, ['pagada', 'pendiente']);

/** The first line that would take the account past the limit, with what it already holds. */
export function firstLineOverLimit(
  lines: ReadonlyArray<Pick<StockLine, 'idFecha' | 'cdTipo' | 'cantidad'>>,
  held: ReadonlyArray<HeldByType>,
  max: number,
): { line: Pick<StockLine, 'idFecha' | 'cdTipo' | 'cantidad'>; yaTenes: number } | null {
  for (const line of lines) {
    const yaTenes =
      held.find((h) => h.idFecha === line.idFecha && h.cdTipo === line.cdTipo)?.cantidad ?? 0;
    if (yaTenes + line.cantidad > max) return { line, yaTenes };
  }
  return null;
}

/**
 * Ends the buyer's pending orders that a new purchase replaces, with the move's effects, in the
 * order the purchase takes its locks (the buyer's and the event's are the caller's): the orders
 * move to expirada, then the origin's limits are locked, then every stock row of the released
 * days and of the purchase's in one statement (idEntrada order), and the released lines and
 * add-ons go back. Answers the lines given back, for the caller to offer to the wait list once
 * its purchase has taken what it needs.
 */
export async function endReplacedHolds(
  tx: DbExecutor,
  holdings: Pick<BuyerHoldings, 'pendientes' | 'pendingLines'>,
  purchase: {
    idEvento: number;
    origen: Parameters<typeof lockOrigin>[2];
    idFechas: ReadonlyArray<number>;
  },
  now: Date,
): Promise<StockLine[]> {
  await moveOrders(tx, 'expire', holdings.pendientes, now);
  await lockOrigin(tx, purchase.idEvento, purchase.origen);
  const released = holdings.pendingLines;
  if (released.length > 0) {
    await lockStockRows(tx, [...purchase.idFechas, ...released.map((l) => l.idFecha)]);
    await releaseLines(tx, released);
    await releaseAddOns(tx, holdings.pendientes);
  }
  return released;
}
