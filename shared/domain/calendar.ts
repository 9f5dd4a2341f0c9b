import { CALENDAR_TEXT } from '../texts/calendar';
import { AR_TIME_ZONE } from './argentina-time';

/**
 * One event day as a calendar entry (issue 11), the same for the .ics file the server writes
 * and the Google Calendar link the renderer builds.
 */
export interface CalendarEntry {
  /** Stable across downloads, so a second import updates instead of duplicating. */
  uid: string;
  titulo: string;
  /** ISO instants. */
  inicio: string;
  fin: string;
  lugar: string;
  detalle: string;
  url: string;
  cancelado: boolean;
}

export interface CalendarSource {
  idEvento: number;
  nombre: string;
  fechas: ReadonlyArray<{ idFecha: number; inicio: string; fin: string }>;
}

/** The entries of an event (or of one of its days), numbered as the event page numbers them. */
export function calendarEntries(
  evento: CalendarSource,
  opts: { lugar: string; url: string; cancelado: boolean; idFecha?: number },
): CalendarEntry[] {
  const total = evento.fechas.length;
  return evento.fechas.flatMap((f, i) =>
    opts.idFecha !== undefined && f.idFecha !== opts.idFecha
      ? []
      : [
          {
            uid: `evento-${evento.idEvento}-fecha-${f.idFecha}@pulso`,
            titulo: CALENDAR_TEXT.titulo(evento.nombre, i + 1, total),
            inicio: f.inicio,
            fin: f.fin,
            lugar: opts.lugar,
            detalle: CALENDAR_TEXT.detalle(opts.url),
            url: opts.url,
            cancelado: opts.cancelado,
          },
        ],
  );
}

/** 2026-11-29T02:00:00.000Z → 20261129T020000Z (the form Google's template link takes). */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add event" page, prefilled; times in UTC, shown in Buenos Aires time. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.titulo,
    dates: `${utcStamp(entry.inicio)}/${utcStamp(entry.fin)}`,
    details: entry.detalle,
    location: entry.lugar,
    ctz: AR_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
