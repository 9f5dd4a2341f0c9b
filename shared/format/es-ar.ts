import { AR_OFFSET_MS, DIAS, MESES } from '../domain/argentina-time';

/**
 * The one home of es-AR date, money and number formatting for what users read (the renderer,
 * through ui/format.ts, and shared texts). Dates are Buenos Aires time with two-digit hours
 * (docs/architecture.md, "Data model in brief"), written here rather than with Intl: Argentina
 * keeps UTC−03:00 all year (shared/domain/argentina-time.ts), and building Intl formatters costs
 * a phone tens of milliseconds of locale data while a page hydrates. It also makes the server's
 * HTML and the browser's render the same text whatever ICU each carries (es-ar.test.ts checks
 * every function against Intl and pins the outputs users see).
 */
const DIAS_CORTOS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MESES_CORTOS = MESES.map((m) => (m === 'septiembre' ? 'sept' : m.slice(0, 3)));

const two = (n: number) => String(n).padStart(2, '0');

/** The instant's Argentine wall clock, read with the UTC getters. */
const argentine = (date: Date) => new Date(date.getTime() + AR_OFFSET_MS);
/** What the functions below take: an ISO instant (the renderer's) or a Date (the server's). */
type Instant = string | Date;
const valid = (iso: Instant | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const hora = (ar: Date) => `${two(ar.getUTCHours())}:${two(ar.getUTCMinutes())}`;

/** Sentence case: Intl writes weekdays in lower case ("sábado"), headings start upper. */
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** "Sábado, 12 de julio" */
export function formatDia(iso: Instant): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  return capitalize(`${DIAS[ar.getUTCDay()]}, ${ar.getUTCDate()} de ${MESES[ar.getUTCMonth()]}`);
}

/** "sábado 12 de julio": the day inside a sentence (mails, stock messages, the settlement). */
export function formatDiaSemana(iso: Instant): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  return `${DIAS[ar.getUTCDay()]} ${ar.getUTCDate()} de ${MESES[ar.getUTCMonth()]}`;
}

/** "sábado 12 de julio de 2025": the day on a ticket and in a modification notice. */
export function formatDiaSemanaAnio(iso: Instant): string {
  const date = valid(iso);
  if (!date) return '';
  return `${formatDiaSemana(date)} de ${argentine(date).getUTCFullYear()}`;
}

/** "Sábado, 12 de julio, 23:00": a page's description of when an event starts. */
export function formatDiaHora(iso: Instant): string {
  const date = valid(iso);
  return date ? `${formatDia(date)}, ${formatHora(date)}` : '';
}

/** "12 de julio de 2025" */
export function formatFechaLarga(iso: Instant): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  return `${ar.getUTCDate()} de ${MESES[ar.getUTCMonth()]} de ${ar.getUTCFullYear()}`;
}

/** "12/07/2025" (day/month/year) */
export function formatFechaNumerica(iso: Instant | null | undefined): string {
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
export function formatFechaCorta(iso: Instant | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  const ar = argentine(date);
  const dia = `${DIAS_CORTOS[ar.getUTCDay()]}, ${ar.getUTCDate()} ${MESES_CORTOS[ar.getUTCMonth()]}`;
  return capitalize(`${dia}, ${hora(ar)}`);
}

/** "23:00" */
export function formatHora(iso: Instant): string {
  const date = valid(iso);
  return date ? hora(argentine(date)) : '';
}

/** "23:00 – 07:00" */
export function formatHorario(inicio: Instant, fin: Instant): string {
  return `${formatHora(inicio)} – ${formatHora(fin)}`;
}

/** Dotted thousands: "1234567" -> "1.234.567". */
const dotted = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "$ 12.500" (whole pesos, rounded half away from zero; a no-break space after the sign). */
export function formatPesos(amount: number): string {
  const whole = dotted(String(Math.round(Math.abs(amount))));
  return `${amount < 0 && whole !== '0' ? '-' : ''}$\u00a0${whole}`;
}

/** "1.234" (a whole number, dotted thousands, as Intl writes it in es-AR). */
export function formatNumero(n: number): string {
  const whole = dotted(String(Math.round(Math.abs(n))));
  return `${n < 0 && whole !== '0' ? '-' : ''}${whole}`;
}

/**
 * "4,3": one decimal after a comma, dotted thousands ("1.234,5"), as Intl writes it in es-AR
 * with one fraction digit. Like Intl, it rounds the number's shortest decimal form half up
 * (4.35 -> "4,4", although the double is a hair below 4.35).
 */
export function formatUnDecimal(n: number): string {
  const abs = Math.abs(n);
  const text = String(abs);
  let tenths: number;
  if (/e/i.test(text)) tenths = Math.round(abs * 10);
  else {
    const [entero = '0', fraccion = ''] = text.split('.');
    tenths = Number(entero + (fraccion[0] ?? '0')) + ((fraccion[1] ?? '0') >= '5' ? 1 : 0);
  }
  const digits = String(tenths).padStart(2, '0');
  const texto = `${dotted(digits.slice(0, -1))},${digits.slice(-1)}`;
  return `${n < 0 && tenths !== 0 ? '-' : ''}${texto}`;
}
