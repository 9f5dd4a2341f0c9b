import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrdenItemView, OrdenView, TicketView } from '@shared/api/checkout';
import type { ReventaEstado } from '@shared/api/waitlist';
import type { OrdenEstado, ReembolsoEstado } from '@shared/domain/orders';
import type { DbExecutor } from '../../db/executor';
import {
  codigosDescuento,
  entradas,
  eventos,
  fechas,
  ordenes,
  ordenItems,
  reembolsos,
  reventas,
  tickets,
} from '../../db/schema/index';
import { providerOf } from './order-buyer';
import { orderReceipts, ticketImportesView, type OrderReceipt } from './receipts';

/** End of the event's last day: /mis-entradas splits Próximos / Finalizados on it. */
const finEvento = sql<Date>`(select max(f2.fin) from ${fechas} f2 where f2.id_evento = ${fechas.idEvento})`;

/**
 * A ticket's live or completed resale listing (issue 13), with the seller's refund, as JSON;
 * null when it was never listed (or every listing was cancelled).
 */
const reventaJson = sql<{
  idReventa: number;
  precio: number;
  estado: ReventaEstado;
  creadaAt: string;
  reembolso: { monto: number; estado: ReembolsoEstado } | null;
} | null>`(
  select json_build_object('idReventa', rv.id_reventa, 'precio', rv.precio, 'estado', rv.estado,
    'creadaAt', rv.creada_at,
    'reembolso', (select json_build_object('monto', rb.monto, 'estado', rb.estado)
                  from ${reembolsos} rb where rb.id_reventa = rv.id_reventa))
  from ${reventas} rv
  where rv.id_ticket = ${tickets.idTicket} and rv.estado in ('publicada', 'ofertada', 'vendida'))`;

/** Issued tickets with what the ticket screens show, newest event day first. */
export async function ticketViews(
  exec: DbExecutor,
  where: SQL,
  /** The receipts of their orders, when the caller read them already. */
  known?: ReadonlyMap<number, OrderReceipt>,
): Promise<TicketView[]> {
  const rows = await exec
    .select({
      idTicket: tickets.idTicket,
      codigo: tickets.codigo,
      codigoCorto: tickets.codigoCorto,
      idOrden: tickets.idOrden,
      // Only its buyer reads the order's number (docs/decisions/0076-hostile-users.md).
      numeroOrden: sql<string | null>`(select o.numero from ${ordenes} o
        where o.id_orden = ${tickets.idOrden} and o.id_usuario = ${tickets.idUsuario})`,
      idEvento: fechas.idEvento,
      evento: eventos.nombre,
      idFecha: tickets.idFecha,
      inicio: fechas.inicio,
      fin: fechas.fin,
      finEvento,
      cdTipo: tickets.cdTipo,
      // The stock row's own name, so a renamed type reads as renamed here too.
      dsTipo: entradas.nombre,
      idItem: tickets.idItem,
      // Its place among its line's tickets: which share of the line's figures is its own.
      posicion: sql<number>`(select count(*) from ${tickets} t2
        where t2.id_orden = ${tickets.idOrden} and t2.id_item = ${tickets.idItem}
          and t2.id_ticket < ${tickets.idTicket})`.mapWith(Number),
      usadoAt: tickets.usadoAt,
      createdAt: tickets.createdAt,
      reventa: reventaJson,
      adicionales: tickets.adicionales,
      nombreAsistente: tickets.nombreAsistente,
    })
    .from(tickets)
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
    // Through its order line: several rows of a day may share a cd_tipo.
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .where(where)
    .orderBy(desc(fechas.inicio), asc(tickets.idTicket));
  const receipts =
    known ??
    (await orderReceipts(
      exec,
      rows.map((r) => r.idOrden),
    ));
  return rows.map(({ idItem, posicion, adicionales, nombreAsistente, ...r }) => ({
    ...r,
    ...(adicionales.length > 0 && { adicionales }),
    ...(nombreAsistente !== null && { nombreAsistente }),
    importes: ticketImportesView(receipts.get(r.idOrden), idItem, posicion),
    inicio: r.inicio.toISOString(),
    fin: r.fin.toISOString(),
    finEvento: new Date(r.finEvento).toISOString(),
    usadoAt: r.usadoAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    reventa: r.reventa && {
      ...r.reventa,
      creadaAt: new Date(r.reventa.creadaAt).toISOString(),
    },
  }));
}

async function itemViews(exec: DbExecutor, idOrdenes: number[]) {
  const rows = await exec
    .select({
      idOrden: ordenItems.idOrden,
      idItem: ordenItems.idItem,
      idFecha: ordenItems.idFecha,
      dia: fechas.inicio,
      cdTipo: ordenItems.cdTipo,
      dsTipo: entradas.nombre,
      precioUnitario: ordenItems.precioUnitario,
      cantidad: ordenItems.cantidad,
      personas: ordenItems.personas,
    })
    .from(ordenItems)
    .innerJoin(fechas, eq(fechas.idFecha, ordenItems.idFecha))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .where(inArray(ordenItems.idOrden, idOrdenes))
    .orderBy(asc(fechas.inicio), asc(ordenItems.cdTipo));
  const byOrden = new Map<number, OrdenItemView[]>();
  for (const { idOrden, dia, personas, ...r } of rows) {
    const list = byOrden.get(idOrden) ?? [];
    list.push({
      ...r,
      dia: dia.toISOString(),
      itemSubtotal: r.precioUnitario * r.cantidad,
      ...(personas > 1 && { personas }),
    });
    byOrden.set(idOrden, list);
  }
  return byOrden;
}

/** States an order can be in once its tickets were issued. */
const WITH_TICKETS = new Set<OrdenEstado>(['pagada', 'reembolso_pendiente', 'reembolsada']);

/** Orders as their owner reads them (GET /Orden/GetOrden). */
export async function ordenViews(exec: DbExecutor, where: SQL): Promise<OrdenView[]> {
  const rows = await exec
    .select({
      orden: ordenes,
      evento: eventos.nombre,
      codigo: codigosDescuento.codigo,
      // The order's latest refund, in the same query.
      refund: sql<{ estado: ReembolsoEstado; monto: number } | null>`(
        select json_build_object('estado', r.estado, 'monto', r.monto) from ${reembolsos} r
        where r.id_orden = ${ordenes.idOrden} order by r.id_reembolso desc limit 1)`,
    })
    .from(ordenes)
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .leftJoin(codigosDescuento, eq(codigosDescuento.idCodigo, ordenes.idCodigo))
    .where(where)
    .orderBy(desc(ordenes.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.orden.idOrden);
  // Tickets exist only for orders that were paid (nothing moves back to pendiente after).
  const paidIds = rows.filter((r) => WITH_TICKETS.has(r.orden.estado)).map((r) => r.orden.idOrden);
  const [items, receipts] = await Promise.all([itemViews(exec, ids), orderReceipts(exec, ids)]);
  const issued =
    paidIds.length > 0 ? await ticketViews(exec, inArray(tickets.idOrden, paidIds), receipts) : [];
  return rows.map(({ orden: o, evento, codigo, refund }) => {
    // The figures of its receipt (shared/domain/receipt.ts), which its tickets add up to.
    const { totales, adicionales } = receipts.get(o.idOrden)!;
    return {
      idOrden: o.idOrden,
      numero: o.numero,
      idEvento: o.idEvento,
      evento,
      estado: o.estado,
      // A buyer's own orders: never an invitation, which has no buyer and no provider.
      provider: providerOf(o),
      items: items.get(o.idOrden) ?? [],
      ...(adicionales.length > 0 && { adicionales: adicionales.map((a) => a.line) }),
      subtotal: totales.precioLista,
      descuento: totales.descuento,
      codigo: codigo ?? null,
      cargoServicio: totales.cargoServicio,
      total: totales.total,
      holdExpiresAt: o.holdExpiresAt.toISOString(),
      redirectUrl: o.estado === 'pendiente' ? o.redirectUrl : null,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      tickets: issued.filter((t) => t.idOrden === o.idOrden),
      reembolso: refund ? { estado: refund.estado, monto: refund.monto } : null,
    };
  });
}

export async function ordenView(exec: DbExecutor, idOrden: number, idUsuario?: number) {
  const where =
    idUsuario === undefined
      ? eq(ordenes.idOrden, idOrden)
      : and(eq(ordenes.idOrden, idOrden), eq(ordenes.idUsuario, idUsuario))!;
  return (await ordenViews(exec, where))[0] ?? null;
}
