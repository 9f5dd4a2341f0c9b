import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ReembolsoEstado } from '@shared/domain/orders';
import type { DbExecutor, DbTx } from '../../db/executor';
import { ordenes, ordenItems, reembolsos, tickets, usuarios } from '../../db/schema/index';
import { releaseAddOns } from './add-ons';
import { moveOrders } from './order-life';
import { payingPagos } from './paying-pagos';
import { releaseLines } from './stock';

/**
 * What cancelling an event (modules/cancelaciones) does to its sales, asked of the sales
 * module: its tickets off resale, its orders ended (holds expire, invitations and cash door
 * sales voided, paid orders refunded, stock given back) and the refunds' lines as the
 * organiser's page counts them.
 */

export type CancelledOrder = typeof ordenes.$inferSelect;

/** Tickets whose resale listings the cancellation ended are no longer on resale. */
export async function takeOffResale(tx: DbExecutor, idTickets: ReadonlyArray<number>) {
  if (idTickets.length === 0) return;
  await tx
    .update(tickets)
    .set({ enReventa: false })
    .where(inArray(tickets.idTicket, [...idTickets]));
}

/**
 * Ends the cancelled event's orders inside the caller's transaction, which moved the event to
 * Borrado: answers the paid orders refunded (for the buyers' mails), the invitations voided (for
 * the guests') and the refunds written, pendiente, for the caller to send.
 */
export async function endCancelledEventOrders(
  tx: DbTx,
  idEvento: number,
  motivo: string,
  now: Date,
): Promise<{ pagadas: CancelledOrder[]; invitaciones: CancelledOrder[]; refunds: number[] }> {
  // Locked, so a payment being applied to one of them finishes first or waits for us.
  const orders = await tx
    .select()
    .from(ordenes)
    .where(eq(ordenes.idEvento, idEvento))
    .orderBy(asc(ordenes.idOrden))
    .for('update');
  const pendientes = orders.filter((o) => o.estado === 'pendiente');
  // Guest-list invitations moved no money: they are voided, not refunded. Door
  // sales (docs/decisions/0094-box-office.md) moved none through Pulso either: voided too,
  // the productora pays them back at its own box.
  const invitaciones = orders.filter((o) => o.estado === 'pagada' && o.origen === 'lista');
  const enPuerta = orders.filter(
    (o) => o.estado === 'pagada' && o.origen === 'puerta' && o.provider === null,
  );
  // A door sale by Mercado Pago QR went through Pulso: refunded like any purchase.
  const pagadas = orders.filter(
    (o) => o.estado === 'pagada' && o.origen !== 'lista' && !(o.origen === 'puerta' && !o.provider),
  );
  const holding = [...pendientes, ...pagadas, ...invitaciones, ...enPuerta].map((o) => o.idOrden);
  if (holding.length === 0) return { pagadas: [], invitaciones: [], refunds: [] };

  // Both give their stock back (shared/domain/orders.ts: only pendiente and pagada hold it),
  // except resale orders, whose seat is counted in the seller's order. A seat a
  // resale buyer already withdrew was given back then: the counter stops at zero (the event
  // sells nothing more).
  const heldOrders = orders.filter((o) => holding.includes(o.idOrden) && o.origen !== 'reventa');
  await releaseLines(
    tx,
    heldOrders.length === 0
      ? []
      : await tx
          .select()
          .from(ordenItems)
          .where(
            inArray(
              ordenItems.idOrden,
              heldOrders.map((o) => o.idOrden),
            ),
          ),
    { floorAtZero: true },
  );
  await releaseAddOns(
    tx,
    heldOrders.map((o) => o.idOrden),
    { floorAtZero: true },
  );
  await moveOrders(
    tx,
    'expire',
    pendientes.map((o) => o.idOrden),
    now,
  );
  await moveOrders(
    tx,
    'void',
    enPuerta.map((o) => o.idOrden),
    now,
  );
  if (invitaciones.length > 0) {
    await moveOrders(
      tx,
      'void',
      invitaciones.map((o) => o.idOrden),
      now,
    );
  }
  if (pagadas.length === 0) return { pagadas, invitaciones, refunds: [] };
  await moveOrders(
    tx,
    'refund',
    pagadas.map((o) => o.idOrden),
    now,
  );
  const pagoOf = await payingPagos(
    tx,
    pagadas.map((o) => o.idOrden),
  );
  // A ticket resold through the wait list was already refunded to its seller.
  const resold = await tx
    .select({
      idOrden: reembolsos.idOrden,
      monto: sql<number>`sum(${reembolsos.monto})`.mapWith(Number),
    })
    .from(reembolsos)
    .where(
      and(
        inArray(
          reembolsos.idOrden,
          pagadas.map((o) => o.idOrden),
        ),
        isNotNull(reembolsos.idReventa),
      ),
    )
    .groupBy(reembolsos.idOrden);
  const created = await tx
    .insert(reembolsos)
    .values(
      pagadas.map((o) => ({
        idOrden: o.idOrden,
        idPago: pagoOf.get(o.idOrden) ?? null,
        monto: Math.max(0, o.total - (resold.find((r) => r.idOrden === o.idOrden)?.monto ?? 0)),
        motivo,
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
      })),
    )
    .returning({ idReembolso: reembolsos.idReembolso });
  return { pagadas, invitaciones, refunds: created.map((c) => c.idReembolso) };
}

/**
 * The event's orders as the cancellation's page lists them: before the cancellation the paid
 * orders that would be refunded; after, every order that had been paid, with its refunds'
 * states.
 */
export async function eventRefundRows(exec: DbExecutor, idEvento: number, cancelado: boolean) {
  const rows = await exec
    .select({
      idOrden: ordenes.idOrden,
      total: ordenes.total,
      estado: ordenes.estado,
      compradorNombre: ordenes.compradorNombre,
      compradorApellido: ordenes.compradorApellido,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      eliminadoAt: usuarios.eliminadoAt,
      entradas: sql<number>`(select coalesce(sum(${ordenItems.cantidad}), 0)
        from ${ordenItems} where ${ordenItems.idOrden} = ${ordenes.idOrden})`.mapWith(Number),
    })
    .from(ordenes)
    .innerJoin(usuarios, eq(usuarios.idUsuario, ordenes.idUsuario))
    .where(
      and(
        eq(ordenes.idEvento, idEvento),
        cancelado
          ? and(
              isNotNull(ordenes.paidAt),
              inArray(ordenes.estado, ['pagada', 'reembolso_pendiente', 'reembolsada']),
            )
          : eq(ordenes.estado, 'pagada'),
      ),
    )
    .orderBy(asc(ordenes.idOrden));
  const refunds =
    cancelado && rows.length > 0
      ? await exec
          .select({ idOrden: reembolsos.idOrden, estado: reembolsos.estado })
          .from(reembolsos)
          .where(
            inArray(
              reembolsos.idOrden,
              rows.map((r) => r.idOrden),
            ),
          )
      : [];
  return rows.map((r) => ({
    ...r,
    refundStates: refunds
      .filter((f) => f.idOrden === r.idOrden)
      .map((f): ReembolsoEstado => f.estado),
  }));
}
