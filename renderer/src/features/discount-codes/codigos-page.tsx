import { CODIGO_MSG as T } from '@shared/texts/codigos';
import { MSG } from '@shared/messages';
import { ROUTES, routePath } from '@shared/routes';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { QueryState } from '../../ui/status-text';
import { useGetCodigosQuery } from './api';
import { CodigoForm } from './codigo-form';
import { CodigosTable } from './codigos-table';
import './codigos.css';

/**
 * /codigos/{eventoId} (issue 14): the event's discount codes — what each takes off, on which
 * tickets, how many uses are left and until when — a form to create one, and deactivating.
 * Others' events do not exist for the organiser (404).
 */
export function CodigosPage() {
  const { eventoId } = useParams();
  const idEvento = Number(eventoId);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const query = useGetCodigosQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  const missing = !valid || status === 404 || status === 403;

  useEffect(() => {
    if (query.error && status !== 404 && status !== 403)
      console.error('No se pudieron cargar los códigos', query.error);
  }, [query.error, status]);

  const body = missing ? (
    <p className="status-text">{MSG.eventoNoEncontrado}</p>
  ) : (
    <QueryState query={query} texts={T}>
      {(codigos) => (
        <>
          <CodigosTable codigos={codigos} />
          <CodigoForm idEvento={idEvento} />
        </>
      )}
    </QueryState>
  );

  return (
    <section className="page codigos">
      <h1>{T.titulo}</h1>
      {body}
      <Link
        to={
          valid
            ? routePath('entradasVendidas', { eventoId: idEvento })
            : ROUTES.entradasVendidasIndex.path
        }
        className="btn"
      >
        {T.volver}
      </Link>
    </section>
  );
}
