import { addDays, arDate, arDayStart, arWeekday } from './argentina-time';

/** Date options of the filter modal (docs/architecture.md, "Data model in brief"). */
export const FECHA_OPTIONS = ['todos', 'especifica', 'estaSemana', 'proximoFinDeSemana'] as const;
export type FechaOption = (typeof FECHA_OPTIONS)[number];

/**
 * The window of event start times a date option selects, in Argentina time; null means no
 * limit. An event matches when one of its days starts inside [from, to). See
 * docs/decisions/0009-date-filters.md.
 * - especifica: that calendar day.
 * - estaSemana: from today until the end of Sunday (weeks run Monday to Sunday).
 * - proximoFinDeSemana: Friday 00:00 to Monday 00:00 of the coming weekend; from Friday to
 *   Sunday it is the weekend under way, starting today.
 */
export function fechaWindow(
  option: FechaOption,
  now: Date,
  fechaEspecifica?: string | null,
): { from: Date; to: Date } | null {
  const today = arDayStart(arDate(now));
  const weekday = arWeekday(now); // 0 Sunday
  const daysToMonday = weekday === 0 ? 1 : 8 - weekday;
  switch (option) {
    case 'todos':
      return null;
    case 'especifica': {
      if (!fechaEspecifica) return null;
      const from = arDayStart(fechaEspecifica);
      return { from, to: addDays(from, 1) };
    }
    case 'estaSemana':
      return { from: today, to: addDays(today, daysToMonday) };
    case 'proximoFinDeSemana': {
      const monday = addDays(today, daysToMonday);
      const friday = addDays(monday, -3);
      return { from: friday > today ? friday : today, to: monday };
    }
  }
}
