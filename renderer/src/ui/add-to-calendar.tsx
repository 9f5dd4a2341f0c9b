import type { EventoView } from '@shared/api/discovery';
import { calendarEntries, googleCalendarUrl } from '@shared/domain/calendar';
import { routePath } from '@shared/routes';
import { CALENDAR_TEXT } from '@shared/texts/calendar';
import { getPlatform } from '../platform';
import { formatDireccion } from './format';

/**
 * "Agregar al calendario" (issue 11): the server's .ics (every day, or the ticket's) and Google
 * Calendar's prefilled page, one link per day. Links open outside the page: on desktop the
 * system browser takes them (the app's window-open handler).
 */
export function AddToCalendar({ evento, idFecha }: { evento: EventoView; idFecha?: number }) {
  const { apiBase } = getPlatform();
  // The website's address, also from the desktop app (whose API base is the server's URL).
  const site = new URL(apiBase, window.location.href).origin;
  const entries = calendarEntries(evento, {
    lugar: formatDireccion(evento.domicilio),
    url: `${site}${routePath('evento', { id: evento.idEvento })}`,
    cancelado: false,
    idFecha,
  });
  const ics = new URL(`${apiBase}/Evento/Calendario`, window.location.href);
  ics.searchParams.set('IdEvento', String(evento.idEvento));
  if (idFecha !== undefined) ics.searchParams.set('IdFecha', String(idFecha));
  return (
    <div className="add-to-calendar" role="group" aria-label={CALENDAR_TEXT.agregar}>
      <span className="muted">{CALENDAR_TEXT.agregar}</span>
      <a className="btn" href={ics.toString()} download target="_blank" rel="noopener">
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
