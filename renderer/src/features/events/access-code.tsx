import { CODIGO_MSG as T, type CodigoAplicable } from '@shared/api/codigos';
import { normaliseCodigo } from '@shared/domain/discounts';
import { ROUTES } from '@shared/routes';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLazyValidarCodigoQuery } from '../../api/codigos-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { setPostLoginRedirect } from '../../platform/local-store';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { useDesafio } from '../../ui/desafio/use-desafio';

/**
 * "Tengo un código" (issue 14): an access code unlocks the event's hidden rows of its types
 * (presales, sponsors), which then join their day's table. Checking a code needs an account
 * (GET /Codigo/Validar), so a guest is asked to sign in and comes back to this event. A code
 * that unlocks nothing here (a discount code, say) says so and changes nothing; a refusal shows
 * the server's reason.
 */
export function AccessCode({
  idEvento,
  onUnlocked,
}: {
  idEvento: number;
  onUnlocked: (codigo: CodigoAplicable) => void;
}) {
  const id = useId();
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [validar, { isFetching }] = useLazyValidarCodigoQuery();
  // After wrong codes the server asks for a challenge.
  const desafio = useDesafio();

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-link access-toggle"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {T.tengoCodigo}
      </button>
    );
  }

  if (!user) {
    return (
      <p className="access-code">
        <Link to={ROUTES.login.path} onClick={() => setPostLoginRedirect(pathname)}>
          {T.ingresaParaCodigo}
        </Link>
      </p>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const codigo = normaliseCodigo(texto);
    if (!codigo) return setError(T.escribiCodigo);
    setError(null);
    try {
      const regla = await desafio.run((headers) => validar({ idEvento, codigo, headers }).unwrap());
      if (regla.ocultas.length === 0) return setError(T.sinOcultas);
      setTexto('');
      onUnlocked(regla);
      setAviso(T.desbloqueadas(regla.ocultas.length));
    } catch (err) {
      const status = errorStatus(err);
      if (status !== 404 && status !== 409) console.error('No se pudo validar el código', err);
      setError(problemDetail(err, T.errorValidar));
    }
  };

  return (
    <form className="access-code" noValidate onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={`${id}-codigo`} className="access-label">
        {T.campoAcceso}
      </label>
      <div className="access-row">
        <input
          id={`${id}-codigo`}
          className="input"
          value={texto}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // The button's reveal put the buyer here: they came to type.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setTexto(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn" disabled={isFetching || desafio.busy}>
          {T.desbloquear}
        </button>
      </div>
      {desafio.element}
      {error && (
        <p id={`${id}-error`} className="inline-error" role="alert">
          {error}
        </p>
      )}
      {aviso && <p role="status">{aviso}</p>}
    </form>
  );
}
