import type { MiRrppEvento } from '@shared/api/rrpp';
import { routePath } from '@shared/routes';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFechaCorta, formatNumero, formatPesos } from '../../ui/format';
import { QueryState } from '../../ui/status-text';
import { useGetMisEventosRrppQuery } from './api';
import { reglasEnPalabras } from './reglas';
import './rrpp.css';

/**
 * /mis-ventas-rrpp (docs/decisions/0092-rrpp.md): the events the signed-in person sells as an
 * RRPP of a productora, the next one first: their link to share (and a button that copies it), their
 * code, what they sold, their commission and its rules in words. Plain HTML, phone first: an
 * RRPP shares their link from the phone.
 */
export function MisVentasRrppPage({ listas }: { listas?: ReactNode }) {
  const query = useGetMisEventosRrppQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las ventas como RRPP', query.error);
  }, [query.error]);
  return (
    <section className="page rrpp-mis-ventas">
      <h1>{T.misVentasTitulo}</h1>
      <QueryState
        query={query}
        texts={{ cargando: T.cargandoMisVentas, error: T.errorMisVentas, reintentar: T.reintentar }}
      >
        {(eventos) =>
          eventos.length === 0 ? (
            <p className="status-text">{T.sinEventos}</p>
          ) : (
            <>
              <p className="muted">{T.misVentasAyuda}</p>
              <ul className="rrpp-lista">
                {enOrden(eventos, Date.now()).map((e) => (
                  <li key={e.idEvento}>
                    <EventoRrpp evento={e} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      {/* Their guest lists (features/guest-list), put here by the route. */}
      {listas}
    </section>
  );
}

/**
 * The next party first (what an RRPP promotes now), then those that already started, latest
 * first; the server answers newest first.
 */
function enOrden(eventos: ReadonlyArray<MiRrppEvento>, now: number): MiRrppEvento[] {
  const at = (e: MiRrppEvento) => (e.inicio ? Date.parse(e.inicio) : Number.NaN);
  const proximos = eventos.filter((e) => at(e) >= now).sort((a, b) => at(a) - at(b));
  const pasados = eventos.filter((e) => !(at(e) >= now));
  return [...proximos, ...pasados];
}

function EventoRrpp({ evento: e }: { evento: MiRrppEvento }) {
  const id = useId();
  const C = T.cifras;
  const cifras: Array<[string, string]> = [
    [C.entradas, formatNumero(e.cifras.entradas)],
    [C.importe, formatPesos(e.cifras.importe)],
    [C.comision, formatPesos(e.cifras.comision)],
    [
      C.ingresaron,
      T.deInvitados(formatNumero(e.cifras.ingresaron), formatNumero(e.cifras.invitados)),
    ],
  ];
  return (
    <article className="rrpp-card" aria-labelledby={`${id}-nombre`}>
      <h2 id={`${id}-nombre`}>
        <Link to={routePath('evento', { id: e.idEvento })}>{e.nombre}</Link>
      </h2>
      <p className="muted rrpp-meta">
        {e.inicio ? <time dateTime={e.inicio}>{formatFechaCorta(e.inicio)}</time> : T.sinFecha}
        {' · '}
        {T.productora(e.productora)}
      </p>
      <dl className="rrpp-cifras">
        {cifras.map(([termino, valor]) => (
          <div key={termino}>
            <dt>{termino}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      <Enlace evento={e} />
      <dl className="rrpp-codigo-propio">
        <div>
          <dt>{T.tuCodigo}</dt>
          <dd>
            <code>{e.codigo}</code>
          </dd>
        </div>
      </dl>
      <h3 id={`${id}-reglas`}>{T.tuComisionTitulo}</h3>
      <Reglas evento={e} labelledBy={`${id}-reglas`} />
    </article>
  );
}

/** How long "Copiado" stays. */
const AVISO_MS = 2500;

type Copia = 'idle' | 'copiado' | 'error';

/**
 * The RRPP's link, readable and selectable, and "Copiar enlace". Copying needs the page's
 * clipboard (the desktop app grants it to its own pages); refused, the link is there to copy
 * by hand.
 */
function Enlace({ evento: e }: { evento: MiRrppEvento }) {
  const id = useId();
  const [copia, setCopia] = useState<Copia>('idle');
  useEffect(() => {
    if (copia === 'idle') return;
    const t = setTimeout(() => setCopia('idle'), AVISO_MS);
    return () => clearTimeout(t);
  }, [copia]);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(e.enlace);
      setCopia('copiado');
    } catch {
      setCopia('error');
    }
  };
  return (
    <div className="rrpp-enlace">
      <label htmlFor={`${id}-enlace`}>{T.tuEnlace}</label>
      <div className="rrpp-enlace-fila">
        <input
          id={`${id}-enlace`}
          className="input"
          readOnly
          value={e.enlace}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="btn"
          aria-label={T.copiarEnlaceDe(e.nombre)}
          onClick={() => void copiar()}
        >
          {T.copiarEnlace}
        </button>
      </div>
      <p className="rrpp-aviso" role="status">
        {copia === 'copiado' && T.copiado}
        {copia === 'error' && T.noCopiado}
      </p>
    </div>
  );
}

/** Their rules in words, each type named as the event names it (its first day's name). */
function Reglas({ evento: e, labelledBy }: { evento: MiRrppEvento; labelledBy: string }) {
  if (e.reglas.length === 0) return <p className="muted">{T.sinComision}</p>;
  const nombreDe = (cdTipo: number) => e.tipos.find((t) => t.cdTipo === cdTipo)?.nombre ?? null;
  return (
    <ul className="rrpp-reglas-texto" aria-labelledby={labelledBy}>
      {reglasEnPalabras(e.reglas, nombreDe).map((texto, i) => (
        <li key={i}>{texto}</li>
      ))}
    </ul>
  );
}
