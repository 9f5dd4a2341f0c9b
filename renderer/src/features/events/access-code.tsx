import type { CodigoAplicable } from '@shared/api/codigos';
import { CODIGO_MSG as T } from '@shared/texts/codigos';
import { normaliseCodigo } from '@shared/domain/discounts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLazyValidarCodigoQuery } from '../../api/codigos-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { useDesafio } from '../../ui/desafio/use-desafio';

/**
 * "Tengo un código" (issue 14): an access code unlocks the event's hidden rows of its types
 * (presales, sponsors), which then join their day's table. Checking a code needs an account
 * (GET /Codigo/Validar): a guest types it all the same, is asked to sign in or up, and the page
 * checks it when they come back (`validarAlIngresar`). A code that unlocks nothing here (a
 * discount code, say) says so and changes nothing; a refusal shows the server's reason. The
 * typed text lives in the page, which keeps it through the sign-in.
 */
export function AccessCode({
  idEvento,
  onUnlocked,
  texto,
  onTexto,
  validarAlIngresar = false,
  onValidado,
  onIngresar,
}: {
  idEvento: number;
  onUnlocked: (codigo: CodigoAplicable) => void;
  texto: string;
  onTexto: (texto: string) => void;
  /** A code typed before signing in: checked once someone is signed in. */
  validarAlIngresar?: boolean;
  onValidado?: () => void;
  /** A guest's Desbloquear: the page keeps the code and asks them to sign in or up. */
  onIngresar: () => void;
}) {
  const id = useId();
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(texto !== '');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [validar, { isFetching }] = useLazyValidarCodigoQuery();
  // After wrong codes the server asks for a challenge.
  const desafio = useDesafio();

  const check = async () => {
    setAviso(null);
    const codigo = normaliseCodigo(texto);
    if (!codigo) return setError(T.escribiCodigo);
    setError(null);
    if (!user) return onIngresar();
    try {
      const regla = await desafio.run((headers) => validar({ idEvento, codigo, headers }).unwrap());
      // An RRPP's code (docs/decisions/0092-rrpp.md) is for the checkout: said, not refused.
      if (regla.tipo === 'rrpp') return setAviso(T.rrppEnEvento(regla.rrpp ?? regla.codigo));
      if (regla.ocultas.length === 0) return setError(T.sinOcultas);
      onTexto('');
      onUnlocked(regla);
      setAviso(T.desbloqueadas(regla.ocultas.length));
    } catch (err) {
      const status = errorStatus(err);
      if (status !== 404 && status !== 409) console.error('No se pudo validar el código', err);
      setError(problemDetail(err, T.errorValidar));
    }
  };

  // Back signed in with a code typed before: it is checked without another tap.
  const pendiente = validarAlIngresar && user !== null;
  const checkRef = useRef(check);
  checkRef.current = check;
  const checked = useRef(false);
  useEffect(() => {
    if (!pendiente || checked.current) return;
    checked.current = true;
    onValidado?.();
    setOpen(true);
    void checkRef.current();
  }, [pendiente, onValidado]);

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void check();
  };

  return (
    <form className="access-code" noValidate onSubmit={onSubmit}>
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
            onTexto(e.target.value);
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
