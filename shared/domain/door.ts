import type { TicketClaims } from '../api/checkout';

/**
 * The door's rules (issue 10), the same on the device (offline) and on the server.
 *
 * A door opens for one event day (fecha) from DOOR_OPENS_BEFORE_MS before the day starts
 * until DOOR_CLOSES_AFTER_MS after it ends: staff see their events only then, and the
 * server refuses scans outside it.
 */
/** Every verdict a scan can get (texts: SCAN_RESULT_TEXT in shared/texts/door.ts). */
export const RESULTADOS_ESCANEO = [
  'admitido',
  'usada',
  'anulada',
  'otro_evento',
  'otro_dia',
  'invalido',
  'lista_vencida',
] as const;
export type ResultadoEscaneo = (typeof RESULTADOS_ESCANEO)[number];

export const DOOR_OPENS_BEFORE_MS = 12 * 3600_000;
export const DOOR_CLOSES_AFTER_MS = 6 * 3600_000;

/** Longest ticket code a scan may carry (a real one is ~300 characters). */
export const TICKET_CODE_MAX = 2_000;
/** Scans in one sync batch. */
export const SYNC_BATCH_MAX = 500;
/** Longest door name ("Puerta 1", "VIP"...). */
export const PUERTA_NOMBRE_MAX = 40;
/**
 * An offline scan's time, once corrected by the device's offset to the server, may be at most
 * this far in the past when it reaches the server; older (or future) times are clocks that
 * disagree, and the server uses the time it received the scan.
 */
export const SCAN_CLOCK_WINDOW_MS = 48 * 3600_000;
/** How often the door app asks for changes while online, and the organiser's numbers refresh. */
export const DOOR_DELTA_INTERVAL_MS = 5_000;
export const DOOR_LIVE_INTERVAL_MS = 3_000;
/** Invitation links for new door staff last this long. */
export const DOOR_INVITATION_HOURS = 7 * 24;

/**
 * Scans queued by a device that stayed offline past the door's closing are still taken this
 * long after it closed (by the same people), so no scan is lost to a late connection.
 */
export const DOOR_SYNC_GRACE_MS = 48 * 3600_000;

export function doorIsOpen(
  fecha: { inicio: Date; fin: Date },
  now: Date,
  closesAfterMs = DOOR_CLOSES_AFTER_MS,
): boolean {
  const t = now.getTime();
  return (
    t >= fecha.inicio.getTime() - DOOR_OPENS_BEFORE_MS && t <= fecha.fin.getTime() + closesAfterMs
  );
}

/** Whether queued scans of that day are still taken (the door open, or closed within the grace). */
export const doorAcceptsSync = (fecha: { inicio: Date; fin: Date }, now: Date) =>
  doorIsOpen(fecha, now, DOOR_CLOSES_AFTER_MS + DOOR_SYNC_GRACE_MS);

/** What a door knows when it judges a code whose signature it already checked. */
export interface DoorState {
  idEvento: number;
  idFecha: number;
  /** tids no longer valid (refunded, cancelled, transferred). */
  revocadas: ReadonlySet<string>;
  /** tids already in, with when and where. */
  ingresadas: ReadonlyMap<string, { at: string; puerta: string }>;
}

/**
 * The verdict for one scan at `at`, checks in this order: signature (claims null → invalido),
 * event, day, revocation, first scan, then a guest list's deadline (issue 14: a guest who got
 * in before it and comes back is 'usada', one who arrives after it 'lista_vencida'). The device
 * runs it offline; the server runs the same order before its atomic check-in decides 'usada'
 * for real.
 */
export function decideScan(
  claims: TicketClaims | null,
  state: DoorState,
  at: Date,
): ResultadoEscaneo {
  if (!claims) return 'invalido';
  if (claims.idEvento !== state.idEvento) return 'otro_evento';
  if (claims.idFecha !== state.idFecha) return 'otro_dia';
  if (state.revocadas.has(claims.tid)) return 'anulada';
  if (state.ingresadas.has(claims.tid)) return 'usada';
  if (listaVencida(claims, at)) return 'lista_vencida';
  return 'admitido';
}

/** Whether a guest-list ticket's deadline had passed at `at`. */
export const listaVencida = (claims: Pick<TicketClaims, 'lista'>, at: Date) =>
  claims.lista?.hasta !== undefined && at.getTime() > claims.lista.hasta * 1000;

/**
 * The time the server records for an offline scan: the device's time (already shifted by its
 * measured offset to the server) when it is within SCAN_CLOCK_WINDOW_MS before reception and
 * not after it; otherwise the reception time.
 */
export function scanTimeOf(deviceAt: Date | null, receivedAt: Date): Date {
  if (!deviceAt || Number.isNaN(deviceAt.getTime())) return receivedAt;
  const d = deviceAt.getTime();
  const r = receivedAt.getTime();
  return d <= r && d >= r - SCAN_CLOCK_WINDOW_MS ? deviceAt : receivedAt;
}
