import { AR_OFFSET_MS, MESES } from '@shared/domain/argentina-time';
/**
 * Argentina keeps UTC-3 all year (no daylight saving), so local evening times are computed
 * with a fixed offset and stored as proper instants (timestamptz).
 */
const DAY_MS = 86_400_000;

export const days = (n: number) => n * DAY_MS;

/** The night `dayOffset` days after today (Argentina): 23:00 to 07:00 the next morning. */
export function argentinaNight(now: Date, dayOffset: number): { inicio: Date; fin: Date } {
  const local = new Date(now.getTime() + AR_OFFSET_MS);
  const inicio = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayOffset, 23) -
      AR_OFFSET_MS,
  );
  return { inicio, fin: new Date(inicio.getTime() + 8 * 3600_000) };
}

/**
 * The nights of a demo event: `days` nights from `dayOffset`, or one that starts
 * `startsInHours` after now (rounded down to the hour) and lasts eight hours.
 */
export function demoNights(
  ev: { dayOffset: number; days: number; startsInHours?: number },
  now: Date,
): Array<{ inicio: Date; fin: Date }> {
  if (ev.startsInHours !== undefined) {
    const inicio = floorToHour(new Date(now.getTime() + ev.startsInHours * 3600_000));
    return [{ inicio, fin: new Date(inicio.getTime() + 8 * 3600_000) }];
  }
  return Array.from({ length: ev.days }, (_, d) => argentinaNight(now, ev.dayOffset + d));
}

/** "23": the hour in Argentina, two digits. */
export const argentinaHour = (date: Date) =>
  String(new Date(date.getTime() + AR_OFFSET_MS).getUTCHours()).padStart(2, '0');

/** Rounded down to the hour, so sale windows read naturally ("desde las 14:00"). */
export function floorToHour(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 3600_000) * 3600_000);
}

const DIAS = ['DOM', 'LUN', 'MAR', 'MIÉ', 'JUE', 'VIE', 'SÁB'];
const MESES_CORTOS = [
  'ENE',
  'FEB',
  'MAR',
  'ABR',
  'MAY',
  'JUN',
  'JUL',
  'AGO',
  'SEP',
  'OCT',
  'NOV',
  'DIC',
];

/** "VIE 14 SEP" in Argentina time, without depending on the host's ICU data. */
export function shortArgentinaDate(date: Date): string {
  const local = new Date(date.getTime() + AR_OFFSET_MS);
  return `${DIAS[local.getUTCDay()]} ${local.getUTCDate()} ${MESES_CORTOS[local.getUTCMonth()]}`;
}

/** "11 de junio de 2025" in Argentina time. */
export function longArgentinaDate(date: Date): string {
  const local = new Date(date.getTime() + AR_OFFSET_MS);
  return `${local.getUTCDate()} de ${MESES[local.getUTCMonth()]} de ${local.getUTCFullYear()}`;
}
