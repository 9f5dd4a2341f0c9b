import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { eq, inArray, sql } from 'drizzle-orm';
import { REEMBOLSO_MSG } from '@shared/api/after-sale';
import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { OrdenEstado } from '@shared/domain/orders';
import { REFUND_REQUEST_MAIL } from '@shared/texts/after-sale';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  eventos,
  fechas,
  ordenes,
  ordenItems,
  reembolsos,
  tickets,
  usuarios,
} from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { conflict, notFound } from '../../plugins/problem';
import { ordenView } from './orden-views';
import { moveOrder } from './order-life';
import type { PagosService } from './pagos-service';
import { payingPagos } from './paying-pagos';
import { releaseLines } from './stock';
import { releaseAddOns } from './add-ons';
import type { StockReturned } from './wait-list-hooks';

/** What decides whether an order may be refunded on request. */
export interface RefundFacts {
  idOrden: number;
  /** None for a guest-list invitation: nobody can ask for its refund. */
  idUsuario: number | null;
  estado: OrdenEstado;
  paidAt: Date | null;
  cdEstado: number;
  /** eventos.cambioSignificativoAt: the last change of address, dates, times or artists. */
  cambioAt: Date | null;
  /** Start of the event's first day. */
  primerInicio: Date;
  /** Some of its tickets were transferred to someone else (issue 13). */
  transferidas: boolean;
  /** Some of its tickets are listed for resale or were resold (issue 13). */
  enReventa: boolean;
  /** Someone got in with one of its tickets (the door opens hours before the start). */
  ingresadas: boolean;
}

export type RefundRefusal = Exclude<keyof typeof REEMBOLSO_MSG, 'asunto' | 'motivo'>;

/**
 * /modificar-evento: a change of address, dates, times or artists offers ticket
 * buyers a refund. An order may be refunded on request while it is paid, the event changed
 * after it was paid, the event has not started and was not cancelled (a cancellation refunds
 * everyone by itself), and none of its tickets went to someone else. Null: allowed.
 */
export function refundRefusal(f: RefundFacts, now: Date): RefundRefusal | null {
  if (f.cdEstado === ESTADO_EVENTO.BORRADO) return 'eventoCancelado';
  if (f.estado === 'reembolso_pendiente' || f.estado === 'reembolsada') return 'yaSolicitado';
  if (f.estado !== 'pagada' || !f.paidAt) return 'noPagada';
  if (!f.cambioAt || f.cambioAt.getTime() <= f.paidAt.getTime()) return 'sinCambios';
  if (f.primerInicio.getTime() <= now.getTime()) return 'yaEmpezo';
  if (f.transferidas) return 'conTransferidas';
  if (f.enReventa) return 'conReventa';
  if (f.ingresadas) return 'ingresada';
  return null;
}

/**
 * What decides whether a paid order can still be undone (a refund on request, a withdrawal),
 * as columns of a select from ordenes: its first night's start, whether a ticket of it went to
 * someone else (undoing it would take theirs away, issue 13), whether one got in at the door.
 */
export const undoableFacts = {
  primerInicio: sql<string | Date>`(select min(${fechas.inicio}) from ${fechas}
    where ${fechas.idEvento} = ${ordenes.idEvento})`,
  transferidas: sql<boolean>`exists (select 1 from ${tickets}
    where ${tickets.idOrden} = ${ordenes.idOrden} and ${tickets.idUsuario} <> ${ordenes.idUsuario})`,
  enReventa: sql<boolean>`exists (select 1 from ${tickets}
    where ${tickets.idOrden} = ${ordenes.idOrden}
      and (${tickets.enReventa} or ${tickets.revendidaAt} is not null))`,
  ingresadas: sql<boolean>`exists (select 1 from ${tickets}
    where ${tickets.idOrden} = ${ordenes.idOrden} and ${tickets.usadoAt} is not null)`,
};

/** The facts of these orders, read with `exec` (inside a transaction when deciding). */
export async function refundFacts(
  exec: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
): Promise<RefundFacts[]> {
  if (idOrdenes.length === 0) return [];
  const rows = await exec
    .select({
      idOrden: ordenes.idOrden,
      idUsuario: ordenes.idUsuario,
      estado: ordenes.estado,
      paidAt: ordenes.paidAt,
      cdEstado: eventos.cdEstado,
      cambioAt: eventos.cambioSignificativoAt,
      ...undoableFacts,
    })
    .from(ordenes)
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .where(inArray(ordenes.idOrden, [...idOrdenes]));
  return rows.map((r) => ({ ...r, primerInicio: new Date(r.primerInicio) }));
}

/** The ids of the orders that may be refunded on request now. */
export async function refundableOrders(
  exec: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
  now: Date,
): Promise<Set<number>> {
  const facts = await refundFacts(exec, [...new Set(idOrdenes)]);
  return new Set(facts.filter((f) => refundRefusal(f, now) === null).map((f) => f.idOrden));
}

/**
 * Starts giving a whole paid order back, inside the caller's transaction (which locked the
 * order's row): the order becomes reembolso_pendiente (its tickets stop admitting and showing),
 * its stock returns, and a reembolsos row for its total (service fee included) is written for
 * the provider that took it. The caller then calls pagos.attemptRefund after the commit; the
 * refund job retries it on failure.
 */
export async function beginWholeOrderRefund(
  tx: DbExecutor,
  orden: { idOrden: number; total: number },
  motivo: string,
  now: Date,
  /** Offers the returned tickets to the wait list, in this transaction (issue 13). */
  offerReturned?: StockReturned,
): Promise<{ idReembolso: number; entradas: number }> {
  const { idOrden } = orden;
  await moveOrder(tx, 'refund', idOrden, now);
  // The move releases the order's stock (shared/domain/order-life.ts).
  const items = await tx.select().from(ordenItems).where(eq(ordenItems.idOrden, idOrden));
  await releaseLines(tx, items);
  await releaseAddOns(tx, [idOrden]);
  await offerReturned?.(tx, items, now);
  const pagoOf = await payingPagos(tx, [idOrden]);
  const [refund] = await tx
    .insert(reembolsos)
    .values({
      idOrden,
      idPago: pagoOf.get(idOrden) ?? null,
      monto: orden.total,
      motivo,
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: now,
    })
    .returning({ idReembolso: reembolsos.idReembolso });
  return {
    idReembolso: refund!.idReembolso,
    entradas: items.reduce((sum, i) => sum + i.cantidad, 0),
  };
}

/**
 * POST /Orden/SolicitarReembolso: in one transaction the order becomes reembolso_pendiente
 * (so it stops holding stock and its tickets stop showing), a reembolsos row for its total and
 * a confirmation mail are written; after the commit the refund goes to the order's provider
 * (pagos.attemptRefund), and the refund job retries it if that fails.
 */
export function createRefundOnRequest(deps: {
  db: Db;
  refunds: Pick<PagosService, 'attemptRefund'>;
  now: () => Date;
  onRefundError?: (err: unknown, idReembolso: number) => void;
  /** The wait list takes the returned tickets (issue 13). */
  offerReturned?: StockReturned;
}) {
  const { db } = deps;

  async function inTransaction(idUsuario: number, idOrden: number): Promise<number> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      // Locked first: a cancellation or a payment being applied finishes before we decide.
      const [orden] = await tx
        .select()
        .from(ordenes)
        .where(eq(ordenes.idOrden, idOrden))
        .for('update');
      if (!orden || orden.idUsuario !== idUsuario) throw notFound(ORDEN_MSG.ordenNoEncontrada);
      const [facts] = await refundFacts(tx, [idOrden]);
      const refusal = refundRefusal(facts!, now);
      if (refusal) throw conflict(REEMBOLSO_MSG[refusal]);

      const { idReembolso, entradas } = await beginWholeOrderRefund(
        tx,
        orden,
        REEMBOLSO_MSG.motivo,
        now,
        deps.offerReturned,
      );
      const [buyer] = await tx
        .select({ correo: usuarios.correo, nombre: usuarios.nombre, evento: eventos.nombre })
        .from(usuarios)
        .innerJoin(eventos, eq(eventos.idEvento, orden.idEvento))
        .where(eq(usuarios.idUsuario, idUsuario));
      await queueMails(tx, [
        {
          destinatario: buyer!.correo,
          asunto: REEMBOLSO_MSG.asunto(buyer!.evento),
          cuerpo: REFUND_REQUEST_MAIL.cuerpo({
            nombre: orden.compradorNombre ?? buyer!.nombre,
            evento: buyer!.evento,
            numero: formatOrderNumber(orden.numero),
            entradas,
            monto: formatPesos(orden.total),
          }),
        },
      ]);
      return idReembolso;
    });
  }

  return {
    /** Answers the order as its owner now sees it (with its refund's state). */
    async solicitar(idUsuario: number, idOrden: number): Promise<OrdenView> {
      const idReembolso = await inTransaction(idUsuario, idOrden);
      try {
        await deps.refunds.attemptRefund(idReembolso);
      } catch (err) {
        // Recorded as pendiente or fallido: the refund job tries again.
        deps.onRefundError?.(err, idReembolso);
      }
      return (await ordenView(db, idOrden, idUsuario))!;
    },
  };
}

export type RefundOnRequest = ReturnType<typeof createRefundOnRequest>;
