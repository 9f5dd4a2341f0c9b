import { useEffect, useState, type FormEvent } from 'react';
import { PUERTA_APP_PATH, type InvitacionVista, type PuertaUsuario } from '@shared/api/door';
import { DOOR_TEXT } from '@shared/texts/door';
import { DoorApiError, type DoorClient } from './door-client';
import { DoorError } from './door-error';

/** Who is signed in: with the door's own session, or the website's (desktop or browser). */
export interface Identity {
  usuario: PuertaUsuario;
  via: 'puerta' | 'web';
}

const messageOf = (e: unknown) => (e instanceof DoorApiError ? e.message : String(e));

/**
 * /puerta/invitacion?token= (docs/decisions/0076-hostile-users.md): the invited address's owner
 * accepts, signed in with its account (kept as it is), or makes the account here when the
 * address has none. Signed in as someone else: said, with a way to change account.
 */
export function InvitationScreen({
  client,
  webClient,
  token,
  whoAmI,
  onSignedIn,
  onSignOut,
  onAccepted,
}: {
  client: DoorClient;
  webClient: DoorClient;
  token: string | null;
  /** Who is signed in now, if anyone. */
  whoAmI: () => Promise<Identity | null>;
  onSignedIn: (doorToken: string) => Promise<void>;
  onSignOut: () => Promise<void>;
  onAccepted: (via: Identity['via']) => void;
}) {
  const [vista, setVista] = useState<InvitacionVista | null>(null);
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : DOOR_TEXT.sinToken);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [aceptada, setAceptada] = useState<Identity['via'] | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    Promise.all([client.invitacion(token), whoAmI()]).then(
      ([v, who]) => {
        if (!live) return;
        setIdentity(who);
        setVista(v);
      },
      (e: unknown) => live && setLinkError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [client, token, whoAmI]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(async () => {
      const res = await client.login(String(data.get('usuario')), String(data.get('pass')));
      await onSignedIn(res.token);
      setIdentity({ usuario: res.usuario, via: 'puerta' });
    });
  };

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(async () => {
      const res = await client.crearCuentaInvitacion({
        token: token!,
        nombre: String(data.get('nombre')),
        apellido: String(data.get('apellido')),
        pass: String(data.get('pass')),
      });
      await onSignedIn(res.token);
      setAceptada('puerta');
    });
  };

  const accept = (via: Identity['via']) =>
    run(async () => {
      await (via === 'web' ? webClient : client).aceptarInvitacion(token!);
      setAceptada(via);
    });

  const switchAccount = () =>
    run(async () => {
      await onSignOut();
      setIdentity(null);
    });

  if (linkError || !vista)
    return (
      <main className="door-card">
        <h1>{DOOR_TEXT.titulo}</h1>
        {linkError ? (
          <>
            <DoorError message={linkError} />
            <a className="door-button" href={`${PUERTA_APP_PATH}/`}>
              {DOOR_TEXT.irALaPuerta}
            </a>
          </>
        ) : (
          <p role="status">{DOOR_TEXT.invitacionCargando}</p>
        )}
      </main>
    );

  return (
    <main className="door-card">
      <h1>{DOOR_TEXT.invitacionTitulo(vista.evento)}</h1>
      {aceptada ? (
        <>
          <p role="status">{DOOR_TEXT.invitacionAceptada(vista.evento)}</p>
          <button type="button" onClick={() => onAccepted(aceptada)}>
            {DOOR_TEXT.irALaPuerta}
          </button>
        </>
      ) : identity ? (
        identity.usuario.email === vista.correo ? (
          <>
            <p>{DOOR_TEXT.invitacionComo(identity.usuario.name, identity.usuario.email)}</p>
            <DoorError message={error} />
            <button type="button" disabled={busy} onClick={() => void accept(identity.via)}>
              {busy ? DOOR_TEXT.invitacionAceptando : DOOR_TEXT.invitacionAceptar}
            </button>
          </>
        ) : (
          <>
            <p role="alert">
              {DOOR_TEXT.invitacionOtraCuenta(identity.usuario.email, vista.correo)}
            </p>
            <button type="button" disabled={busy} onClick={() => void switchAccount()}>
              {DOOR_TEXT.invitacionCambiarCuenta}
            </button>
          </>
        )
      ) : vista.cuentaExiste ? (
        <form onSubmit={signIn} className="door-form">
          <p>{DOOR_TEXT.invitacionPara(vista.correo)}</p>
          <p>{DOOR_TEXT.invitacionIngresa}</p>
          <label>
            {DOOR_TEXT.correo}
            <input
              name="usuario"
              type="email"
              autoComplete="username"
              defaultValue={vista.correo}
              required
            />
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
      ) : (
        <form onSubmit={create} className="door-form">
          <p>{DOOR_TEXT.invitacionPara(vista.correo)}</p>
          <p>{DOOR_TEXT.invitacionCrea}</p>
          <label>
            {DOOR_TEXT.invitacionNombre}
            <input name="nombre" autoComplete="given-name" required />
          </label>
          <label>
            {DOOR_TEXT.invitacionApellido}
            <input name="apellido" autoComplete="family-name" required />
          </label>
          <label>
            {DOOR_TEXT.password}
            <input name="pass" type="password" autoComplete="new-password" required />
          </label>
          <DoorError message={error} />
          <button type="submit" disabled={busy}>
            {DOOR_TEXT.invitacionCrear}
          </button>
        </form>
      )}
    </main>
  );
}
