import { MSG } from '@shared/messages';
import { ROUTES, routePath } from '@shared/routes';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../api/problem';
import { QueryState } from './status-text';

/** The `:eventoId` of an organiser's page about one event, and whether it can name one. */
export function useEventoIdParam(): { idEvento: number; valid: boolean } {
  const { eventoId } = useParams();
  const idEvento = Number(eventoId);
  return { idEvento, valid: Number.isInteger(idEvento) && idEvento > 0 };
}

/**
 * The frame of an organiser's page about one of their events (codes, guest list, settlement):
 * the title, the query's data or its loading and failure lines, "not found" for an event that
 * is not theirs (the server answers 404), the server's reason when the caller's role in the
 * event's productora does not reach this page (403), and the way back to the event's sales.
 */
export function OwnEventPage<T>({
  className,
  idEvento,
  valid,
  title,
  query,
  texts,
  failure,
  children,
}: {
  className: string;
  idEvento: number;
  valid: boolean;
  title: (data: T | undefined) => string;
  query: { data?: T; error?: unknown; isError: boolean; refetch: () => unknown };
  texts: { cargando: string; error: string; reintentar: string; volver: string };
  /** Logged (not shown) when the load fails for another reason. */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  const status = errorStatus(query.error);
  const missing = !valid || status === 404 || status === 403;
  useEffect(() => {
    if (query.error && status !== 404 && status !== 403) console.error(failure, query.error);
  }, [query.error, status, failure]);

  return (
    <section className={`page ${className}`}>
      <h1>{title(query.data)}</h1>
      {missing ? (
        <p className="status-text">
          {status === 403 ? problemDetail(query.error, MSG.sinPermiso) : MSG.eventoNoEncontrado}
        </p>
      ) : (
        <QueryState query={query} texts={texts}>
          {children}
        </QueryState>
      )}
      <Link
        to={
          valid
            ? routePath('entradasVendidas', { eventoId: idEvento })
            : ROUTES.entradasVendidasIndex.path
        }
        className="btn"
      >
        {texts.volver}
      </Link>
    </section>
  );
}
