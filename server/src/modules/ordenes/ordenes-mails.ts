import { formatDiaSemana, formatHora, formatPesos } from '@shared/format/es-ar';
import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '@shared/format/order-number';
import { ORDEN_MAIL } from '@shared/texts/checkout-mails';
import type { DbExecutor } from '../../db/executor';
import { entradas, fechas, ordenItems, type ordenes } from '../../db/schema/index';
import type { Mail } from '../../mail/outbox';
import { orderReceipts } from './receipts';

type OrdenRow = typeof ordenes.$inferSelect;
interface Buyer {
  correo: string;
  nombre: string;
  evento: string;
}

export type RefundReason = 'sin_stock' | 'pago_repetido' | 'monto_distinto' | 'limite_por_cuenta';

/** "Your tickets" mail, queued in the transaction that issues them. */
export async function confirmationMail(
  tx: DbExecutor,
  orden: OrdenRow,
  buyer: Buyer,
  siteUrl: string | null,
): Promise<Mail> {
  const [items, receipts] = await Promise.all([
    tx
      // The type's name from the line's own stock row: an organiser may have renamed it.
      .select({ item: ordenItems, inicio: fechas.inicio, nombre: entradas.nombre })
      .from(ordenItems)
      .innerJoin(fechas, eq(fechas.idFecha, ordenItems.idFecha))
      .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
      .where(eq(ordenItems.idOrden, orden.idOrden))
      .orderBy(fechas.inicio, ordenItems.cdTipo),
    orderReceipts(tx, [orden.idOrden]),
  ]);
  const receipt = receipts.get(orden.idOrden)!;
  const { totales } = receipt;
  return {
    destinatario: buyer.correo,
    asunto: ORDEN_MAIL.confirmacionAsunto(buyer.evento),
    cuerpo: ORDEN_MAIL.confirmacion({
      nombre: orden.compradorNombre ?? buyer.nombre,
      numero: formatOrderNumber(orden.numero),
      evento: buyer.evento,
      lineas: items
        .map(({ item, inicio, nombre }) =>
          ORDEN_MAIL.linea(
            item.cantidad,
            nombre,
            `${formatDiaSemana(inicio)}, ${formatHora(inicio)}`,
            formatPesos(item.precioUnitario),
          ),
        )
        .concat(
          // Its add-ons (docs/decisions/0090-add-ons.md), each with the tickets of its day.
          receipt.adicionales.map(({ line }) =>
            ORDEN_MAIL.lineaAdicional(line.cantidad, line.nombre, formatPesos(line.precioUnitario)),
          ),
        ),
      subtotal: formatPesos(totales.precioLista),
      descuento:
        totales.descuento > 0
          ? { codigo: receipt.codigo, monto: formatPesos(-totales.descuento) }
          : null,
      cargoServicio: formatPesos(totales.cargoServicio),
      total: formatPesos(totales.total),
      misEntradas: siteUrl ? `${siteUrl}/mis-entradas` : null,
    }),
  };
}

const REFUND_BODY = {
  sin_stock: ORDEN_MAIL.reembolsoSinStock,
  pago_repetido: ORDEN_MAIL.reembolsoPagoRepetido,
  monto_distinto: ORDEN_MAIL.reembolsoMontoDistinto,
  limite_por_cuenta: ORDEN_MAIL.reembolsoLimitePorCuenta,
} as const;

/** "We are giving your money back" mail, queued with the refund it announces. */
export function refundMail(
  orden: OrdenRow,
  buyer: Buyer,
  amount: number,
  reason: RefundReason,
): Mail {
  return {
    destinatario: buyer.correo,
    asunto: ORDEN_MAIL.reembolsoAsunto(buyer.evento),
    cuerpo: REFUND_BODY[reason]({
      nombre: orden.compradorNombre ?? buyer.nombre,
      numero: formatOrderNumber(orden.numero),
      evento: buyer.evento,
      monto: formatPesos(amount),
    }),
  };
}
