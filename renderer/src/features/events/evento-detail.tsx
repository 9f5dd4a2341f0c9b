import type { CodigoAplicable } from '@shared/api/codigos';
import type { EventoView } from '@shared/api/discovery';
import { ESTADO_EVENTO, GENEROS } from '@shared/domain/catalogs';
import { routePath } from '@shared/routes';
import { EVENT_BADGE_TEXT } from '@shared/texts/event-badges';
import { EVENT_TEXT } from '@shared/texts/event';
import { AUTH_TEXT } from '@shared/texts/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { saveSeleccion, setPostLoginRedirect, takeSeleccion } from '../../platform/local-store';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { loginOpened } from '../../state/ui-slice';
import { EventMedia } from '../../ui/event-media';
import { formatDia, formatDireccion, formatHorario } from '../../ui/format';
import { FlyerImage } from '../../ui/flyer-image';
import { useSiteOrigin } from '../../ui/site-origin';
import type { ComoLlegarState } from '../../ui/navigation-state';
import { FavoriteButton } from './favorite-button';
import { withUnlocked, type Quantities } from './purchase';
import { AccessCode } from './access-code';
import { PurchasePanel } from './purchase-panel';
import { ReviewsBlock } from './reviews-block';
import { StockTable } from './stock-table';
import { AddToCalendar } from '../../ui/add-to-calendar';
import { heroBoxRatio, heroSizes } from '@shared/domain/page-images';
import { BuyBar } from './buy-bar';
import { ShareButton } from './share-button';
import { FilaVirtualAviso } from '../../ui/fila-virtual-aviso';

const genreName = (cd: number) => GENEROS.find((g) => g.cdGenero === cd)?.dsGenero;

/** Everything about one event and its ticket choice (/evento/{id}). */
export function EventoDetail({ evento }: { evento: EventoView }) {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Back from signing in or up after Comprar: the same rows, quantities and typed code.
  const [kept] = useState(() => takeSeleccion(evento.idEvento));
  const [quantities, setQuantities] = useState<Quantities>(() => kept?.cantidades ?? {});
  // An access code's hidden rows (issue 14) join the tables while the buyer stays here.
  const [acceso, setAcceso] = useState<CodigoAplicable | null>(null);
  // The code as typed, and whether to check it as soon as someone is signed in.
  const [codigoTexto, setCodigoTexto] = useState(kept?.codigo ?? '');
  const [validarAlIngresar, setValidarAlIngresar] = useState(Boolean(kept?.codigo));

  // Signed in from the modal over this page (no remount): the choice is still here, so the
  // copy kept for a round trip (sign-up, Google) is dropped.
  useEffect(() => {
    if (user) takeSeleccion(evento.idEvento);
  }, [user, evento.idEvento]);

  /** Signed out: keep the choice, ask to sign in or up, and come back here afterwards. */
  const pedirIngreso = (aviso: string) => {
    const codigo = codigoTexto.trim() || acceso?.codigo || null;
    saveSeleccion({ idEvento: evento.idEvento, cantidades: { ...quantities }, codigo });
    setPostLoginRedirect(routePath('evento', { id: evento.idEvento }));
    if (codigo) setValidarAlIngresar(true);
    dispatch(loginOpened(aviso));
  };
  const conOcultas = acceso ? withUnlocked(evento, acceso.ocultas) : evento;
  const direccion = formatDireccion(evento.domicilio);
  const generos = evento.genero.map(genreName).filter(Boolean);
  // Cancelled: the page stays for whoever has the link or a ticket, with nothing to buy.
  const cancelado = evento.estado === ESTADO_EVENTO.BORRADO;
  const siteOrigin = useSiteOrigin();
  const tickets = useRef<HTMLElement>(null);

  const comoLlegar = () => {
    const state: ComoLlegarState = { idEvento: evento.idEvento, direccion };
    void navigate(routePath('comoLlegar', { idEvento: evento.idEvento }), { state });
  };

  return (
    <article className="event-detail">
      <header className="event-hero">
        {/* The whole flyer, in its own shape where the page allows (shared/domain/page-images.ts). */}
        <FlyerImage
          url={evento.imagen}
          ancho={evento.imagenAncho}
          alto={evento.imagenAlto}
          alt={EVENT_TEXT.imagenAlt(evento.nombre)}
          sizes={heroSizes(evento.imagenAncho, evento.imagenAlto)}
          boxRatio={heroBoxRatio(evento.imagenAncho, evento.imagenAlto)}
          className="event-hero-flyer"
          priority
          fill
        />
        <div className="event-title-row">
          <h1>{evento.nombre}</h1>
          <div className="event-actions">
            <ShareButton
              title={evento.nombre}
              url={`${siteOrigin}${routePath('evento', { id: evento.idEvento })}`}
            />
            {user && !cancelado && <FavoriteButton evento={evento} idUsuario={user.id} />}
          </div>
        </div>
        {cancelado && (
          <div className="event-cancelled" role="status">
            <strong>{EVENT_TEXT.cancelado}</strong>
            <p>{EVENT_TEXT.canceladoAviso}</p>
          </div>
        )}
        <ul className="tag-list" aria-label={EVENT_TEXT.generos}>
          {evento.edadMinima ? (
            <li
              className="tag tag-accent"
              title={EVENT_BADGE_TEXT.edadMinimaTitulo(evento.edadMinima)}
            >
              {EVENT_BADGE_TEXT.edadMinima(evento.edadMinima)}
            </li>
          ) : null}
          {evento.isLgbt && <li className="tag tag-accent">{EVENT_BADGE_TEXT.lgbt}</li>}
          {evento.isAfter && <li className="tag tag-accent">{EVENT_BADGE_TEXT.after}</li>}
          {generos.map((g) => (
            <li key={g} className="tag">
              {g}
            </li>
          ))}
        </ul>
      </header>

      <div className="event-columns">
        <div className="event-main">
          {evento.artistas.length > 0 && (
            <section className="event-section" aria-labelledby="event-artists">
              <h2 id="event-artists">{EVENT_TEXT.artistas}</h2>
              <ul className="event-artists">
                {evento.artistas.map((a) => (
                  <li key={a.idArtista}>
                    <Link to={routePath('artista', { id: a.idArtista })}>{a.nombre}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="event-section" aria-labelledby="event-description">
            <h2 id="event-description">{EVENT_TEXT.descripcion}</h2>
            <p className="event-description">{evento.descripcion}</p>
          </section>
          <EventMedia soundCloud={evento.soundCloud} video={evento.video} />
          <ReviewsBlock evento={evento} />
        </div>

        <aside className="event-side">
          <section className="event-section" aria-labelledby="event-dates">
            <h2 id="event-dates">{EVENT_TEXT.fechas}</h2>
            <ul className="event-dates">
              {evento.fechas.map((f) => (
                <li key={f.idFecha}>
                  <time dateTime={f.inicio}>{formatDia(f.inicio)}</time>
                  <span className="muted"> · {formatHorario(f.inicio, f.fin)}</span>
                </li>
              ))}
            </ul>
            {!cancelado && <AddToCalendar evento={evento} />}
          </section>
          <section className="event-section" aria-labelledby="event-place">
            <h2 id="event-place">{EVENT_TEXT.ubicacion}</h2>
            <address className="event-address">{direccion}</address>
            <button type="button" className="btn" onClick={comoLlegar}>
              {EVENT_TEXT.comoLlegar}
            </button>
          </section>
          {!cancelado && (
            <section className="event-section" aria-labelledby="event-tickets" ref={tickets}>
              <h2 id="event-tickets" tabIndex={-1}>
                {EVENT_TEXT.entradas}
              </h2>
              <StockTable
                fechas={conOcultas.fechas}
                quantities={quantities}
                maxPorCuenta={evento.maxEntradasPorCuenta}
                onChange={(id, cantidad) => setQuantities((q) => ({ ...q, [id]: cantidad }))}
                acceso={acceso}
              />
              <AccessCode
                idEvento={evento.idEvento}
                onUnlocked={setAcceso}
                texto={codigoTexto}
                onTexto={setCodigoTexto}
                validarAlIngresar={validarAlIngresar}
                onValidado={() => setValidarAlIngresar(false)}
                onIngresar={() => pedirIngreso(AUTH_TEXT.paraCodigo)}
              />
              <FilaVirtualAviso evento={evento} />
              <PurchasePanel
                evento={conOcultas}
                quantities={quantities}
                acceso={acceso}
                onIngresar={() => pedirIngreso(AUTH_TEXT.paraComprar)}
              />
            </section>
          )}
        </aside>
      </div>
      {!cancelado && <BuyBar evento={evento} tickets={tickets} anchor="event-tickets" />}
    </article>
  );
}
