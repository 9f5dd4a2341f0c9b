import { formatDiaSemana, formatHora } from '@shared/format/es-ar';
import { createHash, randomBytes } from 'node:crypto';
import { ARREPENTIMIENTO_MSG } from '@shared/api/withdrawal';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { withdrawalDeadline, withdrawalLimit } from '@shared/domain/withdrawal';
import type { DbExecutor } from '../../db/executor';
import { withdrawalFacts, type WithdrawalFacts } from '../ordenes';

// Crockford's base 32 without look-alikes: read aloud or typed without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A tracking code, ARR-XXXX-XXXX (the rule requires one for every request). */
export const newWithdrawalCode = () => {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `ARR-${chars.slice(0, 4)}-${chars.slice(4)}`;
};

/** The confirmation link's secret: 32 random bytes; only its SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** "sábado 20 de julio, 23:00 h": deadlines in refusals and mails. */
export const limitLabel = (d: Date) => `${formatDiaSemana(d)}, ${formatHora(d)} h`;

/**
 * Why this order may not be withdrawn now (a Spanish sentence), or null. Used and past
 * orders are refused here: a ticket that let someone in, or a window that closed 24 hours
 * before the first night, ends the right.
 */
export function withdrawalRefusal(f: WithdrawalFacts, now: Date): string | null {
  if (f.cdEstado === ESTADO_EVENTO.BORRADO) return ARREPENTIMIENTO_MSG.eventoCancelado;
  if (f.estado === 'reembolso_pendiente' || f.estado === 'reembolsada')
    return ARREPENTIMIENTO_MSG.yaSolicitado;
  if (f.estado !== 'pagada' || !f.paidAt) return ARREPENTIMIENTO_MSG.noPagada;
  const primerInicio = new Date(f.primerInicio);
  const hasta = withdrawalDeadline(f.paidAt, primerInicio);
  if (now >= hasta)
    return withdrawalLimit(f.paidAt, primerInicio) === 'diezDias'
      ? ARREPENTIMIENTO_MSG.fueraDePlazo(limitLabel(hasta))
      : ARREPENTIMIENTO_MSG.muyCerca(limitLabel(hasta));
  if (f.transferidas) return ARREPENTIMIENTO_MSG.conTransferidas;
  if (f.enReventa) return ARREPENTIMIENTO_MSG.conReventa;
  if (f.ingresadas) return ARREPENTIMIENTO_MSG.ingresada;
  return null;
}

/** The last instant (exclusive) this order may be withdrawn. */
export const deadlineOf = (f: WithdrawalFacts) =>
  withdrawalDeadline(f.paidAt!, new Date(f.primerInicio));

/**
 * The ids of these orders that may be withdrawn now: the ticket screens offer the withdrawal
 * only on them (never on a used ticket or a past event).
 */
export async function withdrawableOrders(
  exec: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
  now: Date,
): Promise<Set<number>> {
  const ids = [...new Set(idOrdenes)];
  if (ids.length === 0) return new Set();
  const facts = await withdrawalFacts(exec, { idOrdenes: ids });
  return new Set(facts.filter((f) => withdrawalRefusal(f, now) === null).map((f) => f.idOrden));
}
