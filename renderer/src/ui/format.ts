import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import { lazily } from '@shared/lazy';
import type { Domicilio } from '@shared/api/discovery';
import { direccionCompleta } from '@shared/domain/location';

/**
 * Dates in es-AR, Buenos Aires time, two-digit hours (DESIGN "Database"), with Intl rather
 * than dayjs so the first screen carries no date library. Formatters are built on first use.
 */
const base = { timeZone: AR_TIME_ZONE } as const;
const dayFormat = lazily(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      ...base,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
);
const longDateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      ...base,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const shortFormat = lazily(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      ...base,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const timeFormat = lazily(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      ...base,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const pesos = lazily(
  () =>
    new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      maximumFractionDigits: 0,
    }),
);

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Sentence case: Intl writes weekdays in lower case ("sábado"), headings start upper. */
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** "Sábado, 12 de julio" */
export function formatDia(iso: string): string {
  const date = valid(iso);
  return date ? capitalize(dayFormat().format(date)) : '';
}

/** "12 de julio de 2025" */
export function formatFechaLarga(iso: string): string {
  const date = valid(iso);
  return date ? longDateFormat().format(date) : '';
}

/** "Sáb, 12 jul, 23:00": the card's first date. */
export function formatFechaCorta(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? capitalize(shortFormat().format(date)) : '';
}

/** "23:00" */
export function formatHora(iso: string): string {
  const date = valid(iso);
  return date ? timeFormat().format(date) : '';
}

/** "23:00 – 07:00" */
export function formatHorario(inicio: string, fin: string): string {
  return `${formatHora(inicio)} – ${formatHora(fin)}`;
}

/** "$ 12.500" (whole pesos). */
export function formatPesos(amount: number): string {
  return pesos().format(amount);
}

/** "Av. Siempre Viva 742, Palermo, Ciudad Autónoma de Buenos Aires", without repeats. */
export function formatDireccion(domicilio: Domicilio | null | undefined): string {
  return direccionCompleta(domicilio);
}

/** The town a card shows: the locality, or the city for Buenos Aires. */
export function formatCiudad(domicilio: Domicilio | null | undefined): string {
  return domicilio?.localidad?.nombre || domicilio?.provincia?.nombre || '';
}
