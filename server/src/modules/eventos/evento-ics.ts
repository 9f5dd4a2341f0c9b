import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus } from 'ical-generator';
import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import type { CalendarEntry } from '@shared/domain/calendar';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * An RFC 5545 calendar of event days in Buenos Aires time: each DTSTART/DTEND carries
 * TZID=America/Argentina/Buenos_Aires with its VTIMEZONE, DTSTAMP is UTC. The calendar itself
 * has no default zone, or ical-generator would write DTSTAMP as a floating local time.
 */
export function icsOf(entries: readonly CalendarEntry[], stamp: Date): string {
  const cal = ical({
    prodId: { company: 'Pulso', product: 'Pulso', language: 'ES' },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const e of entries) {
    cal.createEvent({
      id: e.uid,
      stamp,
      start: dayjs(e.inicio).tz(AR_TIME_ZONE),
      end: dayjs(e.fin).tz(AR_TIME_ZONE),
      timezone: AR_TIME_ZONE,
      summary: e.titulo,
      description: e.detalle,
      location: e.lugar,
      url: e.url,
      status: e.cancelado ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 (3.1) ends every content line with CRLF, the last one too; ical-generator leaves
  // the final END:VCALENDAR without it, and strict importers drop that line.
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
