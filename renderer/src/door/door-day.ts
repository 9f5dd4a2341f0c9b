import type {
  PuertaCambios,
  PuertaEntrada,
  PuertaFecha,
  PuertaIngreso,
  PuertaSnapshot,
} from '@shared/api/door';
import type { TicketPublicKey } from '@shared/api/checkout';
import type { DoorState } from '@shared/domain/door';
import { foldText } from '@shared/domain/text-search';

/**
 * One event day as a device holds it (issue 10): the snapshot, merged with every delta and with
 * the device's own scans, so it can admit with no connection. Pure functions; door-session.ts
 * keeps the live copy and stores it in IndexedDB.
 */
export interface DoorDay {
  idFecha: number;
  idEvento: number;
  nombreEvento: string;
  /** An 18+ night's age: the door asks for the DNI before letting a ticket in. */
  edadMinima: number | null;
  /** The person also sells at this day's box office. */
  vende: boolean;
  fecha: PuertaFecha;
  clave: TicketPublicKey;
  cursor: string;
  /** By tid. */
  entradas: Record<string, PuertaEntrada>;
  revocadas: string[];
  /** By tid: the first scan the device knows of (the server's, or its own offline one). */
  ingresos: Record<string, { at: string; puerta: string }>;
  vendidos: number;
  /** Server clock minus device clock (ms), measured at the last download. */
  offsetMs: number;
  /** Device time (ms) of the last successful download. */
  actualizadoAt: number;
}

/**
 * The offset of the server's clock to the device's, taking the server's time as read halfway
 * through the request.
 */
export function clockOffset(servidorAt: string, sentAt: number, receivedAt: number): number {
  return Date.parse(servidorAt) - Math.round((sentAt + receivedAt) / 2);
}

const byTid = <T extends { tid: string }>(rows: readonly T[]) =>
  Object.fromEntries(rows.map((r) => [r.tid, r]));

const ingresosOf = (rows: readonly PuertaIngreso[]) =>
  Object.fromEntries(rows.map((r) => [r.tid, { at: r.at, puerta: r.puerta }]));

export function dayFromSnapshot(s: PuertaSnapshot, offsetMs: number, now: number): DoorDay {
  return {
    idFecha: s.fecha.idFecha,
    idEvento: s.idEvento,
    nombreEvento: s.nombreEvento,
    edadMinima: s.edadMinima ?? null,
    vende: s.vende ?? false,
    fecha: s.fecha,
    clave: s.clave,
    cursor: s.cursor,
    entradas: byTid(s.entradas),
    revocadas: [...s.revocadas],
    ingresos: ingresosOf(s.ingresos),
    vendidos: s.vendidos,
    offsetMs,
    actualizadoAt: now,
  };
}

/**
 * Merges a delta. The server's first scans replace what the device believed (an offline scan of
 * this device may have lost to an earlier one elsewhere); merging the same delta twice changes
 * nothing.
 */
export function mergeCambios(
  day: DoorDay,
  c: PuertaCambios,
  offsetMs: number,
  now: number,
): DoorDay {
  const revocadas = new Set(day.revocadas);
  for (const tid of c.revocadas) revocadas.add(tid);
  return {
    ...day,
    cursor: c.cursor,
    entradas: { ...day.entradas, ...byTid(c.entradas) },
    revocadas: [...revocadas],
    ingresos: { ...day.ingresos, ...ingresosOf(c.ingresos) },
    vendidos: c.vendidos,
    offsetMs,
    actualizadoAt: now,
  };
}

/** The device records a scan it let in (only the first one per ticket counts). */
export function withIngreso(day: DoorDay, tid: string, at: string, puerta: string): DoorDay {
  if (day.ingresos[tid]) return day;
  return { ...day, ingresos: { ...day.ingresos, [tid]: { at, puerta } } };
}

export function doorStateOf(day: DoorDay): DoorState {
  return {
    idEvento: day.idEvento,
    idFecha: day.idFecha,
    revocadas: new Set(day.revocadas),
    ingresadas: new Map(Object.entries(day.ingresos)),
  };
}

export const ingresadosOf = (day: DoorDay) => Object.keys(day.ingresos).length;

/**
 * The ticket of the day with this short code (already normalised). A transfer gives the ticket
 * a new tid and code and its old ones stay in the list, revoked: should a new ticket have drawn
 * that old code, the live one wins.
 */
export function entradaOfShortCode(day: DoorDay, corto: string): PuertaEntrada | undefined {
  const revocadas = new Set(day.revocadas);
  let found: PuertaEntrada | undefined;
  for (const e of Object.values(day.entradas)) {
    if (e.codigoCorto !== corto) continue;
    if (!revocadas.has(e.tid)) return e;
    found ??= e;
  }
  return found;
}

/** The device's clock shifted to the server's. */
export const serverNow = (day: DoorDay, deviceNow = Date.now()) =>
  new Date(deviceNow + day.offsetMs);

/**
 * Tickets whose holder's name contains every word typed (accents and case aside), or whose DNI
 * starts with the digits typed; at most `limit`, by name.
 */
export function findHolders(day: DoorDay, query: string, limit = 20): PuertaEntrada[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const digits = query.replace(/\D/g, '');
  const isDni = digits.length >= 3 && /^[\d.\s]+$/.test(query.trim());
  return Object.values(day.entradas)
    .filter((e) =>
      isDni
        ? e.dni.replace(/\D/g, '').startsWith(digits)
        : words.every((w) => foldText(e.titular).includes(w)),
    )
    .sort((a, b) => a.titular.localeCompare(b.titular, 'es'))
    .slice(0, limit);
}
