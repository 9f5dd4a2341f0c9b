import type { EventoView } from '@shared/api/discovery';
import type { PurchaseItem } from '@shared/domain/purchase';
import { readSessionJson, removeSessionKey, writeSessionJson } from '../platform/session-cache';

/**
 * Virtual-queue admissions of this tab (issue 12): the token GET /FilaVirtual/Estado answered
 * for a high-demand day, kept in sessionStorage by day until it ends, so the event page, the
 * queue page and the checkout (header x-admision) find it across navigations and reloads.
 */
interface StoredAdmission {
  token: string;
  /** When the admission ends (ISO). */
  expira: string;
}

const keyOf = (idFecha: number) => `admision-${idFecha}`;
/** An admission about to end is not offered: the order would be refused on the way. */
const MARGIN_MS = 5000;

export function saveAdmission(idFecha: number, token: string, expira: string): void {
  writeSessionJson(keyOf(idFecha), { token, expira } satisfies StoredAdmission);
}

export function forgetAdmission(idFecha: number): void {
  removeSessionKey(keyOf(idFecha));
}

/** The day's admission token while it lasts, or null. */
export function admissionFor(idFecha: number, now = Date.now()): string | null {
  const stored = readSessionJson<Partial<StoredAdmission>>(keyOf(idFecha));
  if (typeof stored?.token !== 'string' || typeof stored.expira !== 'string') return null;
  if (Date.parse(stored.expira) - MARGIN_MS <= now) {
    forgetAdmission(idFecha);
    return null;
  }
  return stored.token;
}

/** When the day's admission kept in this tab ends (ms), or null when there is none. */
export function admissionEnd(idFecha: number): number | null {
  const stored = readSessionJson<Partial<StoredAdmission>>(keyOf(idFecha));
  const end = typeof stored?.expira === 'string' ? Date.parse(stored.expira) : NaN;
  return typeof stored?.token === 'string' && Number.isFinite(end) ? end : null;
}

/** The x-admision header for an order of these days: their tokens, comma-separated. */
export function admissionHeader(idFechas: ReadonlyArray<number>, now = Date.now()): string | null {
  const tokens = [...new Set(idFechas)]
    .map((idFecha) => admissionFor(idFecha, now))
    .filter((token): token is string => token !== null);
  return tokens.length > 0 ? tokens.join(',') : null;
}

/** The first high-demand day of the purchase this tab has no admission for, or null. */
export function dayNeedingQueue(
  evento: Pick<EventoView, 'fechas'>,
  items: ReadonlyArray<Pick<PurchaseItem, 'idFecha'>>,
  now = Date.now(),
): number | null {
  for (const item of items) {
    const fecha = evento.fechas.find((f) => f.idFecha === item.idFecha);
    if (fecha?.altaDemanda && admissionFor(item.idFecha, now) === null) return item.idFecha;
  }
  return null;
}
