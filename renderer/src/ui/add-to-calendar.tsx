import type { EventoView } from '@shared/api/discovery';
import { calendarEntries, googleCalendarUrl } from '@shared/domain/calendar';
import { routePath } from '@shared/routes';
import { CALENDAR_TEXT } from '@shared/texts/calendar';
import { getPlatform } from '../platform';
import { formatDireccion } from './format';
import { useSiteOrigin } from './site-origin';
import './add-to-calendar.css';

/**
 * "Agregar al calendario" (issue 11): the server's .ics (every day, or the ticket's) and Google
 * Calendar's prefilled page, one link per day. Links open outside the page: on desktop the
 * system browser takes them (the app's window-open handler).
 */
export function AddToCalendar({ evento, idFecha }: { evento: EventoView; idFecha?: number }) {
  const site = useSiteOrigin();
  const entries = calendarEntries(evento, {
    lugar: formatDireccion(evento.domicilio),
    url: `${site}${routePath('evento', { id: evento.idEvento })}`,
    cancelado: false,
    idFecha,
  });
  const ics = new URLSearchParams({ IdEvento: String(evento.idEvento) });
  if (idFecha !== undefined) ics.set('IdFecha', String(idFecha));
  // Relative on the website (the same markup from the server), absolute on the desktop.
  const icsHref = `${getPlatform().apiBase}/Evento/Calendario?${ics}`;
  return (
    <div className="add-to-calendar" role="group" aria-label={CALENDAR_TEXT.agregar}>
      <span className="muted">{CALENDAR_TEXT.agregar}</span>
      <a className="btn" href={icsHref} download target="_blank" rel="noopener">
        {CALENDAR_TEXT.ics}
      </a>
      {entries.map((entry, i) => (
        <a
          key={entry.uid}
          className="btn"
          href={googleCalendarUrl(entry)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {entries.length === 1 ? CALENDAR_TEXT.google : CALENDAR_TEXT.googleDia(i + 1)}
        </a>
      ))}
    </div>
  );
}
