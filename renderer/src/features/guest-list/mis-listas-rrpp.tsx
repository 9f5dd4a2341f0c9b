import type { InvitadoView, MiListaRrpp } from '@shared/api/guest-list';
import { MSG } from '@shared/messages';
import { LISTA_TEXT, RRPP_LISTA_TEXT as T } from '@shared/texts/guest-list';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatDia, formatHora, formatNumero, formatPesos } from '../../ui/format';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import {
  useAgregarInvitadosRrppMutation,
  useGetMisListasRrppQuery,
  useQuitarInvitadoRrppMutation,
} from './api';
import { InvitadosPreview } from './invitados-preview';
import { agregarRrppPayload } from './lista-form-values';
import './listas-rrpp.css';

/**
 * The signed-in RRPP's guest lists (docs/decisions/0092-rrpp.md, GET /Lista/MisListas), soonest
 * day first: each list's event and day, its places taken of its quota, its terms, its guests
 * (one not yet in can be withdrawn, after confirming) and the form that adds pasted guests to
 * it. Self-contained (it reads the lists itself) and plain HTML, no antd: it sits in the
 * RRPP's own page, opened from the phone. `ocultarSiVacio`: nothing at all while loading or
 * when the person has no lists.
 */
export function MisListasRrpp({ ocultarSiVacio = false }: { ocultarSiVacio?: boolean }) {
  const id = useId();
  const query = useGetMisListasRrppQuery(undefined, { refetchOnMountOrArgChange: true });
  const listas = query.data;
  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las listas del RRPP', query.error);
  }, [query.error]);

  if (ocultarSiVacio && !query.isError && (!listas || listas.length === 0)) return null;

  let body;
  if (listas) {
    body =
      listas.length === 0 ? (
        <p className="status-text">{T.sinListas}</p>
      ) : (
        <>
          <p className="muted">{T.misListasAyuda}</p>
          <ul className="mis-listas-lista">
            {listas.map((l) => (
              <li key={l.idLista}>
                <MiLista lista={l} />
              </li>
            ))}
          </ul>
        </>
      );
  } else if (query.isError) {
    body = (
      <LoadFailed
        text={T.error}
        retryText={LISTA_TEXT.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="mis-listas" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.misListas}</h2>
      {body}
    </section>
  );
}

function MiLista({ lista: l }: { lista: MiListaRrpp }) {
  const id = useId();
  const [quitar, { isLoading: quitando }] = useQuitarInvitadoRrppMutation();
  const [confirmando, setConfirmando] = useState<InvitadoView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const dia = formatDia(l.inicio);
  const quedan = Math.max(0, l.cupo - l.usados);

  const onQuitar = async () => {
    if (!confirmando || quitando) return;
    setError(null);
    setAviso(null);
    try {
      await quitar({ idInvitado: confirmando.idInvitado, idEvento: l.idEvento }).unwrap();
      setAviso(T.quitadoAviso(confirmando.nombre));
    } catch (err) {
      if (![404, 409].includes(errorStatus(err) ?? 0))
        console.error('No se pudo quitar al invitado de la lista del RRPP', err);
      setError(problemDetail(err, MSG.errorConexion));
    }
    setConfirmando(null);
  };

  return (
    <article className="mis-listas-card" aria-labelledby={`${id}-evento`}>
      <h3 id={`${id}-evento`}>{l.evento}</h3>
      <p className="muted">
        <time dateTime={l.inicio}>{dia}</time>
      </p>
      <p className="mis-listas-cupo">
        {T.lugares(formatNumero(l.usados), formatNumero(l.cupo))}
        {' · '}
        {T.quedan(quedan, formatNumero(quedan))}
      </p>
      <p>
        {T.terminos({
          tipo: l.dsTipo,
          precio: l.modalidad === 'descuento' ? formatPesos(l.precioPuerta) : null,
          hasta: l.hasta,
        })}
      </p>
      {l.invitados.length === 0 ? (
        <p className="muted">{T.sinInvitados}</p>
      ) : (
        <ul className="mis-listas-invitados" aria-label={T.invitadosDe(l.evento, dia)}>
          {l.invitados.map((g) => (
            <li key={g.idInvitado} className="mis-listas-invitado">
              <div className="mis-listas-quien">
                <strong>{g.nombre}</strong>
                <span className="muted">{g.email}</span>
              </div>
              <div className="mis-listas-estado">
                {g.anulado ? (
                  <span className="tag">{LISTA_TEXT.quitado}</span>
                ) : g.ingresoAt ? (
                  <span className="tag tag-accent">
                    {LISTA_TEXT.ingreso(formatHora(g.ingresoAt))}
                  </span>
                ) : (
                  <>
                    <span className="tag">{LISTA_TEXT.sinIngresar}</span>
                    <button
                      type="button"
                      className="btn"
                      aria-label={T.quitarInvitado(g.nombre)}
                      onClick={() => {
                        setError(null);
                        setAviso(null);
                        setConfirmando(g);
                      }}
                    >
                      {T.quitar}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      {aviso && <p role="status">{aviso}</p>}
      <AgregarForm lista={l} />
      {confirmando && (
        <ConfirmarQuitar
          nombre={confirmando.nombre}
          loading={quitando}
          onConfirm={() => void onQuitar()}
          onCancel={() => setConfirmando(null)}
        />
      )}
    </article>
  );
}

/** The pasted guests, checked line by line as they are typed; all or nothing, as the server. */
function AgregarForm({ lista }: { lista: MiListaRrpp }) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [agregar, { isLoading }] = useAgregarInvitadosRrppMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setAviso(null);
    const result = agregarRrppPayload(lista, texto);
    if (!result.ok) return setError(result.message);
    try {
      const added = await agregar(result.body).unwrap();
      setTexto('');
      setAviso(LISTA_TEXT.agregados(added.length));
    } catch (err) {
      if (![400, 404, 409].includes(errorStatus(err) ?? 0))
        console.error('No se pudieron agregar los invitados a la lista del RRPP', err);
      setError(problemDetail(err, MSG.errorConexion));
    }
  };

  return (
    <form className="mis-listas-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={`${id}-texto`}>{T.sumar}</label>
      <textarea
        id={`${id}-texto`}
        className="input"
        rows={4}
        placeholder={T.sumarEjemplo}
        aria-describedby={`${id}-ayuda`}
        aria-invalid={error ? true : undefined}
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          setError(null);
        }}
      />
      <p id={`${id}-ayuda`} className="muted mis-listas-ayuda">
        {T.sumarAyuda}
      </p>
      <InvitadosPreview
        texto={texto}
        problemasId={`${id}-problemas`}
        className="mis-listas-preview"
        problemasClassName="mis-listas-problemas"
      />
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? T.agregando : T.agregar}
      </button>
      {aviso && <p role="status">{aviso}</p>}
    </form>
  );
}

/** The browser's own modal dialog: focus kept inside, Escape cancels. */
function ConfirmarQuitar({
  nombre,
  loading,
  onConfirm,
  onCancel,
}: {
  nombre: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="mis-listas-dialogo"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-titulo`}>{T.quitarTitulo}</h2>
      <p id={`${id}-texto`}>{T.quitarConfirmar(nombre)}</p>
      <div className="mis-listas-acciones">
        {/* First, so it has the focus when the dialog opens: withdrawing is for good. */}
        <button type="button" className="btn" onClick={onCancel}>
          {LISTA_TEXT.cancelar}
        </button>
        <button
          type="button"
          className="btn mis-listas-peligro"
          disabled={loading}
          onClick={onConfirm}
        >
          {T.quitar}
        </button>
      </div>
    </dialog>
  );
}
