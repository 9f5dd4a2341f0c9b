import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { efectivoEsperado, type MedioPuerta } from '@shared/domain/boleteria';
import { recordDoorSale } from '../../modules/ordenes';
import { createTicketSigner, type TicketSigner } from '../../tickets/ticket-signer';
import type { DbTx } from '../executor';
import { cajas, cuposCaja, entradas, productoraMiembros } from '../schema/index';
import type { StockRef } from './demo-orders';

/** The demo's box office seller, a member of the demo productora. */
export const DEMO_BOLETERIA = 'boleteria@pulso.test';
/** What the door charges for a General on the door night (more than online, as usual). */
export const DEMO_DOOR_PRICE = 14000;

/**
 * The box office in the demo (docs/decisions/0094-box-office.md): the door night's General is
 * on door sale; the productora's boletería seller had an early shift an hour ago, on a phone
 * named "Celular boletería": 10 places reserved, three sales (two in cash, one by transfer),
 * counted 500 short ("Faltó cambio"), the 6 unsold places back to the night. So the organiser's
 * cajas, the sales page and the settlement show the channel at once, and the seller can open
 * a new caja right away.
 */
export async function insertDemoBoxOffice(
  tx: DbTx,
  opts: {
    idProductora: number;
    seller: number;
    night: { idEvento: number; idFecha: number };
    general: StockRef;
    now: Date;
    signer?: TicketSigner;
  },
) {
  const signer = opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  await tx.insert(productoraMiembros).values({
    idProductora: opts.idProductora,
    idUsuario: opts.seller,
    rol: 'boleteria',
    createdAt: opts.now,
  });
  await tx
    .update(entradas)
    .set({ precioPuerta: DEMO_DOOR_PRICE })
    .where(eq(entradas.idEntrada, opts.general.idEntrada));
  const abiertaAt = new Date(opts.now.getTime() - 60 * 60_000);
  const [caja] = await tx
    .insert(cajas)
    .values({
      idEvento: opts.night.idEvento,
      idFecha: opts.night.idFecha,
      idVendedor: opts.seller,
      dispositivo: 'Celular boletería',
      abiertaAt,
    })
    .returning({ idCaja: cajas.idCaja });
  const reservadas = 10;
  // The allotment takes its places from the night, as POST /Boleteria/Cupo does.
  await tx
    .update(entradas)
    .set({ vendidas: sql`${entradas.vendidas} + ${reservadas}` })
    .where(eq(entradas.idEntrada, opts.general.idEntrada));
  const ventas: Array<{ cantidad: number; medio: MedioPuerta; nombre: string | null }> = [
    { cantidad: 1, medio: 'efectivo', nombre: null },
    { cantidad: 2, medio: 'efectivo', nombre: 'Ezequiel' },
    { cantidad: 1, medio: 'transferencia', nombre: 'Rocío' },
  ];
  const vendidas = ventas.reduce((s, v) => s + v.cantidad, 0);
  await tx.insert(cuposCaja).values({
    idCaja: caja!.idCaja,
    idEntrada: opts.general.idEntrada,
    cantidad: vendidas,
    vendidas,
  });
  for (const [i, v] of ventas.entries())
    await recordDoorSale(
      tx,
      signer,
      {
        idVenta: randomUUID(),
        idVendedor: opts.seller,
        idEvento: opts.night.idEvento,
        idCaja: caja!.idCaja,
        idEntrada: opts.general.idEntrada,
        cantidad: v.cantidad,
        medio: v.medio,
        vendidaAt: new Date(abiertaAt.getTime() + (i + 1) * 8 * 60_000),
        ingresa: false,
        correo: null,
        nombre: v.nombre,
        puerta: 'Boletería',
      },
      opts.now,
    );
  // Closed: the unsold places back to the night, 500 short in the count.
  await tx
    .update(entradas)
    .set({ vendidas: sql`${entradas.vendidas} - ${reservadas - vendidas}` })
    .where(eq(entradas.idEntrada, opts.general.idEntrada));
  const esperado = efectivoEsperado(
    ventas.map((v) => ({ medio: v.medio, monto: v.cantidad * DEMO_DOOR_PRICE })),
  );
  await tx
    .update(cajas)
    .set({
      cerradaAt: new Date(abiertaAt.getTime() + 40 * 60_000),
      efectivoEsperado: esperado,
      efectivoContado: esperado - 500,
      diferencia: -500,
      nota: 'Faltó cambio',
      devueltos: reservadas - vendidas,
    })
    .where(eq(cajas.idCaja, caja!.idCaja));
}
