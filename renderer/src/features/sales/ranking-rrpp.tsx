import { routePath } from '@shared/routes';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { formatNumero, formatPesos } from '../../ui/format';
import { useGetRankingRrppQuery } from './api';

/**
 * "Ventas por RRPP", the ranking (docs/decisions/0092-rrpp.md): each RRPP of the event's productora with
 * what they sold, their commission and their guests who got in, best seller first as the
 * server sends them, and the way to their commissions. Nothing at all for an event without
 * RRPP, or for a role that does not see sales (403): the rest of the page is theirs.
 */
export function RankingRrppSection({
  idEvento,
  comisiones = true,
}: {
  idEvento: number;
  /** Whether the caller may set the commissions (who edits the event's prices). */
  comisiones?: boolean;
}) {
  const id = useId();
  const query = useGetRankingRrppQuery(idEvento, { refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  useEffect(() => {
    if (query.error && status !== 403 && status !== 404)
      console.error('No se pudieron cargar las ventas por RRPP', query.error);
  }, [query.error, status]);

  const filas = query.data ?? [];
  if (filas.length === 0) return null;
  const C = T.columnas;
  return (
    <section className="sales-rrpp" aria-labelledby={`${id}-rrpp`}>
      <h2 id={`${id}-rrpp`}>{T.rankingTitulo}</h2>
      {/* A phone scrolls the table sideways in this box, which the keyboard can reach. */}
      <div className="sales-table-wrap" role="region" aria-label={T.rankingTabla} tabIndex={0}>
        <table className="sales-table">
          <caption className="visually-hidden">{T.rankingTabla}</caption>
          <thead>
            <tr>
              <th scope="col">{C.nombre}</th>
              <th scope="col">{C.entradas}</th>
              <th scope="col">{C.importe}</th>
              <th scope="col">{C.comision}</th>
              <th scope="col">{C.ingresaron}</th>
            </tr>
          </thead>
          <tbody>
            {filas.map((f) => (
              <tr key={f.idUsuario}>
                <th scope="row">{f.nombre}</th>
                <td>{formatNumero(f.entradas)}</td>
                <td>{formatPesos(f.importe)}</td>
                <td>{formatPesos(f.comision)}</td>
                <td>{T.deInvitados(formatNumero(f.ingresaron), formatNumero(f.invitados))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{T.rankingNota}</p>
      {comisiones && (
        <Link to={routePath('comisionesRrpp', { eventoId: idEvento })} className="btn">
          {T.comisionesEnlace}
        </Link>
      )}
    </section>
  );
}
