import type { DbTx } from '../executor';
import { codigosDescuento } from '../schema/index';
import { days } from './demo-time';

/**
 * Discount codes (issue 14) on "Subsuelo presenta: Acid Night": PULSO20 takes 20 % off any
 * ticket (100 uses, a few already used), VIPAMIGOS $ 5.000 off each VIP purchase (10 uses).
 * Type one at /comprar; the organiser sees them at /codigos/<idEvento>.
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
  ]);
}
