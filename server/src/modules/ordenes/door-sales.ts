import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDiaSemana, formatHora } from '@shared/format/es-ar';
import type { MedioPuerta } from '@shared/domain/boleteria';
import { formatShortCode } from '@shared/domain/ticket-short-code';
import { ventaPuertaMail } from '@shared/texts/boleteria';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  escaneos,
  eventos,
  fechas,
  ordenItems,
  ordenes,
  tickets,
} from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { issueTickets } from './issue-tickets';
import type { TicketSigner } from '../../tickets/ticket-signer';
import type { PaymentProvider } from '../../payments/provider';
import { lockStockRows, reserveLines } from './stock';

/** One sale at the box office, as the boletería module hands it over. */
export interface DoorSale {
  idVenta: string;
  /** Who sold it: the entry of a buyer who walks in is a scan of theirs. */
  idVendedor: number;
  idEvento: number;
  idCaja: number;
  idEntrada: number;
  cantidad: number;
  medio: MedioPuerta;
  vendidaAt: Date;
  ingresa: boolean;
  correo: string | null;
  nombre: string | null;
  puerta: string;
}

export interface DoorSaleRecorded {
  idOrden: number;
  numero: string;
  tickets: Array<{ codigo: string; codigoCorto: string }>;
}

/** The door sales among these ids already recorded (a replayed sync), with their tickets. */
export async function doorSalesRecorded(
  tx: DbExecutor,
  idVentas: ReadonlyArray<string>,
): Promise<Map<string, DoorSaleRecorded>> {
  const found = new Map<string, DoorSaleRecorded>();
  if (idVentas.length === 0) return found;
  const rows = await tx
    .select({
      idVenta: ordenes.idempotencyKey,
      idOrden: ordenes.idOrden,
      numero: ordenes.numero,
      codigo: tickets.codigo,
      codigoCorto: tickets.codigoCorto,
    })
    .from(ordenes)
    .innerJoin(tickets, eq(tickets.idOrden, ordenes.idOrden))
    .where(and(eq(ordenes.origen, 'puerta'), inArray(ordenes.idempotencyKey, [...idVentas])))
    .orderBy(asc(ordenes.idOrden), asc(tickets.idTicket));
  for (const r of rows) {
    const sale = found.get(r.idVenta) ?? { idOrden: r.idOrden, numero: r.numero, tickets: [] };
    sale.tickets.push({ codigo: r.codigo, codigoCorto: r.codigoCorto });
    found.set(r.idVenta, sale);
  }
  return found;
}

const ticketsOf = (tx: DbExecutor, idOrden: number) =>
  tx
    .select({ codigo: tickets.codigo, codigoCorto: tickets.codigoCorto })
    .from(tickets)
    .where(eq(tickets.idOrden, idOrden))
    .orderBy(asc(tickets.idTicket));

/**
 * Records a sale at the box office (docs/decisions/0094-box-office.md): a paid order of origen
 * 'puerta' with no buyer account, no provider and no service charge, priced at the type's door
 * price, its tickets issued and signed as any other. Its places come from the caja's allotment,
 * which already counts in the type's stock: the caller took one under the caja's lock and this
 * touches no stock. A buyer who walks in with it is recorded as entered at that moment.
 */
export async function recordDoorSale(
  tx: DbExecutor,
  signer: TicketSigner,
  sale: DoorSale,
  now: Date,
): Promise<DoorSaleRecorded> {
  const [row] = await tx
    .select({
      idFecha: entradas.idFecha,
      cdTipo: entradas.cdTipo,
      precio: sql<number>`coalesce(${entradas.precioPuerta}, ${entradas.precio})`,
      evento: eventos.nombre,
      inicio: fechas.inicio,
    })
    .from(entradas)
    .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
    .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
    .where(eq(entradas.idEntrada, sale.idEntrada));
  const precio = Number(row!.precio);
  const total = precio * sale.cantidad;
  const [orden] = await tx
    .insert(ordenes)
    .values({
      idUsuario: null,
      idEvento: sale.idEvento,
      estado: 'pagada',
      origen: 'puerta',
      subtotal: total,
      cargoServicio: 0,
      total,
      holdExpiresAt: sale.vendidaAt,
      idempotencyKey: sale.idVenta,
      requestHash: '',
      provider: null,
      compradorNombre: sale.nombre,
      createdAt: sale.vendidaAt,
      updatedAt: now,
      paidAt: sale.vendidaAt,
      idCaja: sale.idCaja,
      medioPuerta: sale.medio,
    })
    .returning({ idOrden: ordenes.idOrden, numero: ordenes.numero });
  await tx.insert(ordenItems).values({
    idOrden: orden!.idOrden,
    idEntrada: sale.idEntrada,
    idFecha: row!.idFecha,
    cdTipo: row!.cdTipo,
    precioUnitario: precio,
    cantidad: sale.cantidad,
  });
  await issueTickets(
    tx,
    signer,
    { idOrden: orden!.idOrden, idUsuario: null, idEvento: sale.idEvento },
    // Issued now, whenever it was sold: door devices fetch the tickets issued since their cursor.
    now,
  );
  // Walked in with it: each ticket's entry is a scan at the box office's door, so the other
  // doors learn it from their deltas as any entry (modules/puerta, the door's cursor).
  if (sale.ingresa) {
    const issuedIds = await tx
      .select({ idTicket: tickets.idTicket })
      .from(tickets)
      .where(eq(tickets.idOrden, orden!.idOrden));
    const dispositivo = randomUUID();
    for (const { idTicket } of issuedIds) {
      const idEscaneo = randomUUID();
      await tx.insert(escaneos).values({
        idEscaneo,
        idTicket,
        idEvento: sale.idEvento,
        idFecha: row!.idFecha,
        puerta: sale.puerta,
        dispositivo,
        idUsuario: sale.idVendedor,
        escaneadoAt: sale.vendidaAt,
        recibidoAt: now,
        resultado: 'admitido',
      });
      await tx
        .update(tickets)
        .set({ usadoAt: sale.vendidaAt, usadoPuerta: sale.puerta, usadoEscaneo: idEscaneo })
        .where(eq(tickets.idTicket, idTicket));
    }
  }
  const issued = await ticketsOf(tx, orden!.idOrden);
  if (sale.correo) {
    const mail = ventaPuertaMail({
      evento: row!.evento,
      dia: `${formatDiaSemana(row!.inicio)} a las ${formatHora(row!.inicio)}`,
      codigos: issued.map((t) => formatShortCode(t.codigoCorto)),
    });
    await queueMails(tx, [{ destinatario: sale.correo, asunto: mail.asunto, cuerpo: mail.cuerpo }]);
  }
  return { ...orden!, tickets: issued };
}

/** The cajas' door sales that stand, by caja and how they were paid: tickets and pesos. */
export async function doorSalesOfCajas(
  exec: DbExecutor,
  idCajas: ReadonlyArray<number>,
): Promise<Array<{ idCaja: number; medio: MedioPuerta; entradas: number; monto: number }>> {
  if (idCajas.length === 0) return [];
  const rows = await exec
    .select({
      idCaja: ordenes.idCaja,
      medio: ordenes.medioPuerta,
      entradas: sql<number>`coalesce(sum(${ordenItems.cantidad} * ${ordenItems.personas}), 0)::int`,
      monto: sql<number>`coalesce(sum(${ordenItems.cantidad} * ${ordenItems.precioUnitario}), 0)::int`,
    })
    .from(ordenes)
    .innerJoin(ordenItems, eq(ordenItems.idOrden, ordenes.idOrden))
    .where(and(inArray(ordenes.idCaja, [...idCajas]), eq(ordenes.estado, 'pagada')))
    .groupBy(ordenes.idCaja, ordenes.medioPuerta);
  return rows.map((r) => ({
    idCaja: r.idCaja!,
    medio: r.medio!,
    entradas: Number(r.entradas),
    monto: Number(r.monto),
  }));
}

/** An event's door sales that stand: per stock row, and by how they were paid. */
export async function doorSalesOfEvent(exec: DbExecutor, idEvento: number) {
  const rows = await exec
    .select({
      idEntrada: ordenItems.idEntrada,
      medio: ordenes.medioPuerta,
      entradas: sql<number>`sum(${ordenItems.cantidad} * ${ordenItems.personas})::int`,
      monto: sql<number>`sum(${ordenItems.cantidad} * ${ordenItems.precioUnitario})::int`,
    })
    .from(ordenes)
    .innerJoin(ordenItems, eq(ordenItems.idOrden, ordenes.idOrden))
    .where(
      and(
        eq(ordenes.idEvento, idEvento),
        eq(ordenes.origen, 'puerta'),
        eq(ordenes.estado, 'pagada'),
      ),
    )
    .groupBy(ordenItems.idEntrada, ordenes.medioPuerta);
  const porEntrada = new Map<number, number>();
  const resumen = { entradas: 0, efectivo: 0, transferencia: 0, mercadopago: 0, total: 0 };
  // What the productora collected itself (cash, transfers): outside Pulso's settlement.
  const productora = { entradas: 0, efectivo: 0, transferencia: 0, total: 0 };
  for (const r of rows) {
    const n = Number(r.entradas);
    const monto = Number(r.monto);
    porEntrada.set(r.idEntrada, (porEntrada.get(r.idEntrada) ?? 0) + n);
    resumen.entradas += n;
    resumen[r.medio!] += monto;
    resumen.total += monto;
    if (r.medio === 'efectivo' || r.medio === 'transferencia') {
      productora.entradas += n;
      productora[r.medio] += monto;
      productora.total += monto;
    }
  }
  return { porEntrada, resumen, productora };
}

/**
 * A box-office sale paid by Mercado Pago QR (online only): a pending order of origen 'puerta'
 * through today's provider, holding its places from the day's stock like any purchase (so
 * the hold-expiry and payment passes end or pay it as any other), no account, no service
 * charge. Answers null when the day cannot hold them. `idVenta` is the device's id of the
 * sale: asked again, the same order answers.
 */
export async function holdDoorQrSale(
  tx: DbExecutor,
  sale: {
    idVenta: string;
    idEvento: number;
    idCaja: number;
    idEntrada: number;
    cantidad: number;
    nombre: string | null;
    provider: PaymentProvider['name'];
    holdExpiresAt: Date;
  },
  now: Date,
): Promise<{ idOrden: number; creada: boolean } | null> {
  const [previous] = await tx
    .select({ idOrden: ordenes.idOrden })
    .from(ordenes)
    .where(and(eq(ordenes.origen, 'puerta'), eq(ordenes.idempotencyKey, sale.idVenta)));
  if (previous) return { idOrden: previous.idOrden, creada: false };
  const [row] = await tx
    .select({
      idFecha: entradas.idFecha,
      cdTipo: entradas.cdTipo,
      precio: sql<number>`coalesce(${entradas.precioPuerta}, ${entradas.precio})`,
    })
    .from(entradas)
    .where(eq(entradas.idEntrada, sale.idEntrada));
  const line = {
    idEntrada: sale.idEntrada,
    idFecha: row!.idFecha,
    cdTipo: row!.cdTipo,
    cantidad: sale.cantidad,
  };
  await lockStockRows(tx, [line.idFecha]);
  if (await reserveLines(tx, [line], now)) return null;
  const precio = Number(row!.precio);
  const total = precio * sale.cantidad;
  const [orden] = await tx
    .insert(ordenes)
    .values({
      idUsuario: null,
      idEvento: sale.idEvento,
      estado: 'pendiente',
      origen: 'puerta',
      subtotal: total,
      cargoServicio: 0,
      total,
      holdExpiresAt: sale.holdExpiresAt,
      idempotencyKey: sale.idVenta,
      requestHash: '',
      provider: sale.provider,
      compradorNombre: sale.nombre,
      createdAt: now,
      updatedAt: now,
      idCaja: sale.idCaja,
      medioPuerta: 'mercadopago',
    })
    .returning({ idOrden: ordenes.idOrden });
  await tx.insert(ordenItems).values({
    idOrden: orden!.idOrden,
    ...line,
    precioUnitario: precio,
  });
  return { idOrden: orden!.idOrden, creada: true };
}

/** A door QR sale as the box office follows it, with its checkout once stored. */
export async function doorQrSaleOf(exec: DbExecutor, idOrden: number) {
  const [orden] = await exec
    .select({
      idOrden: ordenes.idOrden,
      numero: ordenes.numero,
      idCaja: ordenes.idCaja,
      estado: ordenes.estado,
      total: ordenes.total,
      holdExpiresAt: ordenes.holdExpiresAt,
      redirectUrl: ordenes.redirectUrl,
      medio: ordenes.medioPuerta,
    })
    .from(ordenes)
    .where(and(eq(ordenes.idOrden, idOrden), eq(ordenes.origen, 'puerta')));
  if (!orden || orden.medio !== 'mercadopago') return null;
  return {
    ...orden,
    tickets: orden.estado === 'pagada' ? await ticketsOf(exec, idOrden) : [],
  };
}

/** Stores the provider's checkout of a door QR sale (the first one stored wins). */
export async function storeDoorCheckout(
  exec: DbExecutor,
  c: { idOrden: number; preferenceId: string; redirectUrl: string },
): Promise<void> {
  await exec
    .update(ordenes)
    .set({ preferenceId: c.preferenceId, redirectUrl: c.redirectUrl })
    .where(and(eq(ordenes.idOrden, c.idOrden), isNull(ordenes.preferenceId)));
}
