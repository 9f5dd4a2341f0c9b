import type { ProductoraMia } from '@shared/api/productoras';
import { hasRole, ROL } from '@shared/domain/roles';
import { ROUTES } from '@shared/routes';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { setPostLoginRedirect } from '../../platform/local-store';
import { logout, restoreSession } from '../../session/session-actions';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { loginOpened } from '../../state/ui-slice';
import { useDocumentTitle } from '../../ui/document-title';
import { useAceptarInvitacionMutation } from './api';
import { motivoDelError } from './errors';
import './team.css';

/** What the server takes as a token (aceptarInvitacionEquipoSchema), checked without zod. */
const tokenValido = (token: string) =>
  token.length >= 16 && token.length <= 200 && /^[A-Za-z0-9_-]+$/.test(token);

/**
 * /productora/invitacion?token=... (docs/decisions/0091-productoras-and-roles.md): the link a
 * productora's invitation mails. Signed out, it says what it is and asks to sign in (or sign
 * up) with the invited address, then comes back here; signed in, one button accepts. The
 * account then holds the organiser's role: the session is read again, so the menu shows the
 * organiser's entries (Mi productora among them). Plain HTML: it opens from a mail, often on a
 * phone.
 */
export function InvitacionProductoraPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useAppSelector(selectUser);
  const [aceptada, setAceptada] = useState<ProductoraMia | null>(null);
  useDocumentTitle(`${T.invitacionTitulo} · Pulso`);

  let body;
  if (aceptada) body = <Aceptada productora={aceptada} />;
  else if (!tokenValido(token))
    body = (
      <p className="status-text" role="alert">
        {EQUIPO_MSG.invitacionInvalida}
      </p>
    );
  else if (!user) body = <Ingresar />;
  else body = <Aceptar token={token} correo={user.email} onAceptada={setAceptada} />;

  return (
    <section className="page page-narrow team-invitacion">
      <h1>{T.invitacionTitulo}</h1>
      {body}
    </section>
  );
}

/** Signed out: signing in (or up) brings the account back to this same link. */
function Ingresar() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const volverAca = () => setPostLoginRedirect(`${pathname}${search}`);
  return (
    <div className="team-card team-invitacion-card">
      <p>{T.invitacionIngresar}</p>
      <div className="team-acciones">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            volverAca();
            dispatch(loginOpened());
          }}
        >
          {T.ingresar}
        </button>
      </div>
      <p className="muted">{T.invitacionSinCuenta}</p>
      <div className="team-acciones">
        <Link className="btn" to={ROUTES.register.path} onClick={volverAca}>
          {T.crearCuenta}
        </Link>
      </div>
    </div>
  );
}

function Aceptar({
  token,
  correo,
  onAceptada,
}: {
  token: string;
  correo: string;
  onAceptada: (productora: ProductoraMia) => void;
}) {
  const dispatch = useAppDispatch();
  const [aceptar] = useAceptarInvitacionMutation();
  // Set at once (not from the mutation's state): the first tap is taken, a second one is not.
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<{ status: number | null; texto: string } | null>(null);

  const onAceptar = async () => {
    if (enviando) return;
    setEnviando(true);
    setError(null);
    try {
      const productora = await aceptar(token).unwrap();
      // The account is an organiser now: /Security/Me brings the new role (and its menu).
      // Accepted either way: a failure there leaves the menu as it was until the next start.
      await dispatch(restoreSession()).catch(() => undefined);
      onAceptada(productora);
    } catch (err) {
      setError({
        status: errorStatus(err),
        texto: motivoDelError(err, 'No se pudo aceptar la invitación'),
      });
      setEnviando(false);
    }
  };

  if (error?.status === 403) return <OtraCuenta detail={error.texto} correo={correo} />;
  // Used or expired, or a link that leads nowhere: nothing to try again.
  const final = error?.status === 404 || error?.status === 410;
  return (
    <div className="team-card team-invitacion-card">
      {!final && <p>{T.invitacionAceptarAyuda(correo)}</p>}
      {error && (
        <p className="inline-error" role="alert">
          {error.texto}
        </p>
      )}
      {!final && (
        <div className="team-acciones">
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={enviando}
            onClick={() => void onAceptar()}
          >
            {enviando ? T.aceptando : T.aceptar}
          </button>
        </div>
      )}
      {error?.status === 410 && <IrAMiProductora soloOrganizador />}
    </div>
  );
}

/** Signed in with another address: say so, and offer to sign in with the invited one. */
function OtraCuenta({ detail, correo }: { detail: string; correo: string }) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  // Signed out, the page asks to sign in again; the dialog opens and comes back here.
  const cambiar = async () => {
    await dispatch(logout());
    setPostLoginRedirect(`${pathname}${search}`);
    dispatch(loginOpened());
  };
  return (
    <div className="team-card team-invitacion-card">
      <p className="inline-error" role="alert">
        {detail}
      </p>
      <p>{T.sesionActual(correo)}</p>
      <div className="team-acciones">
        <button type="button" className="btn btn-primary" onClick={() => void cambiar()}>
          {T.cambiarCuenta}
        </button>
      </div>
    </div>
  );
}

/** Done: the productora and the role, and the way to the team's page. */
function Aceptada({ productora }: { productora: ProductoraMia }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button it replaces had the focus: screen readers hear the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="team-card team-invitacion-card">
      <h2 ref={heading} tabIndex={-1} className="team-invitacion-listo">
        {T.aceptada(productora.nombre, productora.rol)}
      </h2>
      <IrAMiProductora />
    </div>
  );
}

/**
 * The way to the team's page. `soloOrganizador`: shown only to an account that can open it
 * (the route admits organisers); just after accepting it always is one.
 */
function IrAMiProductora({ soloOrganizador = false }: { soloOrganizador?: boolean }) {
  const user = useAppSelector(selectUser);
  if (soloOrganizador && !(user && hasRole(user.roles, ROL.ORGANIZADOR))) return null;
  return (
    <div className="team-acciones">
      <Link className="btn btn-primary" to={ROUTES.miProductora.path}>
        {T.irAMiProductora}
      </Link>
    </div>
  );
}
