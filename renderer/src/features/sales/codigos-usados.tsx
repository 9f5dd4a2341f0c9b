import type { VentasPorDia } from '@shared/api/after-sale';
import { VENTAS_DIA_TEXT as T } from '@shared/texts/sales';
import { useId } from 'react';
import { formatNumero, formatPesos } from '../../ui/format';

/** The discount codes the event's paid orders used: times and money off each. */
export function CodigosUsados({ codigos }: { codigos: VentasPorDia['codigos'] }) {
  const id = useId();
  return (
    <>
      <h3 id={`${id}-codigos`}>{T.codigosTitulo}</h3>
      {codigos.length === 0 ? (
        <p className="muted">{T.sinCodigos}</p>
      ) : (
        <ul className="sales-codigos" aria-labelledby={`${id}-codigos`}>
          {codigos.map((c) => (
            <li key={c.codigo}>
              {T.codigo(c.codigo, T.usos(c.usos, formatNumero(c.usos)), formatPesos(c.descuento))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
