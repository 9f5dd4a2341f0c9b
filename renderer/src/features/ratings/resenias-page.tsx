import { RESENIA_ORDENES, type ReseniaOrden } from '@shared/api/after-sale';
import { ROUTES } from '@shared/routes';
import { RATINGS_TEXT as T } from '@shared/texts/ratings';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetReseniasQuery } from '../../api/resenias-api';
import { ReviewList } from '../../ui/review-list';
import { Stars } from '../../ui/stars';
import { ordenarResenias } from './resenias-list';
import './ratings.css';
import { LoadFailed, LoadingText } from '../../ui/status-text';

/**
 * /resenias-de-la-fiesta?idFiesta=: the real ratings of every edition of one of
 * the organiser's parties, their average to one decimal, a search and the three orders.
 */
export function ReseniasPage() {
  const [params] = useSearchParams();
  const idFiesta = Number(params.get('idFiesta'));
  const valid = Number.isInteger(idFiesta) && idFiesta > 0;
  const query = useGetReseniasQuery(
    { idFiesta },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const [orden, setOrden] = useState<ReseniaOrden>('recientes');
  const [busqueda, setBusqueda] = useState('');
  const id = useId();
  const page = query.data;
  const visibles = useMemo(
    () => ordenarResenias(page?.resenias ?? [], orden, busqueda),
    [page, orden, busqueda],
  );

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las reseñas', query.error);
  }, [query.error]);

  let body;
  if (!valid) {
    body = <p className="status-text">{T.sinFiesta}</p>;
  } else if (page) {
    body = (
      <>
        <div className="ratings-average" role="group" aria-label={T.promedio}>
          {page.promedio === null ? (
            <span className="muted">{T.vacio}</span>
          ) : (
            <>
              <strong>{T.promedioValor(page.promedio)}</strong>
              <Stars value={page.promedio} />
              <span className="muted">{T.cantidad(page.cantidad)}</span>
            </>
          )}
        </div>
        {page.resenias.length > 0 && (
          <>
            <div className="ratings-toolbar">
              <div className="ratings-field">
                <label htmlFor={`${id}-buscar`}>{T.buscar}</label>
                <input
                  id={`${id}-buscar`}
                  type="search"
                  className="input"
                  placeholder={T.buscarPlaceholder}
                  value={busqueda}
                  onChange={(e) => setBusqueda(e.target.value)}
                />
              </div>
              <div className="ratings-field">
                <label htmlFor={`${id}-orden`}>{T.ordenar}</label>
                <select
                  id={`${id}-orden`}
                  className="input"
                  value={orden}
                  onChange={(e) => setOrden(e.target.value as ReseniaOrden)}
                >
                  {RESENIA_ORDENES.map((o) => (
                    <option key={o} value={o}>
                      {T.orden[o]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {visibles.length === 0 ? (
              <p className="status-text">{T.sinResultados}</p>
            ) : (
              <ReviewList resenias={visibles} label={T.lista} />
            )}
          </>
        )}
      </>
    );
  } else if (query.isError) {
    body = (
      <LoadFailed text={T.error} retryText={T.reintentar} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page page-narrow ratings">
      <Link to={ROUTES.misFiestasRecurrentes.path} className="back-link">
        {T.volver}
      </Link>
      <h1>{page ? T.tituloFiesta(page.nombre) : T.titulo}</h1>
      {body}
    </section>
  );
}
