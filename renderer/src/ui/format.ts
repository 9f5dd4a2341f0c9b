import { AR_OFFSET_MS, DIAS, MESES } from '@shared/domain/argentina-time';
import type { Domicilio } from '@shared/api/discovery';
import { direccionCompleta } from '@shared/domain/location';

/**
 * Dates in es-AR, Buenos Aires time, two-digit hours (DESIGN "Database"), written here rather
 * than with Intl: Argentina keeps UTC−03:00 all year (shared/domain/argentina-time.ts), and
 * building Intl formatters costs a phone tens of milliseconds of locale data while a page
 * hydrates. It also makes the server's HTML and the browser's render the same text whatever ICU
 * each carries (format.test.ts checks every function against Intl).
 */
const DIAS_CORTOS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MESES_CORTOS = MESES.map((m) => (m === 'septiembre' ? 'sept' : m.slice(0, 3)));

const two = (n: number) => String(n).padStart(2, '0');

/** The instant's Argentine wall clock, read with the UTC getters. */
const argentine = (date: Date) => new Date(date.getTime() + AR_OFFSET_MS);
const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const hora = (ar: Date) => `${two(ar.getUTCHours())}:${two(ar.getUTCMinutes())}`;

/** Sentence case: Intl writes weekdays in lower case ("sábado"), headings start upper. */
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** "Sábado, 12 de julio" */
export function formatDia(iso: string): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  return capitalize(`${DIAS[ar.getUTCDay()]}, ${ar.getUTCDate()} de ${MESES[ar.getUTCMonth()]}`);
}

/** "12 de julio de 2025" */
export function formatFechaLarga(iso: string): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  return `${ar.getUTCDate()} de ${MESES[ar.getUTCMonth()]} de ${ar.getUTCFullYear()}`;
}

/** "12/07/2025" (day/month/year) */
export function formatFechaNumerica(iso: string | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  return `${two(ar.getUTCDate())}/${two(ar.getUTCMonth() + 1)}/${ar.getUTCFullYear()}`;
}

/** A calendar day written YYYY-MM-DD (no instant, so no time zone): its parts, or null. */
const calendarDay = (ymd: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);

/** "12/07/2025" from the calendar day "2025-07-12" (already an Argentine date). */
export function formatDiaNumerico(ymd: string): string {
  const parts = calendarDay(ymd);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}

/** "12/07" from the calendar day "2025-07-12": a chart's axis. */
export function formatDiaMes(ymd: string): string {
  const parts = calendarDay(ymd);
  return parts ? `${parts[3]}/${parts[2]}` : '';
}

/** "Sáb, 12 jul, 23:00": the card's first date. */
export function formatFechaCorta(iso: string | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  const dia = `${DIAS_CORTOS[ar.getUTCDay()]}, ${ar.getUTCDate()} ${MESES_CORTOS[ar.getUTCMonth()]}`;
  return capitalize(`${dia}, ${hora(ar)}`);
}

/** "23:00" */
export function formatHora(iso: string): string {
  const date = valid(iso);
  return date ? hora(argentine(date)) : '';
}

/** "23:00 – 07:00" */
export function formatHorario(inicio: string, fin: string): string {
  return `${formatHora(inicio)} – ${formatHora(fin)}`;
}

/** "$ 12.500" (whole pesos, rounded half away from zero; a no-break space after the sign). */
export function formatPesos(amount: number): string {
  const whole = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && whole !== '0' ? '-' : ''}$\u00a0${whole}`;
}

/** "1.234" (a whole number, dotted thousands, as Intl writes it in es-AR). */
export function formatNumero(n: number): string {
  const whole = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 && whole !== '0' ? '-' : ''}${whole}`;
}

/** "Av. Siempre Viva 742, Palermo, Ciudad Autónoma de Buenos Aires", without repeats. */
export function formatDireccion(domicilio: Domicilio | null | undefined): string {
  return direccionCompleta(domicilio);
}

/** The town a card shows: the locality, or the city for Buenos Aires. */
export function formatCiudad(domicilio: Domicilio | null | undefined): string {
  return domicilio?.localidad?.nombre || domicilio?.provincia?.nombre || '';
}
