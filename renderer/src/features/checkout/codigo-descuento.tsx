import { CODIGO_MSG, type CodigoAplicable } from '@shared/api/codigos';
import { discountOf, normaliseCodigo, type PricedLine } from '@shared/domain/discounts';
import { Button, Input, Space } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useLazyValidarCodigoQuery } from '../../api/codigos-api';
import { useDesafio } from '../../ui/desafio/use-desafio';

interface Props {
  idEvento: number;
  /** The chosen rows: a code that takes nothing off them is not applied. */
  items: ReadonlyArray<PricedLine>;
  aplicado: CodigoAplicable | null;
  onAplicado: (codigo: CodigoAplicable | null) => void;
}

/**
 * "Código de descuento" (issue 14): Aplicar asks the server whether the code applies to this
 * event now; its rule then discounts the summary, and the order carries the code. A refusal
 * shows the server's reason under the field and applies nothing. An RRPP's code
 * (docs/decisions/0092-rrpp.md) is applied with no discount: the order carries it, and the
 * sale is theirs.
 */
export function CodigoDescuento({ idEvento, items, aplicado, onAplicado }: Props) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validar, { isFetching }] = useLazyValidarCodigoQuery();
  // After wrong codes the server asks for a challenge.
  const desafio = useDesafio();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const codigo = normaliseCodigo(texto);
    if (!codigo) return setError(CODIGO_MSG.escribiCodigo);
    setError(null);
    try {
      const regla = await desafio.run((headers) => validar({ idEvento, codigo, headers }).unwrap());
      // An RRPP's code takes nothing off: it names who sold (docs/decisions/0092-rrpp.md).
      if (regla.tipo !== 'rrpp' && discountOf(regla, items) === 0)
        return setError(CODIGO_MSG.sinEntradasAplicables);
      setTexto('');
      onAplicado(regla);
    } catch (err) {
      const status = errorStatus(err);
      if (status !== 404 && status !== 409) console.error('No se pudo validar el código', err);
      setError(problemDetail(err, CODIGO_MSG.errorValidar));
    }
  };

  if (aplicado) {
    return (
      <section className="checkout-code" aria-labelledby={`${id}-titulo`}>
        <span id={`${id}-titulo`} className="checkout-label">
          {CODIGO_MSG.campoCheckout}
        </span>
        <div className="checkout-code-applied">
          <p role="status">
            {aplicado.tipo === 'rrpp'
              ? CODIGO_MSG.rrppAplicado(aplicado.rrpp ?? aplicado.codigo)
              : CODIGO_MSG.aplicado(aplicado.codigo)}
          </p>
          <Button onClick={() => onAplicado(null)}>{CODIGO_MSG.quitar}</Button>
        </div>
      </section>
    );
  }

  return (
    <form className="checkout-code" noValidate onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={`${id}-codigo`} className="checkout-label">
        {CODIGO_MSG.campoCheckout}
      </label>
      <Space.Compact>
        <Input
          id={`${id}-codigo`}
          value={texto}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setTexto(e.target.value);
            setError(null);
          }}
        />
        <Button htmlType="submit" loading={isFetching || desafio.busy}>
          {CODIGO_MSG.aplicar}
        </Button>
      </Space.Compact>
      {desafio.element}
      {error && (
        <p id={`${id}-error`} className="checkout-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
