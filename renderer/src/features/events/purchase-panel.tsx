import type { CodigoAplicable } from '@shared/api/codigos';
import type { EventoView } from '@shared/api/discovery';
import { DEFAULT_SERVICE_FEE_RATE } from '@shared/domain/fees';
import { purchaseTotals, type ComprarState } from '@shared/domain/purchase';
import { routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/event';
import { useNavigate } from 'react-router-dom';
import { useGetConfigQuery } from '../../api/config-api';
import { dayNeedingQueue } from '../../lib/admission';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { formatPesos } from '../../ui/format';
import { choosesUnlocked, purchaseItems, type Quantities } from './purchase';

/**
 * Subtotal, the service fee of the one shared rule at the server's rate, total and Comprar
 * (docs/architecture.md, "Renderer"). A guest is asked to sign in or up and comes back to this
 * event and this choice afterwards. With rows an access code unlocked among the chosen ones, the code goes to /comprar
 * too.
 */
export function PurchasePanel({
  evento,
  quantities,
  acceso = null,
  onIngresar,
}: {
  /** With the unlocked rows already added (purchase.ts withUnlocked). */
  evento: EventoView;
  quantities: Quantities;
  acceso?: CodigoAplicable | null;
  /** A guest's Comprar: the page keeps the choice and asks them to sign in or up. */
  onIngresar: () => void;
}) {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const { data: config } = useGetConfigQuery();
  const items = purchaseItems(evento, quantities);
  const totals = purchaseTotals(items, config?.serviceFeeRate ?? DEFAULT_SERVICE_FEE_RATE);
  const hintId = `comprar-hint-${evento.idEvento}`;

  const comprar = () => {
    if (!user) return onIngresar();
    const state: ComprarState<EventoView> = { evento, purchaseItems: items, ...totals };
    // Sent only when needed: an access code with none of its rows chosen would refuse the order.
    if (acceso && choosesUnlocked(items, acceso.ocultas)) state.codigoAcceso = acceso.codigo;
    // A high-demand day without this tab's admission goes through its virtual queue first.
    const fila = dayNeedingQueue(evento, items);
    const to = fila === null ? routePath('comprar') : routePath('filaVirtual', { idFecha: fila });
    void navigate(to, { state });
  };

  return (
    <div className="purchase-panel">
      <dl className="purchase-totals">
        <div>
          <dt>{EVENT_TEXT.subtotal}</dt>
          <dd>{formatPesos(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{EVENT_TEXT.cargoServicio}</dt>
          <dd>{formatPesos(totals.serviceFee)}</dd>
        </div>
        <div className="purchase-total">
          <dt>{EVENT_TEXT.total}</dt>
          <dd>{formatPesos(totals.total)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-primary btn-block btn-large"
        disabled={items.length === 0}
        aria-describedby={items.length === 0 ? hintId : undefined}
        onClick={comprar}
      >
        {EVENT_TEXT.comprar}
      </button>
      {items.length === 0 && (
        <p id={hintId} className="muted purchase-hint">
          {EVENT_TEXT.elegiEntradas}
        </p>
      )}
    </div>
  );
}
