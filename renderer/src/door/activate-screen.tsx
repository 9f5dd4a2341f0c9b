import { useState, type FormEvent } from 'react';
import { PUERTA_APP_PATH } from '@shared/api/door';
import { DOOR_TEXT } from '@shared/texts/door';
import { DoorApiError, type DoorClient } from './door-client';
import { DoorError } from './door-error';

/** /puerta/activar?token=: a new staff member chooses the door account's password. */
export function ActivateScreen({ client, token }: { client: DoorClient; token: string | null }) {
  const [error, setError] = useState<string | null>(token ? null : DOOR_TEXT.sinToken);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await client.activar(token, String(new FormData(event.currentTarget).get('pass')));
      setDone(true);
    } catch (e) {
      setError(e instanceof DoorApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="door-card">
      <h1>{DOOR_TEXT.activarTitulo}</h1>
      {done ? (
        <>
          <p role="status">{DOOR_TEXT.activada}</p>
          <a className="door-button" href={`${PUERTA_APP_PATH}/`}>
            {DOOR_TEXT.irAIngresar}
          </a>
        </>
      ) : (
        <form onSubmit={submit} className="door-form">
          <p>{DOOR_TEXT.activarAyuda}</p>
          <label>
            {DOOR_TEXT.password}
            <input name="pass" type="password" autoComplete="new-password" required />
          </label>
          <DoorError message={error} />
          <button type="submit" disabled={busy || !token}>
            {DOOR_TEXT.activar}
          </button>
        </form>
      )}
    </main>
  );
}
