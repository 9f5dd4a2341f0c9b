import type { VentasPorDia } from '@shared/api/after-sale';
import { VENTAS_DIA_TEXT as T } from '@shared/texts/sales';
import { useEffect, useId } from 'react';
import { errorStatus } from '../../api/problem';
import { QueryState } from '../../ui/status-text';
import { useGetVentasPorDiaQuery } from './api';
import { CodigosUsados } from './codigos-usados';
import { VentasDiaChart } from './ventas-dia-chart';
import { sinVentas } from './ventas-dia-model';
import { VentasDiaTable } from './ventas-dia-table';

/**
 * "Ventas por día" (issue 14): the paid tickets of each day as a chart and a table, and the
 * discount codes used. Asked for alongside the page's own sales, so both load at once; when the
 * event is not found (403, 404) the page says so and this stays out of the way.
 */
export function VentasPorDiaSection({ idEvento }: { idEvento: number }) {
  const id = useId();
  const query = useGetVentasPorDiaQuery(idEvento, { refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  const notFound = status === 404 || status === 403;

  useEffect(() => {
    if (query.error && !notFound) {
      console.error('No se pudieron cargar las ventas por día', query.error);
    }
  }, [query.error, notFound]);

  if (notFound) return null;
  return (
    <section className="sales-por-dia" aria-labelledby={`${id}-por-dia`}>
      <h2 id={`${id}-por-dia`}>{T.titulo}</h2>
      <QueryState query={query} texts={T}>
        {(ventas) => <PorDia ventas={ventas} />}
      </QueryState>
    </section>
  );
}

function PorDia({ ventas }: { ventas: VentasPorDia }) {
  return (
    <>
      {sinVentas(ventas) ? (
        <p className="muted">{T.sinVentas}</p>
      ) : (
        <>
          <VentasDiaChart ventas={ventas} />
          <VentasDiaTable ventas={ventas} />
        </>
      )}
      <CodigosUsados codigos={ventas.codigos} />
    </>
  );
}
