import { and, eq, inArray } from 'drizzle-orm';
import { TIPO_ENTRADA } from '../../../../shared/domain/catalogs';
import type { DbTx } from '../executor';
import { codigosDescuento, entradas, fechas } from '../schema/index';
import { days } from './demo-time';

/**
 * Discount codes (issue 14) on "Subsuelo presenta: Acid Night": PULSO20 takes 20 % off any
 * ticket (100 uses, a few already used), VIPAMIGOS $ 5.000 off each VIP purchase (10 uses).
 * Type one at /comprar; the organiser sees them at /codigos/<idEvento>.
 * Its General Early Bird is hidden, a presale: "Tengo un código" → PREVENTA (an access code,
 * 50 uses) shows it on the event page. Early bird rather than VIP, so VIPAMIGOS keeps a row
 * to discount (an order carries one code).
 */
export async function insertDemoCodes(
  tx: DbTx,
  opts: { idEvento: number; now: Date },
): Promise<void> {
  await tx.insert(codigosDescuento).values([
    {
      idEvento: opts.idEvento,
      codigo: 'PULSO20',
      tipo: 'porcentaje',
      valor: 20,
      maxUsos: 100,
      createdAt: new Date(opts.now.getTime() - days(10)),
    },
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
