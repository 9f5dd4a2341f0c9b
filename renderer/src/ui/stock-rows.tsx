import { NOMBRE_ENTRADA_MAX } from '@shared/api/stock';
import { TIPOS_ENTRADA } from '@shared/domain/catalogs';
import {
  isStepBeforeTotalDisabled,
  type CdTipo,
  type StockRowFields,
} from '@shared/domain/stock-row-rules';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Input } from 'antd';
import { Fragment, useId } from 'react';
import { errorIdOf, invalidProps } from './field-item';

interface Props {
  dia: number;
  rows: StockRowFields;
  onQuantity?: (cdTipo: CdTipo, raw: string) => void;
  onPrice: (cdTipo: CdTipo, raw: string) => void;
  /** Modify form: quantities are shown but cannot change. */
  quantityReadOnly?: boolean;
  /** Which kinds to show (modify form: the ones the day has). Default: all four. */
  shown?: (cdTipo: CdTipo) => boolean;
  /** Under a quantity (modify form: what is sold or held). */
  quantityHelp?: (cdTipo: CdTipo) => string | undefined;
  /** What is wrong with a name, a quantity or a price, said in a row under its type's. */
  errorOf?: (cdTipo: CdTipo, field: 'nombre' | 'cantidad' | 'precio') => string | undefined;
  /** Modify form: the row's name as typed, editable (a renamed type: "1ra tanda"). */
  nameOf?: (cdTipo: CdTipo) => string | undefined;
  onName?: (cdTipo: CdTipo, raw: string) => void;
  /** The row's name as saved, for the inputs' labels (default: the catalogue's). */
  labelOf?: (cdTipo: CdTipo) => string | undefined;
}

/**
 * The four ticket kinds of one day, quantity and price each (docs/architecture.md,
 * "Where each rule lives"). The rules live in shared/domain/stock-row-rules.ts; this only shows them:
 * early-bird inputs disabled while their total is 0 and empty, prices with $, general marked
 * required, and what is wrong with a quantity or a price in a row under its type, the inputs
 * marked (a table cell is too narrow for the text on a phone).
 */
export function StockRows({
  dia,
  rows,
  onQuantity,
  onPrice,
  quantityReadOnly,
  shown,
  quantityHelp,
  errorOf,
  nameOf,
  onName,
  labelOf,
}: Props) {
  const id = useId();
  return (
    <table className={onName ? 'ticket-table ticket-table-names' : 'ticket-table'}>
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
          ({ cdTipo: code, dsTipo: catalogName }) => {
            const cdTipo = code as CdTipo;
            const dsTipo = labelOf?.(cdTipo) ?? catalogName;
            const nombreId = `${id}-${cdTipo}-nombre`;
            const nombreError = errorOf?.(cdTipo, 'nombre');
            const required = cdTipo === 0 && !quantityReadOnly;
            const disabled = !quantityReadOnly && isStepBeforeTotalDisabled(rows, cdTipo);
            const cantidadId = `${id}-${cdTipo}-cantidad`;
            const precioId = `${id}-${cdTipo}-precio`;
            const cantidadError = errorOf?.(cdTipo, 'cantidad');
            const precioError = errorOf?.(cdTipo, 'precio');
            const help = quantityHelp?.(cdTipo);
            const helpId = `${cantidadId}-ayuda`;
            const cantidadInvalid = invalidProps(cantidadId, cantidadError);
            return (
              <Fragment key={cdTipo}>
                <tr>
                  <th scope="row">
                    {onName ? (
                      <Input
                        id={nombreId}
                        aria-label={T.nombreEntrada(dsTipo, dia)}
                        value={nameOf?.(cdTipo) ?? dsTipo}
                        maxLength={NOMBRE_ENTRADA_MAX}
                        status={nombreError ? 'error' : undefined}
                        {...invalidProps(nombreId, nombreError)}
                        onChange={(e) => onName(cdTipo, e.target.value)}
                      />
                    ) : (
                      dsTipo
                    )}
                    {/* Beside a name input the mark would wrap under it; the input says it. */}
                    {required && !onName && (
                      <span className="required-mark" title={T.requerido}>
                        *
                      </span>
                    )}
                  </th>
                  <td>
                    <Input
                      id={cantidadId}
                      aria-label={T.cantidad(dsTipo, dia)}
                      inputMode="numeric"
                      value={rows[cdTipo].cantidad}
                      disabled={quantityReadOnly || disabled}
                      readOnly={quantityReadOnly}
                      aria-required={required || undefined}
                      status={cantidadError ? 'error' : undefined}
                      {...cantidadInvalid}
                      aria-describedby={
                        [cantidadInvalid['aria-describedby'], help && helpId]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      onChange={(e) => onQuantity?.(cdTipo, e.target.value)}
                    />
                    {help && (
                      <span id={helpId} className="muted ticket-help">
                        {help}
                      </span>
                    )}
                  </td>
                  <td>
                    <Input
                      id={precioId}
                      aria-label={T.precio(dsTipo, dia)}
                      inputMode="numeric"
                      prefix={T.moneda}
                      value={rows[cdTipo].precio}
                      disabled={disabled}
                      aria-required={required || undefined}
                      status={precioError ? 'error' : undefined}
                      {...invalidProps(precioId, precioError)}
                      onChange={(e) => onPrice(cdTipo, e.target.value)}
                    />
                  </td>
                </tr>
                {(nombreError || cantidadError || precioError) && (
                  <tr className="ticket-errors">
                    <td colSpan={3}>
                      {nombreError && (
                        <p id={errorIdOf(nombreId)} className="field-error">
                          {nombreError}
                        </p>
                      )}
                      {cantidadError && (
                        <p id={errorIdOf(cantidadId)} className="field-error">
                          {cantidadError}
                        </p>
                      )}
                      {precioError && (
                        <p id={errorIdOf(precioId)} className="field-error">
                          {precioError}
                        </p>
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          },
        )}
      </tbody>
    </table>
  );
}
