import { CODIGO_MSG } from '@shared/texts/codigos';
import { routePath } from '@shared/routes';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';

/**
 * In place of the discount field when the event page handed over an access code (issue 14):
 * the order carries that code, since the hidden rows chosen are sold only with it, and an order
 * has one code. It is not removable here (the rows would become unsellable): going back to the
 * event is the way to buy without it. A refusal of the check (used up, deactivated) shows the
 * server's reason; the order would be refused the same.
 */
export function CodigoAcceso({
  idEvento,
  codigo,
  checking,
  error,
  desafio,
}: {
  idEvento: number;
  codigo: string;
  checking: boolean;
  error: unknown;
  /** The challenge widget, when the check asks for one (ui/desafio). */
  desafio?: ReactNode;
}) {
  const id = useId();
  const status = errorStatus(error);
  useEffect(() => {
    if (error && status !== 404 && status !== 409)
      console.error('No se pudo validar el código de acceso', error);
  }, [error, status]);

  return (
    <section className="checkout-code" aria-labelledby={`${id}-titulo`}>
      <span id={`${id}-titulo`} className="checkout-label">
        {CODIGO_MSG.campoAcceso}
      </span>
      <div className="checkout-code-applied">
        <p>{CODIGO_MSG.aplicado(codigo)}</p>
      </div>
      {checking ? (
        <p className="muted" role="status">
          {CODIGO_MSG.revisandoAcceso}
        </p>
      ) : error ? (
        <p className="checkout-error" role="alert">
          {problemDetail(error, CODIGO_MSG.errorValidar)}
        </p>
      ) : (
        <p className="muted">{CODIGO_MSG.accesoAplicadoAyuda}</p>
      )}
      {desafio}
      <Link className="btn" to={routePath('evento', { id: idEvento })}>
        {CHECKOUT_TEXT.volverAlEvento}
      </Link>
    </section>
  );
}
