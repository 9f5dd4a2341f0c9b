import { AR_TIME_ZONE } from '@shared/domain/argentina-time';

/** es-AR wording for what the server writes itself (stock messages, mails, sandbox page). */
const dayFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: AR_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const timeFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: AR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const pesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  maximumFractionDigits: 0,
});

/** "sábado 12 de julio" */
export const diaLabel = (instant: Date) => dayFormat.format(instant).replace(',', '');
/** "23:00" */
export const horaLabel = (instant: Date) => timeFormat.format(instant);
/** "$ 12.500" */
export const pesosLabel = (amount: number) => pesos.format(amount);
