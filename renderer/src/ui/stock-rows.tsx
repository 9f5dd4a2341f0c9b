import { TIPOS_ENTRADA } from '@shared/domain/catalogs';
import {
  isEarlyBirdDisabled,
  type CdTipo,
  type StockRowFields,
} from '@shared/domain/stock-row-rules';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Input } from 'antd';

interface Props {
  dia: number;
  rows: StockRowFields;
  onQuantity?: (cdTipo: CdTipo, raw: string) => void;
  onPrice: (cdTipo: CdTipo, raw: string) => void;
  /** Modify form: quantities are shown but cannot change. */
  quantityReadOnly?: boolean;
  /** Which kinds to show (modify form: the ones the day has). Default: all four. */
  shown?: (cdTipo: CdTipo) => boolean;
}

/**
 * The four ticket kinds of one day, quantity and price each (docs/architecture.md,
 * "Where each rule lives"). The rules live in shared/domain/stock-row-rules.ts; this only shows them:
 * early-bird inputs disabled while their total is 0, prices with $, general marked required.
 */
export function StockRows({ dia, rows, onQuantity, onPrice, quantityReadOnly, shown }: Props) {
  return (
    <table className="ticket-table">
      <caption className="visually-hidden">{`${T.entradas} · ${T.dia(dia)}`}</caption>
      <thead>
        <tr>
          <th scope="col">{T.tipo}</th>
          <th scope="col">{T.cantidadCol}</th>
          <th scope="col">{T.precioCol}</th>
        </tr>
      </thead>
      <tbody>
        {TIPOS_ENTRADA.filter((t) => !shown || shown(t.cdTipo as CdTipo)).map(
          ({ cdTipo: code, dsTipo }) => {
            const cdTipo = code as CdTipo;
            const required = cdTipo === 0 && !quantityReadOnly;
            const disabled = !quantityReadOnly && isEarlyBirdDisabled(rows, cdTipo);
            return (
              <tr key={cdTipo}>
                <th scope="row">
                  {dsTipo}
                  {required && (
                    <span className="required-mark" title={T.requerido}>
                      *
                    </span>
                  )}
                </th>
                <td>
                  <Input
                    aria-label={T.cantidad(dsTipo, dia)}
                    inputMode="numeric"
                    value={rows[cdTipo].cantidad}
                    disabled={quantityReadOnly || disabled}
                    readOnly={quantityReadOnly}
                    aria-required={required || undefined}
                    onChange={(e) => onQuantity?.(cdTipo, e.target.value)}
                  />
                </td>
                <td>
                  <Input
                    aria-label={T.precio(dsTipo, dia)}
                    inputMode="numeric"
                    prefix={T.moneda}
                    value={rows[cdTipo].precio}
                    disabled={disabled}
                    aria-required={required || undefined}
                    onChange={(e) => onPrice(cdTipo, e.target.value)}
                  />
                </td>
              </tr>
            );
          },
        )}
      </tbody>
    </table>
  );
}
