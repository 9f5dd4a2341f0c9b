import { addDays, arDate, arDayStart } from './argentina-time';

/**
 * The withdrawal right ("Botón de arrepentimiento", Resolución 424/2020 SCI, Ley 24.240 art.
 * 34): a purchase may be undone within 10 calendar days of it, and Pulso's terms add "always
 * before the event", which Pulso reads as no later than 24 hours before its first night starts.
 * Calendar days are Argentine: bought any time on the 1st, it may be withdrawn until the 11th
 * starts (00:00 in Buenos Aires).
 */
export const WITHDRAWAL = { calendarDays: 10, hoursBeforeEvent: 24 } as const;

/** The last instant (exclusive) a purchase paid at `paidAt` may be withdrawn. */
export function withdrawalDeadline(paidAt: Date, firstNightStart: Date): Date {
  const tenDays = arDayStart(arDate(addDays(paidAt, WITHDRAWAL.calendarDays + 1)));
  const beforeEvent = new Date(firstNightStart.getTime() - WITHDRAWAL.hoursBeforeEvent * 3600_000);
  return tenDays < beforeEvent ? tenDays : beforeEvent;
}

/** Which limit ends the window: the 10 days or the event's nearness. */
export function withdrawalLimit(paidAt: Date, firstNightStart: Date): 'diezDias' | 'evento' {
  const tenDays = arDayStart(arDate(addDays(paidAt, WITHDRAWAL.calendarDays + 1)));
  return tenDays.getTime() <= firstNightStart.getTime() - WITHDRAWAL.hoursBeforeEvent * 3600_000
    ? 'diezDias'
    : 'evento';
}
