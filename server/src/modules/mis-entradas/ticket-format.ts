import { AR_TIME_ZONE } from '@shared/domain/argentina-time';

/** How the ticket PDF writes its day, times and price: Argentine time, es-AR, 24-hour clock. */
const dayFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: AR_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: AR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "viernes 4 de enero de 2030" */
export const fechaLarga = (instant: Date) => dayFormat.format(instant).replace(',', '');
/** "23:00" */
export const hora = (instant: Date) => timeFormat.format(instant);

/** "Av. Corrientes 1234, Palermo, Ciudad Autónoma de Buenos Aires" without repeated parts. */
export function direccionCompleta(parts: ReadonlyArray<string>): string {
  const seen = new Set<string>();
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== '' && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
    .join(', ');
}
