import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { ORDEN_MSG } from '@shared/api/checkout';
import { PAYMENT_PROVIDERS, type PaymentProvider as ProviderName } from '@shared/domain/orders';
import { REFUND_REASON_TEXT } from '@shared/texts/checkout-mails';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { eventos, ordenes, ordenItems, pagos, reembolsos, usuarios } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import {
  isApproved,
  isRefused,
  type PaymentProvider,
  type ProviderPayment,
} from '../../payments/provider';
import { conflict, notFound } from '../../plugins/problem';
import { issueTickets } from './issue-tickets';
import { isEventoCancelado } from '../eventos';
import type { TicketSigner } from '../../tickets/ticket-signer';
import { confirmationMail, refundMail, type RefundReason } from './ordenes-mails';
import { firstLineOverLimit, heldByType, lockBuyer } from './per-buyer-limit';
import { firstShortLine, lockStockRows, releaseLines, reserveLines } from './stock';
import { releaseAddOns } from './add-ons';
import type { WaitListHooks } from './wait-list-hooks';
import { buyerIdOf, providerOf } from './order-buyer';
import { moveOrder, moveOrders } from './order-life';

type OrdenRow = typeof ordenes.$inferSelect;

/** What a payment did to its order (logged, and read by tests). */
export type PaymentOutcome =
  | 'pagada'
  | 'pagada_tarde'
  | 'rechazada'
  | 'reembolso'
  | 'sin_cambios'
  | 'repetido'
  | 'desconocido';

/** A refund attempt that failed waits 2^attempts minutes, at most six hours. */
export const refundBackoffMs = (attempts: number) => Math.min(2 ** attempts * 60_000, 6 * 3600_000);
/** While one attempt talks to the provider, nobody else may start another. */
const REFUND_LEASE_MS = 5 * 60_000;

const itemsOf = (tx: DbExecutor, idOrdenes: number[]) =>
  tx.select().from(ordenItems).where(inArray(ordenItems.idOrden, idOrdenes));

/**
 * The items of these orders that hold stock: all but resale offers' (issue 13), whose ticket
 * is the seller's, already counted when the seller bought it.
 */
const stockItemsOf = (tx: DbExecutor, idOrdenes: number[]) =>
  idOrdenes.length === 0
    ? Promise.resolve([] as Array<typeof ordenItems.$inferSelect>)
    : tx
        .select({ item: ordenItems })
        .from(ordenItems)
        .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
        .where(and(inArray(ordenItems.idOrden, idOrdenes), ne(ordenes.origen, 'reventa')))
        .then((rows) => rows.map((r) => r.item));

/** With no wait list wired (unit tests of payments alone), nothing to offer or move. */
const NO_WAIT_LIST: WaitListHooks = {
  offerReturned: async () => undefined,
  endOffers: async () => [],
  onOfferPaid: async () => null,
};

/**
 * Whether paying this (no longer pending) order would take its account past the event's
 * per-buyer limit, counting its paid orders and its pending hold. The account's row lock
 * queues it behind any purchase of the account.
 */
async function overBuyerLimit(
  tx: DbExecutor,
  orden: { idOrden: number; idUsuario: number | null; idEvento: number },
  items: ReadonlyArray<{ idFecha: number; cdTipo: number; cantidad: number }>,
): Promise<boolean> {
  // A door sale by Mercado Pago QR has no account, and no per-account limit.
  if (orden.idUsuario === null) return false;
  const idUsuario = buyerIdOf(orden);
  await lockBuyer(tx, idUsuario);
  const [evento] = await tx
    .select({ max: eventos.maxEntradasPorCuenta })
    .from(eventos)
    .where(eq(eventos.idEvento, orden.idEvento));
  const held = await heldByType(tx, idUsuario, orden.idEvento, orden.idOrden);
  return firstLineOverLimit(items, held, evento!.max) !== null;
}

/**
 * Payments applied to orders: the webhook, the reconciliation job and the sandbox all land
 * here. Each payment is applied under its order's row lock and recorded once per provider
 * payment id, so a payment confirmed twice issues tickets once. Also the hold-expiry and
 * refund jobs' passes.
 */
export function createPagosService(deps: {
  db: Db;
  /** Today's provider: webhooks and new payments. */
  provider: PaymentProvider;
  /**
   * The provider an existing order or payment was made with (refunds, reconciliation); null
   * when unreachable. Defaults to today's provider only.
   */
  providerFor?: (name: ProviderName) => PaymentProvider | null;
  signer: TicketSigner;
  now: () => Date;
  /** Pulso's public address for links in mails (null: mails name the screen only). */
  siteUrl: string | null;
  /** The wait list and resale (issue 13), wired in app.ts. */
  waitList?: WaitListHooks;
}) {
  const { db, provider } = deps;
  const waitList = deps.waitList ?? NO_WAIT_LIST;
  const providerFor =
    deps.providerFor ?? ((name: ProviderName) => (name === provider.name ? provider : null));

  /** The buyer's account; none for a door sale (docs/decisions/0094-box-office.md). */
  async function buyerOf(tx: DbExecutor, orden: OrdenRow) {
    if (orden.idUsuario === null) return null;
    const [row] = await tx
      .select({ correo: usuarios.correo, nombre: usuarios.nombre, evento: eventos.nombre })
      .from(usuarios)
      .innerJoin(eventos, eq(eventos.idEvento, orden.idEvento))
      .where(eq(usuarios.idUsuario, buyerIdOf(orden)));
    return row!;
  }

  /** Answers another order to refund now (a resale's seller), if any. */
  async function markPaid(tx: DbExecutor, orden: OrdenRow, now: Date): Promise<number | null> {
    await moveOrder(tx, orden.estado === 'pendiente' ? 'pay' : 'payLate', orden.idOrden, now);
    // A door sale's tickets have no holder account: the box office shows their codes.
    await issueTickets(
      tx,
      deps.signer,
      { ...orden, idUsuario: orden.origen === 'puerta' ? null : buyerIdOf(orden) },
      now,
    );
    const buyer = await buyerOf(tx, orden);
    if (buyer) await queueMails(tx, [await confirmationMail(tx, orden, buyer, deps.siteUrl)]);
    return orden.origen === 'compra' ? null : waitList.onOfferPaid(tx, orden, now);
  }

  /**
   * Ends unpaid orders (`expire`: the hold ran out or was let go; `reject`: the provider refused
   * the payment) with the move's effects, in `tx`: only those still pendiente move, once, and
   * those give their stock and add-ons back and pass their offers on. Answers which moved.
   */
  async function endUnpaid(
    tx: DbExecutor,
    transition: 'expire' | 'reject',
    candidates: number[],
    now: Date,
  ): Promise<number[]> {
    const idOrdenes = await moveOrders(tx, transition, candidates, now);
    const ended = await waitList.endOffers(tx, idOrdenes, now);
    const items = await stockItemsOf(tx, idOrdenes);
    // Every day involved locked in one statement first (idEntrada order), then given back.
    await lockStockRows(tx, [...items.map((i) => i.idFecha), ...ended.map((e) => e.idFecha)]);
    await releaseLines(tx, items);
    await releaseAddOns(tx, idOrdenes);
    await waitList.offerReturned(tx, [...ended, ...items], now);
    return idOrdenes;
  }

  /**
   * Pending orders whose hold ends now (run out, or let go by the buyer): only those still
   * pendiente move to expirada, once, and give their stock back. Callers hold their row locks.
   */
  async function endHolds(tx: DbExecutor, idOrdenes: number[], now: Date): Promise<number> {
    return (await endUnpaid(tx, 'expire', idOrdenes, now)).length;
  }

  /** Money to give back for this payment: one reembolsos row per payment, and a mail. */
  async function requestRefund(
    tx: DbExecutor,
    orden: OrdenRow,
    idPago: number,
    amount: number,
    motivo: RefundReason,
    now: Date,
  ) {
    const inserted = await tx
      .insert(reembolsos)
      .values({
        idOrden: orden.idOrden,
        idPago,
        monto: amount,
        motivo: REFUND_REASON_TEXT[motivo],
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing()
      .returning({ idReembolso: reembolsos.idReembolso });
    if (inserted.length === 0) return;
    const buyer = await buyerOf(tx, orden);
    if (buyer) await queueMails(tx, [refundMail(orden, buyer, amount, motivo)]);
  }

  /**
   * Applies one payment, as `via` (the provider it came from) reported it, to its order in one
   * transaction. An order made with another provider is not this payment's.
   */
  async function applyPayment(
    payment: ProviderPayment,
    via: PaymentProvider = provider,
  ): Promise<{
    outcome: PaymentOutcome;
    refund: boolean;
    /** Another order with a refund to attempt now (a resale's seller). */
    alsoRefund?: number | null;
  }> {
    const idOrden = Number(payment.externalReference);
    if (!Number.isSafeInteger(idOrden) || idOrden <= 0)
      return { outcome: 'desconocido', refund: false };
    const now = deps.now();
    return db.transaction(async (tx) => {
      const [orden] = await tx
        .select()
        .from(ordenes)
        .where(eq(ordenes.idOrden, idOrden))
        .for('update');
      if (!orden || orden.provider !== via.name)
        return { outcome: 'desconocido' as const, refund: false };

      const [previous] = await tx
        .select()
        .from(pagos)
        .where(and(eq(pagos.provider, via.name), eq(pagos.providerPaymentId, payment.id)));
      if (previous?.status === payment.status)
        return { outcome: 'repetido' as const, refund: false };
      const fields = {
        status: payment.status,
        amount: payment.amount,
        raw: payment.raw as object,
        updatedAt: now,
      };
      const idPago = previous
        ? (await tx.update(pagos).set(fields).where(eq(pagos.idPago, previous.idPago)),
          previous.idPago)
        : (
            await tx
              .insert(pagos)
              .values({
                ...fields,
                provider: via.name,
                providerPaymentId: payment.id,
                idOrden,
                receivedAt: now,
              })
              .returning({ idPago: pagos.idPago })
          )[0]!.idPago;

      if (isRefused(payment.status)) {
        if (orden.estado !== 'pendiente') return { outcome: 'sin_cambios' as const, refund: false };
        await endUnpaid(tx, 'reject', [idOrden], now);
        return { outcome: 'rechazada' as const, refund: false };
      }
      if (!isApproved(payment.status)) return { outcome: 'sin_cambios' as const, refund: false };

      // Paid already (another payment), or being refunded: this money goes back.
      if (
        orden.estado !== 'pendiente' &&
        orden.estado !== 'expirada' &&
        orden.estado !== 'rechazada'
      ) {
        await requestRefund(tx, orden, idPago, payment.amount, 'pago_repetido', now);
        return { outcome: 'reembolso' as const, refund: true };
      }
      if (payment.amount !== orden.total) {
        // Never issue tickets for an amount that is not the order's.
        await requestRefund(tx, orden, idPago, payment.amount, 'monto_distinto', now);
        return { outcome: 'reembolso' as const, refund: true };
      }
      if (orden.estado === 'pendiente') {
        const alsoRefund = await markPaid(tx, orden, now);
        return { outcome: 'pagada' as const, refund: false, alsoRefund };
      }
      // The hold was over (or a newer purchase replaced it): the tickets are sold only if
      // the account stays within the event's per-buyer limit and the stock is still there.
      const items = await itemsOf(tx, [idOrden]);
      if (await overBuyerLimit(tx, orden, items)) {
        await moveOrder(tx, 'refundLatePayment', idOrden, now);
        await requestRefund(tx, orden, idPago, payment.amount, 'limite_por_cuenta', now);
        return { outcome: 'reembolso' as const, refund: true };
      }
      await lockStockRows(
        tx,
        items.map((i) => i.idFecha),
      );
      // A cancelled event sells nothing more: the payment goes back (modules/cancelaciones).
      // A resale offer that lapsed has no ticket to give any more (the listing moved on).
      const short =
        orden.origen === 'reventa' ||
        (await isEventoCancelado(tx, orden.idEvento)) ||
        ((await firstShortLine(tx, items, now)) ?? (await reserveLines(tx, items, now)));
      if (!short) {
        await markPaid(tx, orden, now);
        return { outcome: 'pagada_tarde' as const, refund: false };
      }
      await moveOrder(tx, 'refundLatePayment', idOrden, now);
      await requestRefund(tx, orden, idPago, payment.amount, 'sin_stock', now);
      return { outcome: 'reembolso' as const, refund: true };
    });
  }

  /**
   * One attempt at one refund through the provider. The row is claimed first (a lease on
   * nextAttemptAt), so the job and an immediate attempt never both call the provider.
   */
  async function attemptRefund(idReembolso: number): Promise<'hecho' | 'fallido' | 'ocupado'> {
    const now = deps.now();
    const [claimed] = await db
      .update(reembolsos)
      .set({
        attempts: sql`${reembolsos.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS),
        updatedAt: now,
      })
      .where(
        and(
          eq(reembolsos.idReembolso, idReembolso),
          ne(reembolsos.estado, 'hecho'),
          lte(reembolsos.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!claimed) return 'ocupado';
    const [pago] = claimed.idPago
      ? await db.select().from(pagos).where(eq(pagos.idPago, claimed.idPago))
      : [];
    try {
      if (!pago) throw new Error('refund without a payment to refund');
      // Money goes back the way it came, whichever provider the server uses today.
      const via = providerFor(pago.provider);
      if (!via)
        throw new Error(`payment made with ${pago.provider}, which this server is not set up for`);
      const { refundId } = await via.refund(pago.providerPaymentId, claimed.monto);
      await db.transaction(async (tx) => {
        await tx
          .update(reembolsos)
          .set({
            estado: 'hecho',
            providerRefundId: refundId,
            lastError: null,
            updatedAt: deps.now(),
          })
          .where(eq(reembolsos.idReembolso, idReembolso));
        // The order is refunded once none of its refunds is still open.
        await moveOrders(
          tx,
          'completeRefund',
          [claimed.idOrden],
          deps.now(),
          sql`not exists (select 1 from ${reembolsos} r
                          where r.id_orden = ${claimed.idOrden} and r.estado <> 'hecho')`,
        );
      });
      return 'hecho';
    } catch (err) {
      await db
        .update(reembolsos)
        .set({
          estado: 'fallido',
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          nextAttemptAt: new Date(deps.now().getTime() + refundBackoffMs(claimed.attempts)),
          updatedAt: deps.now(),
        })
        .where(eq(reembolsos.idReembolso, idReembolso));
      return 'fallido';
    }
  }

  /** Refunds of this order that are due now, attempted at once (the job retries the rest). */
  async function refundsDueOf(idOrden: number) {
    const due = await db
      .select({ idReembolso: reembolsos.idReembolso })
      .from(reembolsos)
      .where(and(eq(reembolsos.idOrden, idOrden), ne(reembolsos.estado, 'hecho')));
    for (const r of due) await attemptRefund(r.idReembolso);
  }

  /** Fetches the payment from the provider and applies it; refunds it asks for run at once. */
  async function processPayment(paymentId: string): Promise<PaymentOutcome> {
    const payment = await provider.getPayment(paymentId);
    if (!payment) return 'desconocido';
    const { outcome, refund, alsoRefund } = await applyPayment(payment);
    if (refund) await refundsDueOf(Number(payment.externalReference));
    if (alsoRefund) await refundsDueOf(alsoRefund);
    return outcome;
  }

  return {
    applyPayment,
    processPayment,
    attemptRefund,

    /**
     * Pending orders whose hold is over become expirada and give their stock back, exactly
     * once: the rows are locked (SKIP LOCKED leaves an order a webhook is applying to that
     * webhook) and only pendiente rows move.
     */
    async expireHolds(limit = 500): Promise<number> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ idOrden: ordenes.idOrden })
          .from(ordenes)
          .where(and(eq(ordenes.estado, 'pendiente'), lte(ordenes.holdExpiresAt, now)))
          .orderBy(asc(ordenes.idOrden))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        return endHolds(
          tx,
          due.map((d) => d.idOrden),
          now,
        );
      });
    },

    /**
     * POST /Orden/CancelarPendiente (issue 15): the buyer lets go of their own pending purchase
     * before its hold runs out, through the expiry's own step (expirada, stock back, the wait
     * list offered what came back). The row lock makes a webhook paying it finish first; then
     * it is no longer pending and is refused. Others' orders do not exist for them.
     */
    async cancelPending(idUsuario: number, idOrden: number): Promise<void> {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const [orden] = await tx
          .select({ idUsuario: ordenes.idUsuario, estado: ordenes.estado, origen: ordenes.origen })
          .from(ordenes)
          .where(eq(ordenes.idOrden, idOrden))
          .for('update');
        if (!orden || orden.idUsuario !== idUsuario) throw notFound(ORDEN_MSG.ordenNoEncontrada);
        if (orden.origen !== 'compra') throw conflict(ORDEN_MSG.cancelarOferta);
        if (orden.estado === 'pagada') throw conflict(ORDEN_MSG.cancelarPagada);
        if (orden.estado !== 'pendiente') throw conflict(ORDEN_MSG.cancelarNoPendiente);
        await endHolds(tx, [idOrden], now);
      });
    },

    /**
     * Asks the provider about orders a webhook may have missed: those with a checkout, not
     * paid, created between a day ago and `afterMinutes` ago, each looked at again at most
     * every `afterMinutes` (updatedAt marks the last look). Answers how many payments changed
     * something.
     */
    async reconcile(afterMinutes: number, limit = 50): Promise<number> {
      const now = deps.now();
      const before = new Date(now.getTime() - afterMinutes * 60_000);
      // Each order is looked up at the provider it was made with, when this server reaches it.
      const reachable = PAYMENT_PROVIDERS.filter((name) => providerFor(name) !== null);
      const candidates = await db
        .select({ idOrden: ordenes.idOrden, provider: ordenes.provider })
        .from(ordenes)
        .where(
          and(
            inArray(ordenes.estado, ['pendiente', 'expirada', 'rechazada']),
            inArray(ordenes.provider, reachable),
            isNotNull(ordenes.preferenceId),
            lte(ordenes.createdAt, before),
            gte(ordenes.createdAt, new Date(now.getTime() - 24 * 3600_000)),
            lte(ordenes.updatedAt, before),
          ),
        )
        .orderBy(asc(ordenes.updatedAt))
        .limit(limit);
      let applied = 0;
      for (const candidate of candidates) {
        const { idOrden } = candidate;
        const via = providerFor(providerOf(candidate))!;
        const found = await via.searchPaymentsByReference(String(idOrden));
        for (const payment of found) {
          const { outcome, refund, alsoRefund } = await applyPayment(payment, via);
          if (outcome !== 'repetido' && outcome !== 'sin_cambios' && outcome !== 'desconocido')
            applied += 1;
          if (refund) await refundsDueOf(idOrden);
          if (alsoRefund) await refundsDueOf(alsoRefund);
        }
        await db
          .update(ordenes)
          .set({ updatedAt: now })
          .where(and(eq(ordenes.idOrden, idOrden), lte(ordenes.updatedAt, before)));
      }
      return applied;
    },

    /** Retries every open refund whose backoff is over. Answers the attempts' results. */
    async retryRefunds(limit = 50) {
      const due = await db
        .select({ idReembolso: reembolsos.idReembolso })
        .from(reembolsos)
        .where(and(ne(reembolsos.estado, 'hecho'), lte(reembolsos.nextAttemptAt, deps.now())))
        .orderBy(asc(reembolsos.nextAttemptAt))
        .limit(limit);
      const results = { hecho: 0, fallido: 0 };
      for (const r of due) {
        const result = await attemptRefund(r.idReembolso);
        if (result !== 'ocupado') results[result] += 1;
      }
      return results;
    },
  };
}

export type PagosService = ReturnType<typeof createPagosService>;
