import { generateKeyPairSync } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TIPO_ENTRADA } from '../../../../shared/domain/catalogs';
import { discountOf } from '../../../../shared/domain/discounts';
import { createTicketSigner, type TicketSigner } from '../../tickets/ticket-signer';
import type { DbTx } from '../executor';
import { codigosDescuento, entradas, fechas, usuarios } from '../schema/index';
import { insertPaidOrder, type StockRef } from './demo-orders';
import { days } from './demo-time';

/**
 * Discount codes (issue 14) on "Subsuelo presenta: Acid Night": PULSO20 takes 20 % off any
 * ticket (100 uses, one already used by a paid order), VIPAMIGOS $ 5.000 off each VIP purchase (10 uses).
 * Type one at /comprar; the organiser sees them at /codigos/<idEvento>.
 * Its General Early Bird is hidden, a presale: "Tengo un código" → PREVENTA (an access code,
 * 50 uses) shows it on the event page. Early bird rather than VIP, so VIPAMIGOS keeps a row
 * to discount (an order carries one code).
 */
export async function insertDemoCodes(
  tx: DbTx,
  opts: {
    idEvento: number;
    now: Date;
    /** The first night's General, where a demo buyer already used PULSO20. */
    general: StockRef;
    signer?: TicketSigner;
  },
): Promise<void> {
  const [pulso20] = await tx
    .insert(codigosDescuento)
    .values({
      idEvento: opts.idEvento,
      codigo: 'PULSO20',
      tipo: 'porcentaje',
      valor: 20,
      maxUsos: 100,
      usos: 1,
      createdAt: new Date(opts.now.getTime() - days(10)),
    })
    .returning({ idCodigo: codigosDescuento.idCodigo });
  // Valentina paid 2 General with it yesterday: her receipts carry the discount line, and
  // Entradas vendidas, Ventas por día, the settlement and the exports count what it brought in.
  const [buyer] = await tx
    .select({ idUsuario: usuarios.idUsuario, nombre: usuarios.nombre, apellido: usuarios.apellido })
    .from(usuarios)
    .where(eq(usuarios.correo, 'valentina.diaz@pulso.test'));
  const cantidad = 2;
  const rule = { tipo: 'porcentaje' as const, valor: 20, tiposEntrada: [] };
  await insertPaidOrder(
    tx,
    opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey),
    {
      row: opts.general,
      cantidad,
      buyer: buyer!,
      paidAt: new Date(opts.now.getTime() - days(1)),
      codigo: {
        idCodigo: pulso20!.idCodigo,
        descuento: discountOf(rule, [{ ...opts.general, cantidad }]),
      },
    },
    9001,
  );
  await tx
    .update(entradas)
    .set({ vendidas: sql`${entradas.vendidas} + ${cantidad}` })
    .where(eq(entradas.idEntrada, opts.general.idEntrada));
  await tx.insert(codigosDescuento).values([
    {
      idEvento: opts.idEvento,
      codigo: 'VIPAMIGOS',
      tipo: 'monto',
      valor: 5000,
      maxUsos: 10,
      tiposEntrada: [2],
      hasta: new Date(opts.now.getTime() + days(20)),
      createdAt: new Date(opts.now.getTime() - days(5)),
    },
    {
      idEvento: opts.idEvento,
      codigo: 'PREVENTA',
      tipo: 'acceso',
      valor: 0,
      maxUsos: 50,
      tiposEntrada: [TIPO_ENTRADA.GENERAL_EARLY_BIRD],
      createdAt: new Date(opts.now.getTime() - days(3)),
    },
  ]);
  const noches = tx
    .select({ idFecha: fechas.idFecha })
    .from(fechas)
    .where(eq(fechas.idEvento, opts.idEvento));
  await tx
    .update(entradas)
    .set({ oculta: true })
    .where(
      and(inArray(entradas.idFecha, noches), eq(entradas.cdTipo, TIPO_ENTRADA.GENERAL_EARLY_BIRD)),
    );
}
