import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { and, eq, inArray } from 'drizzle-orm';
import { CANCEL_MSG } from '@shared/api/after-sale';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { CANCEL_MAIL } from '@shared/texts/after-sale';
import { queueMails } from '../../mail/outbox';
import { moveOrders, payingPagos } from '../../modules/ordenes';
import type { DbTx } from '../executor';
import {
  entradas,
  eventos,
  fechas,
  ordenes,
  reembolsos,
  sandboxPagos,
  usuarios,
} from '../schema/index';
import { days } from './demo-time';

export const DEMO_CANCEL_MOTIVO =
  'La crecida del río cortó el acceso a la isla y Prefectura no habilita el traslado en lancha.';

/**
 * An event its organiser cancelled two days ago, as POST /Evento/CancelarEvento leaves one
 * (modules/cancelaciones): Borrado, its stock given back, each paid order refunded with a
 * reembolsos row written at the cancellation. The provider already returned the money of
 * every order but the demo attendee's, still on its way (the refund pass tries it in a day),
 * so her "Mis entradas" shows the cancelled night with "Reembolso en curso" and the
 * organiser's lists "Reembolsos: n − 1 de n". Her cancellation mail waits in the outbox.
 */
export async function insertDemoCancellation(
  tx: DbTx,
  opts: { idEvento: number; attendee: number; now: Date },
): Promise<void> {
  const { idEvento, attendee, now } = opts;
  const at = new Date(now.getTime() - days(2));
  const [evento] = await tx
    .update(eventos)
    .set({
      cdEstado: ESTADO_EVENTO.BORRADO,
      canceladoAt: at,
      canceladoDesde: ESTADO_EVENTO.EN_VENTA,
      updatedAt: at,
    })
    .where(eq(eventos.idEvento, idEvento))
    .returning({ nombre: eventos.nombre });
  const orders = await tx
    .select()
    .from(ordenes)
    .where(and(eq(ordenes.idEvento, idEvento), eq(ordenes.estado, 'pagada')));
  if (!orders.some((o) => o.idUsuario === attendee))
    throw new Error('Demo seed: the attendee holds no ticket of the cancelled event');
  // Every sold ticket of the event was in these orders: its stock is all back.
  await tx
    .update(entradas)
    .set({ vendidas: 0 })
    .where(
      inArray(
        entradas.idFecha,
        tx.select({ idFecha: fechas.idFecha }).from(fechas).where(eq(fechas.idEvento, idEvento)),
      ),
    );
  const pagoOf = await payingPagos(
    tx,
    orders.map((o) => o.idOrden),
  );
  // The order's states move through their one writer, as the cancellation and the refund pass
  // move them: every order to refund, and those whose money is back to refunded.
  await moveOrders(
    tx,
    'refund',
    orders.map((o) => o.idOrden),
    at,
  );
  await moveOrders(
    tx,
    'completeRefund',
    orders.filter((o) => o.idUsuario !== attendee).map((o) => o.idOrden),
    at,
  );
  for (const [n, o] of orders.entries()) {
    const pending = o.idUsuario === attendee;
    const refundId = pending ? null : `sbxrefdemo${n + 1}`;
    await tx.insert(reembolsos).values({
      idOrden: o.idOrden,
      idPago: pagoOf.get(o.idOrden) ?? null,
      monto: o.total,
      estado: pending ? 'pendiente' : 'hecho',
      attempts: 1,
      lastError: pending ? 'El proveedor de pagos no respondió.' : null,
      nextAttemptAt: pending ? new Date(now.getTime() + days(1)) : at,
      providerRefundId: refundId,
      motivo: DEMO_CANCEL_MOTIVO,
      createdAt: at,
      updatedAt: at,
    });
    if (refundId)
      await tx
        .update(sandboxPagos)
        .set({ status: 'refunded', refundId, updatedAt: at })
        .where(eq(sandboxPagos.externalReference, String(o.idOrden)));
  }
  const mine = orders.filter((o) => o.idUsuario === attendee);
  const [buyer] = await tx
    .select({ correo: usuarios.correo, nombre: usuarios.nombre })
    .from(usuarios)
    .where(eq(usuarios.idUsuario, attendee));
  await queueMails(tx, [
    {
      destinatario: buyer!.correo,
      asunto: CANCEL_MSG.asunto(evento!.nombre),
      cuerpo: CANCEL_MAIL.cuerpo({
        nombre: mine[0]!.compradorNombre ?? buyer!.nombre,
        evento: evento!.nombre,
        motivo: DEMO_CANCEL_MOTIVO,
        monto: formatPesos(mine.reduce((sum, o) => sum + o.total, 0)),
        compras: mine.map((o) => formatOrderNumber(o.numero)),
      }),
    },
  ]);
}
