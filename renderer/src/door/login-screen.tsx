import { useState, type FormEvent } from 'react';
import type { PuertaUsuario } from '@shared/api/door';
import { DOOR_TEXT } from '@shared/texts/door';
import { DoorApiError, type DoorClient } from './door-client';
import { DoorError } from './door-error';
import { DesafioFallido } from '../ui/desafio/desafio-error';
import { useDesafio } from '../ui/desafio/use-desafio';

/**
 * Door sign-in: any account the organiser added (role 3 signs in only here). Someone already
 * signed in on the website or the desktop app (an organiser, an administrator) may go on with
 * that session instead.
 */
export function LoginScreen({
  client,
  webUser,
  onSignedIn,
  onUseWebSession,
}: {
  client: DoorClient;
  webUser: PuertaUsuario | null;
  onSignedIn: (token: string) => Promise<void>;
  onUseWebSession: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After failed attempts the server asks for a challenge (or a wait it skips).
  const desafio = useDesafio();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const usuario = String(data.get('usuario'));
      const pass = String(data.get('pass'));
      const { token } = await desafio.run((headers) => client.login(usuario, pass, headers));
      await onSignedIn(token);
    } catch (e) {
      setError(e instanceof DoorApiError || e instanceof DesafioFallido ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <main className="door-card">
      <h1>{DOOR_TEXT.titulo}</h1>
      {webUser && (
        <>
          <button type="button" onClick={onUseWebSession}>
            {DOOR_TEXT.continuarComo(webUser.name)}
          </button>
          <p className="door-hint">{DOOR_TEXT.oIngresar}</p>
        </>
      )}
      <p>{DOOR_TEXT.loginAyuda}</p>
      <form onSubmit={submit} className="door-form">
        <label>
          {DOOR_TEXT.correo}
          <input name="usuario" type="email" autoComplete="username" required />
        </label>
        <label>
          {DOOR_TEXT.password}
          <input name="pass" type="password" autoComplete="current-password" required />
        </label>
        <DoorError message={error} />
        <button type="submit" disabled={busy}>
          {busy ? DOOR_TEXT.ingresando : DOOR_TEXT.ingresar}
        </button>
      </form>
      {/* Outside the form: its checkbox would hold the submit while it solves. */}
      {desafio.element}
    </main>
  );
}
