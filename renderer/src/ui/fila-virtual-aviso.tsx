import type { EventoView } from '@shared/api/discovery';
import { routePath } from '@shared/routes';
import { FILA_TEXT as T } from '@shared/texts/fila-virtual';
import { Link } from 'react-router-dom';
import { formatDia } from './format';
import './fila-virtual-aviso.css';

/**
 * On the event page (issue 12): each high-demand day whose sale has not ended says that its
 * tickets are bought through the virtual queue, with a way in (before the opening too, when
 * arriving early gives a drawn place).
 */
export function FilaVirtualAviso({
  evento,
  now = Date.now(),
}: {
  evento: EventoView;
  now?: number;
}) {
  const dias = evento.fechas.filter((f) => f.altaDemanda && Date.parse(f.finVenta) > now);
  if (dias.length === 0) return null;
  return (
    <ul className="fila-aviso">
      {dias.map((f) => (
        <li key={f.idFecha}>
          <p>{T.avisoAltaDemanda(formatDia(f.inicio))}</p>
          <Link
            className="btn"
            to={routePath('filaVirtual', { idFecha: f.idFecha })}
            aria-label={T.entrarFilaDe(formatDia(f.inicio))}
          >
            {T.entrarFila}
          </Link>
        </li>
      ))}
    </ul>
  );
}
