import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { serviceFee } from '../../../../shared/domain/fees';
import { LIMITS } from '../../../../shared/domain/limits';
import { createTicketSigner, type TicketSigner } from '../../tickets/ticket-signer';
import type { DbTx } from '../executor';
import {
  entradas,
  ordenes,
  ordenItems,
  pagos,
  sandboxPagos,
  sandboxPreferencias,
  tickets,
  usuarios,
} from '../schema/index';
import { days } from './demo-time';

/**
 * The people who bought the demo's sold-out rows. They exist so every sold ticket comes from
 * a paid order (entradas.vendidas is what orders hold); they have no password and are not
 * listed among the demo accounts.
 */
export const DEMO_BUYERS = [
  { correo: 'lucia.romero@pulso.test', nombre: 'Lucía', apellido: 'Romero' },
  { correo: 'mateo.sosa@pulso.test', nombre: 'Mateo', apellido: 'Sosa' },
  { correo: 'valentina.diaz@pulso.test', nombre: 'Valentina', apellido: 'Díaz' },
] as const;

export interface SoldRow {
  idEvento: number;
  idEntrada: number;
  idFecha: number;
  cdTipo: number;
  precio: number;
  vendidas: number;
}

/** A stock row (entradas) and what identifies it. */
export type StockRef = Omit<SoldRow, 'vendidas'>;

/** Tickets a named demo account bought (the demo attendee's "Entradas adquiridas"). */
export interface DemoPurchase {
  row: StockRef;
  cantidad: number;
  buyer: DemoBuyer;
  paidAt: Date;
  /** A discount code it used (demo-codes.ts) and what it took off, as checkout charges it. */
  codigo?: { idCodigo: number; descuento: number };
  /** The RRPP it is a sale of, and how (demo-rrpp.ts). */
  rrpp?: { idUsuario: number; via: 'enlace' | 'codigo' };
}

export interface DemoBuyer {
  idUsuario: number;
  nombre: string;
  apellido: string;
  dni?: string | null;
  telefono?: string | null;
}

/**
 * Paid orders (at most 10 tickets per row, as checkout allows) with their payments, tickets
 * and the sandbox provider's own records, so the demo's sales read like real ones: the
 * organiser's tickets-sold page counts them and cancelling the event refunds them. `sold`
 * rows already count their tickets in vendidas; each purchase adds its own to its row.
 */
export async function insertDemoOrders(
  tx: DbTx,
  sold: ReadonlyArray<SoldRow>,
  opts: { now: Date; signer?: TicketSigner; purchases?: ReadonlyArray<DemoPurchase> },
): Promise<number> {
  const signer = opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  const buyers = await tx
    .insert(usuarios)
    .values(
      DEMO_BUYERS.map((b) => ({
        ...b,
        createdAt: new Date(opts.now.getTime() - days(60)),
        correoConfirmadoAt: new Date(opts.now.getTime() - days(60)),
      })),
    )
    .returning({
      idUsuario: usuarios.idUsuario,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
    });
  let n = 0;
  for (const row of sold) {
    for (let left = row.vendidas; left > 0; left -= LIMITS.maxTicketsPerRow) {
      const cantidad = Math.min(LIMITS.maxTicketsPerRow, left);
      const buyer = buyers[n % buyers.length]!;
      n += 1;
      const paidAt = new Date(opts.now.getTime() - days(1) - n * 60_000);
      await insertPaidOrder(tx, signer, { row, cantidad, buyer, paidAt }, n);
    }
  }
  for (const purchase of opts.purchases ?? []) {
    n += 1;
    // Stock counts every ticket of a pending or paid order.
    await tx
      .update(entradas)
      .set({ vendidas: sql`${entradas.vendidas} + ${purchase.cantidad}` })
      .where(eq(entradas.idEntrada, purchase.row.idEntrada));
    await insertPaidOrder(tx, signer, purchase, n);
  }
  return n;
}

export async function insertPaidOrder(
  tx: DbTx,
  signer: TicketSigner,
  { row, cantidad, buyer, paidAt, codigo, rrpp }: DemoPurchase,
  n: number,
): Promise<void> {
  const subtotal = row.precio * cantidad;
  const descuento = codigo?.descuento ?? 0;
  const cargoServicio = serviceFee(subtotal - descuento);
  const preferenceId = `sbxprefdemo${n}`;
  const [orden] = await tx
    .insert(ordenes)
    .values({
      idUsuario: buyer.idUsuario,
      idEvento: row.idEvento,
      estado: 'pagada',
      subtotal,
      cargoServicio,
      total: subtotal - descuento + cargoServicio,
      ...(codigo && { idCodigo: codigo.idCodigo, descuento }),
      ...(rrpp && { idRrpp: rrpp.idUsuario, rrppVia: rrpp.via }),
      holdExpiresAt: new Date(paidAt.getTime() + 10 * 60_000),
      idempotencyKey: `demo-${randomUUID()}`,
      requestHash: 'demo',
      provider: 'sandbox',
      preferenceId,
      compradorNombre: buyer.nombre,
      compradorApellido: buyer.apellido,
      compradorTipoId: 'DNI',
      compradorNumeroId: buyer.dni ?? String(30_000_000 + n),
      compradorTelefono: buyer.telefono ?? '1155550000',
      createdAt: paidAt,
      updatedAt: paidAt,
      paidAt,
    })
    .returning({ idOrden: ordenes.idOrden, total: ordenes.total });
  const idOrden = orden!.idOrden;
  const [item] = await tx
    .insert(ordenItems)
    .values({
      idOrden,
      idEntrada: row.idEntrada,
      idFecha: row.idFecha,
      cdTipo: row.cdTipo,
      precioUnitario: row.precio,
      cantidad,
    })
    .returning({ idItem: ordenItems.idItem });
  const paymentId = `sbxpaydemo${n}`;
  await tx.insert(sandboxPreferencias).values({
    id: preferenceId,
    externalReference: String(idOrden),
    titulo: 'Entradas (demo)',
    amount: orden!.total,
    successUrl: '/mis-entradas',
    failureUrl: '/',
    pendingUrl: '/mis-entradas',
    expiresAt: new Date(paidAt.getTime() + 10 * 60_000),
    createdAt: paidAt,
  });
  await tx.insert(sandboxPagos).values({
    id: paymentId,
    preferenceId,
    externalReference: String(idOrden),
    status: 'approved',
    amount: orden!.total,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  await tx.insert(pagos).values({
    provider: 'sandbox',
    providerPaymentId: paymentId,
    idOrden,
    status: 'approved',
    amount: orden!.total,
    receivedAt: paidAt,
    updatedAt: paidAt,
  });
  const iat = Math.floor(paidAt.getTime() / 1000);
  await tx.insert(tickets).values(
    Array.from({ length: cantidad }, () => {
      const uid = randomUUID();
      return {
        uid,
        idOrden,
        idItem: item!.idItem,
        idFecha: row.idFecha,
        cdTipo: row.cdTipo,
        idUsuario: buyer.idUsuario,
        createdAt: paidAt,
        codigo: signer.sign({
          tid: uid,
          idEvento: row.idEvento,
          idFecha: row.idFecha,
          cdTipo: row.cdTipo,
          iat,
        }),
      };
    }),
  );
}
