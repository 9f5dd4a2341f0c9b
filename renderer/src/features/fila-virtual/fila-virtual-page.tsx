import type { EventoView } from '@shared/api/discovery';
import { FILA_POLL_MS, type FilaVirtualEstado } from '@shared/api/fila-virtual';
import type { ComprarState } from '@shared/domain/purchase';
import { hasAnyRole, ROL } from '@shared/domain/roles';
import { ROUTES, routePath } from '@shared/routes';
import { FILA_TEXT as T } from '@shared/texts/fila-virtual';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { dayNeedingQueue, forgetAdmission, saveAdmission } from '../../lib/admission';
import { setPostLoginRedirect } from '../../platform/local-store';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { loginOpened } from '../../state/ui-slice';
import { useDocumentTitle } from '../../ui/document-title';
import { formatDia, formatFechaLarga, formatHora, formatNumero } from '../../ui/format';
import { readState } from '../../ui/navigation-state';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { DesafioFallido } from '../../ui/desafio/desafio-error';
import { useDesafio } from '../../ui/desafio/use-desafio';
import { useGetFilaEstadoQuery, useUnirmeFilaMutation } from './api';
import './fila-virtual.css';

type Comprar = ComprarState<EventoView>;

/** The purchase the event page handed over on its way to /comprar, when there is one. */
function readComprar(state: unknown): Comprar | null {
  const s = readState<Comprar>(state, 'purchaseItems');
  if (!s?.evento || !Array.isArray(s.purchaseItems) || s.purchaseItems.length === 0) return null;
  return s as Comprar;
}

/**
 * /fila/{idFecha} (issue 12): the virtual queue of a high-demand day. Joins on arrival (again
 * on every visit: the server keeps one place per account), asks for news every five seconds,
 * and once it is the account's turn keeps the admission for the checkout and goes on with the
 * purchase the event page started, if any.
 */
export function FilaVirtualPage() {
  const { idFecha: param } = useParams();
  const idFecha = Number(param);
  const valid = Number.isInteger(idFecha) && idFecha > 0;
  const user = useAppSelector(selectUser);
  const { pathname, state } = useLocation();
  const dispatch = useAppDispatch();
  useDocumentTitle(`${T.titulo} · Pulso`);

  let body;
  if (!valid) {
    body = <p className="status-text">{T.fechaInvalida}</p>;
  } else if (!user) {
    body = (
      <div className="fila-card">
        <p>{T.iniciaSesion}</p>
        <p className="muted">{T.sorteo}</p>
        <div className="fila-acciones">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setPostLoginRedirect(pathname);
              dispatch(loginOpened());
            }}
          >
            {T.ingresar}
          </button>
        </div>
      </div>
    );
  } else if (!hasAnyRole(user.roles, [ROL.USUARIO])) {
    body = <p className="status-text">{T.soloCompradores}</p>;
  } else {
    body = <Fila key={idFecha} idFecha={idFecha} comprar={readComprar(state)} state={state} />;
  }
  return (
    <section className="page page-narrow fila">
      <h1>{T.titulo}</h1>
      {body}
    </section>
  );
}

/** Ticks every second while `on`, so a countdown moves between polls. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [on]);
  return now;
}

function Fila({
  idFecha,
  comprar,
  state,
}: {
  idFecha: number;
  comprar: Comprar | null;
  state: unknown;
}) {
  const navigate = useNavigate();
  const [unirmeCon, join] = useUnirmeFilaMutation();
  // Joining always needs a solved challenge: the device solves one first.
  const desafio = useDesafio({ siempre: true });
  const { run } = desafio;
  const [fallo, setFallo] = useState<string | null>(null);
  const unirme = useCallback(
    (id: number) => {
      setFallo(null);
      // The call's own refusals are join.error; a challenge that was not accepted is fallo.
      run((headers) => unirmeCon({ idFecha: id, headers }).unwrap()).catch((err: unknown) => {
        if (err instanceof DesafioFallido) setFallo(err.message);
      });
    },
    [run, unirmeCon],
  );
  const joined = join.isSuccess;
  const polled = useGetFilaEstadoQuery(idFecha, {
    skip: !joined,
    pollingInterval: FILA_POLL_MS,
    // A background tab keeps its place anyway; it still follows the line.
    skipPollingIfUnfocused: false,
  });
  const [estado, setEstado] = useState<FilaVirtualEstado | null>(null);

  useEffect(() => {
    unirme(idFecha);
  }, [unirme, idFecha]);
  // The newest answer wins: a poll, or joining again after the turn ran out.
  useEffect(() => {
    if (join.data) setEstado(join.data);
  }, [join.data]);
  useEffect(() => {
    if (polled.data) setEstado(polled.data);
  }, [polled.data]);

  const now = useNow(Boolean(estado?.admitido));
  const expira = estado?.expira ? Date.parse(estado.expira) : null;
  const admitido = Boolean(estado?.admitido && estado.token && expira !== null && expira > now);
  const vencida = Boolean(
    estado?.vencida || (estado?.admitido && expira !== null && expira <= now),
  );

  useEffect(() => {
    if (estado?.admitido && estado.token && estado.expira)
      saveAdmission(idFecha, estado.token, estado.expira);
    else if (estado?.vencida) forgetAdmission(idFecha);
  }, [estado, idFecha]);

  const joinStatus = errorStatus(join.error);
  useEffect(() => {
    if (join.error && joinStatus !== 404 && joinStatus !== 409)
      console.error('No se pudo entrar a la fila', join.error);
  }, [join.error, joinStatus]);

  if ((fallo || (join.isError && !desafio.busy)) && !estado) {
    return (
      <>
        <p className="status-text" role="alert">
          {fallo ?? problemDetail(join.error, T.errorCargar)}
        </p>
        <Link className="btn" to={ROUTES.home.path}>
          {T.verEventos}
        </Link>
      </>
    );
  }
  if (!estado) {
    return (
      <>
        <LoadingText>{T.uniendo}</LoadingText>
        {desafio.element}
      </>
    );
  }

  const continuar = () => {
    if (estado.token && estado.expira) saveAdmission(idFecha, estado.token, estado.expira);
    if (!comprar) {
      void navigate(routePath('evento', { id: estado.idEvento }));
      return;
    }
    // Several high-demand days in one purchase: the next day's queue, then the checkout.
    const next = dayNeedingQueue(comprar.evento, comprar.purchaseItems);
    void navigate(
      next !== null && next !== idFecha
        ? routePath('filaVirtual', { idFecha: next })
        : ROUTES.comprar.path,
      { state },
    );
  };

  let card;
  if (admitido) {
    const minutos = Math.ceil((expira! - now) / 60_000);
    card = (
      <div className="fila-card fila-turno" role="status">
        <p className="fila-estado">{T.turno(minutos)}</p>
        <div className="fila-acciones">
          <button type="button" className="btn btn-primary" onClick={continuar}>
            {T.continuar}
          </button>
        </div>
      </div>
    );
  } else if (vencida) {
    card = (
      <div className="fila-card">
        <p className="fila-estado">{T.vencida}</p>
        <p className="muted">{T.volverAFilaAyuda}</p>
        <div className="fila-acciones">
          <button
            type="button"
            className="btn btn-primary"
            disabled={desafio.busy}
            onClick={() => unirme(idFecha)}
          >
            {T.volverAFila}
          </button>
        </div>
        {desafio.element}
        {fallo && (
          <p className="inline-error" role="alert">
            {fallo}
          </p>
        )}
      </div>
    );
  } else {
    card = (
      <div className="fila-card">
        <p className="fila-estado">{T.enFila}</p>
        {estado.abierta && estado.posicion !== null ? (
          <>
            <p className="fila-lugar" aria-live="polite">
              {T.lugar(formatNumero(estado.posicion))}
            </p>
            {estado.estimadoMinutos !== null && <p>{T.estimado(estado.estimadoMinutos)}</p>}
          </>
        ) : estado.abierta ? (
          <p>{T.sorteando}</p>
        ) : (
          <>
            <p>{T.lugarSeSortea}</p>
            <p>
              {T.aperturaEl(
                `${formatFechaLarga(estado.apertura)} a las ${formatHora(estado.apertura)}`,
              )}
            </p>
          </>
        )}
        <p className="muted">{T.noCierres}</p>
        <p className="muted">{T.unLugarPorCuenta}</p>
      </div>
    );
  }

  return (
    <>
      <p className="muted">
        {estado.evento} · {formatDia(estado.dia)}
      </p>
      {card}
      {polled.isError && <LoadFailed text={T.errorCargar} />}
      <div className="fila-notas muted">
        <p>{T.sorteo}</p>
        <p>{T.despuesDeApertura}</p>
      </div>
      <Link className="btn" to={routePath('evento', { id: estado.idEvento })}>
        {T.volverAlEvento}
      </Link>
    </>
  );
}
