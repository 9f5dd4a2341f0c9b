import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  eventos,
  fechas,
  ordenes,
  ordenItems,
  reembolsos,
  tickets,
  ticketsRevocados,
  usuarios,
} from '../../db/schema/index';
import { payingPagos } from './paying-pagos';
import { orderReceipts, ticketImportesView } from './receipts';

/** Tickets with their order, line, type (as their own stock row names it), day and event. */
const ticketRows = (exec: DbExecutor, where: SQL) =>
  exec
    .select({
      idTicket: tickets.idTicket,
      uid: tickets.uid,
      idUsuario: tickets.idUsuario,
      idOrden: tickets.idOrden,
      idItem: tickets.idItem,
      idFecha: tickets.idFecha,
      cdTipo: tickets.cdTipo,
      // The type's name from the ticket's own stock row: an organiser may have renamed it.
      dsTipo: entradas.nombre,
      usadoAt: tickets.usadoAt,
      enReventa: tickets.enReventa,
      revendidaAt: tickets.revendidaAt,
      comprador: ordenes.idUsuario,
      idEvento: ordenes.idEvento,
      ordenEstado: ordenes.estado,
      precio: ordenItems.precioUnitario,
      inicio: fechas.inicio,
      evento: eventos.nombre,
      permiteTransferencias: eventos.permiteTransferencias,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    // Through its order line, not (day, type): several rows of a day may share a cd_tipo.
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .where(where);

/**
 * A ticket with what a change after the sale decides on (a transfer, a resale listing:
 * modules/transferencias, modules/reventa), as one read of the sales tables. Inside a change
 * (`lock`) its row and its order's are locked: a refund or a withdrawal of the order locks the
 * order first (refund-on-request.ts), so it and a transfer or a listing of one of its tickets
 * never both go through, and a listing, a transfer and a door scan of one ticket queue on the
 * ticket's row.
 */
export async function afterSaleTicket(exec: DbExecutor, idTicket: number, lock: boolean) {
  const query = ticketRows(exec, eq(tickets.idTicket, idTicket));
  const [row] = lock ? await query.for('no key update', { of: [tickets, ordenes] }) : await query;
  return row ?? null;
}

export type AfterSaleTicket = NonNullable<Awaited<ReturnType<typeof afterSaleTicket>>>;

/** Where and what each ticket is: its event, its day, its type as its own stock row names it. */
export async function ticketPlaces(exec: DbExecutor, idTickets: ReadonlyArray<number>) {
  const ids = [...new Set(idTickets)];
  const rows = ids.length === 0 ? [] : await ticketRows(exec, inArray(tickets.idTicket, ids));
  return new Map(rows.map((r) => [r.idTicket, r]));
}

/**
 * The event's sold tickets held by someone other than their buyer (transferred), soonest day
 * first: the buyer's and the holder's names, and when the holder got it.
 */
export async function ticketsHeldByOthers(exec: DbExecutor, idEvento: number) {
  const comprador = alias(usuarios, 'comprador');
  return exec
    .select({
      idTicket: tickets.idTicket,
      inicio: fechas.inicio,
      dsTipo: entradas.nombre,
      compradorNombre: comprador.nombre,
      compradorApellido: comprador.apellido,
      titularNombre: usuarios.nombre,
      titularApellido: usuarios.apellido,
      at: tickets.emitidaAt,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .innerJoin(comprador, eq(comprador.idUsuario, ordenes.idUsuario))
    .innerJoin(usuarios, eq(usuarios.idUsuario, tickets.idUsuario))
    .where(
      and(
        eq(ordenes.idEvento, idEvento),
        eq(ordenes.estado, 'pagada'),
        ne(tickets.idUsuario, ordenes.idUsuario),
      ),
    )
    .orderBy(asc(fechas.inicio), asc(tickets.idTicket));
}

/**
 * What a ticket cost its buyer, from its order's receipt (shared/domain/receipt.ts, what its
 * ticket page shows): its price less its share of the discount, and its share of the service
 * charge. The tickets' shares of an order add up to what it paid.
 */
export async function ticketPaidShare(
  exec: DbExecutor,
  ticket: { idTicket: number; idOrden: number; idItem: number },
) {
  const [receipts, [before]] = await Promise.all([
    orderReceipts(exec, [ticket.idOrden]),
    exec
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        and(
          eq(tickets.idOrden, ticket.idOrden),
          eq(tickets.idItem, ticket.idItem),
          sql`${tickets.idTicket} < ${ticket.idTicket}`,
        ),
      ),
  ]);
  return ticketImportesView(receipts.get(ticket.idOrden), ticket.idItem, before!.n);
}

/**
 * Lists the ticket for resale (tickets.en_reventa), guarded like the door's update on the uid
 * the caller read and on nobody having entered with it: false when a scan or another change
 * came first.
 */
export async function markOnResale(tx: DbExecutor, ticket: { idTicket: number; uid: string }) {
  const marked = await tx
    .update(tickets)
    .set({ enReventa: true })
    .where(
      and(
        eq(tickets.idTicket, ticket.idTicket),
        eq(tickets.uid, ticket.uid),
        sql`${tickets.usadoAt} is null and not ${tickets.enReventa}`,
      ),
    )
    .returning({ idTicket: tickets.idTicket });
  return marked.length > 0;
}

/** The seller's refund of a resale listing (written when it sold), if any. */
export async function resaleRefundOf(exec: DbExecutor, idReventa: number) {
  const [row] = await exec
    .select({ monto: reembolsos.monto, estado: reembolsos.estado })
    .from(reembolsos)
    .where(eq(reembolsos.idReventa, idReventa));
  return row ?? null;
}

/**
 * A resold ticket's sale settled, in the transaction that paid its buyer's offer: the seller's
 * ticket leaves resale as resold and its code is revoked (door devices refuse it), and the
 * seller's refund of the resale price is written for the payment that bought the ticket.
 * Answers the seller's order (its refund runs now) and what the seller's mail names.
 */
export async function settleResoldTicket(
  tx: DbExecutor,
  listing: { idReventa: number; idTicket: number; precio: number; motivo: string },
  now: Date,
) {
  const [t] = await tx
    .select({
      uid: tickets.uid,
      idOrden: tickets.idOrden,
      idFecha: tickets.idFecha,
      evento: eventos.nombre,
      inicio: fechas.inicio,
      // The type's name from the ticket's own stock row: an organiser may have renamed it.
      tipo: entradas.nombre,
    })
    .from(tickets)
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .where(eq(tickets.idTicket, listing.idTicket))
    .for('no key update', { of: tickets });
  await tx
    .update(tickets)
    .set({ enReventa: false, revendidaAt: now })
    .where(eq(tickets.idTicket, listing.idTicket));
  await tx.insert(ticketsRevocados).values({
    tid: t!.uid,
    idTicket: listing.idTicket,
    idFecha: t!.idFecha,
    motivo: 'reventa',
    revocadoAt: now,
  });
  const pagoOf = await payingPagos(tx, [t!.idOrden]);
  await tx.insert(reembolsos).values({
    idOrden: t!.idOrden,
    idPago: pagoOf.get(t!.idOrden) ?? null,
    idReventa: listing.idReventa,
    monto: listing.precio,
    motivo: listing.motivo,
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now,
  });
  return { idOrden: t!.idOrden, evento: t!.evento, inicio: t!.inicio, tipo: t!.tipo };
}
