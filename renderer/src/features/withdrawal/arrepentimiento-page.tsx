import {
  ARREPENTIMIENTO_MSG,
  arrepentimientoSchema,
  type ArrepentimientoPayload,
  type ArrepentimientoView,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import { hasAnyRole, ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { WITHDRAWAL_TEXT as T } from '@shared/texts/withdrawal';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { useDocumentTitle } from '../../ui/document-title';
import { formatFechaLarga, formatHora, formatPesos } from '../../ui/format';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { useArrepentirseMutation, useGetArrepentiblesQuery } from './api';
import './withdrawal.css';

type Done = (view: ArrepentimientoView) => void;

/** The order named in the address (?idOrden=N, the ticket page's link), when it can be one. */
function idOrdenFrom(param: string | null): number | null {
  const text = param?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const parsed = arrepentimientoSchema.shape.idOrden.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}

/** Logs what the server did not answer in words (network, 5xx); refusals are expected. */
function logUnexpected(err: unknown) {
  const status = errorStatus(err);
  if (status === null || status >= 500) console.error('No se pudo revocar la compra', err);
}

/**
 * /arrepentimiento (issue 13, "Botón de arrepentimiento", Resolución 424/2020): undoing a
 * purchase within its window. A buyer signed in picks one of their orders still inside it (the
 * one in ?idOrden= first); anyone else gives the order's number and the e-mail it was bought
 * with. The server decides and answers the reason when it refuses; the code it answers is shown.
 */
export function ArrepentimientoPage() {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  const pedido = idOrdenFrom(params.get('idOrden'));
  const [hecho, setHecho] = useState<ArrepentimientoView | null>(null);
  useDocumentTitle(`${T.titulo} · Pulso`);

  let body;
  if (hecho) {
    body = <Listo view={hecho} />;
  } else if (user && hasAnyRole(user.roles, [ROL.USUARIO])) {
    body = <MisCompras pedido={pedido} onDone={setHecho} />;
  } else {
    // Signed out, or an account that does not buy (it can only name an order and its e-mail).
    body = <CompraForm pedido={pedido} onDone={setHecho} />;
  }

  return (
    <section className="page page-narrow withdrawal-page">
      <h1>{T.titulo}</h1>
      <p>{T.explicacion}</p>
      {body}
    </section>
  );
}

/** A buyer's own orders inside the window, each with its button. */
function MisCompras({ pedido, onDone }: { pedido: number | null; onDone: Done }) {
  const query = useGetArrepentiblesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [arrepentirse, sending] = useArrepentirseMutation();
  const [fallo, setFallo] = useState<{ idOrden: number; detail: string } | null>(null);

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las compras arrepentibles', query.error);
  }, [query.error]);

  const confirmar = async (idOrden: number) => {
    if (sending.isLoading) return;
    setFallo(null);
    try {
      onDone(await arrepentirse({ idOrden }).unwrap());
    } catch (err) {
      logUnexpected(err);
      setFallo({ idOrden, detail: problemDetail(err, MSG.errorConexion) });
    }
  };

  if (query.isError && !query.data) {
    return (
      <LoadFailed
        text={T.errorCarga}
        retryText={T.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <LoadingText>{T.cargando}</LoadingText>;

  const ordenes = query.data;
  const elegida = pedido === null ? undefined : ordenes.find((o) => o.idOrden === pedido);
  const lista = elegida ? [elegida, ...ordenes.filter((o) => o !== elegida)] : ordenes;
  // Named in the address but not listed (out of the window, not theirs...): still offered, and
  // the server answers why not.
  const suelta = pedido !== null && !elegida ? pedido : null;

  const item = (idOrden: number, texto: string, destacada: boolean) => (
    <OrdenItem
      key={idOrden}
      texto={texto}
      destacada={destacada}
      disabled={sending.isLoading}
      error={fallo?.idOrden === idOrden ? fallo.detail : null}
      onConfirm={() => void confirmar(idOrden)}
    />
  );

  return (
    <>
      {suelta !== null && (
        <ul className="withdrawal-ordenes">{item(suelta, T.compraNumero(suelta), true)}</ul>
      )}
      <h2>{T.tusCompras}</h2>
      {lista.length === 0 ? (
        <p className="muted">{T.sinCompras}</p>
      ) : (
        <ul className="withdrawal-ordenes">
          {lista.map((o) => item(o.idOrden, compraLinea(o), o === elegida))}
        </ul>
      )}
    </>
  );
}

const compraLinea = (o: OrdenArrepentible) =>
  T.compraLinea(
    o.evento,
    formatPesos(o.total),
    T.fechaHora(formatFechaLarga(o.hasta), formatHora(o.hasta)),
  );

function OrdenItem({
  texto,
  destacada,
  disabled,
  error,
  onConfirm,
}: {
  texto: string;
  destacada: boolean;
  disabled: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <li
      className={destacada ? 'withdrawal-orden withdrawal-orden-destacada' : 'withdrawal-orden'}
      aria-current={destacada ? 'true' : undefined}
    >
      <p id={`${id}-texto`}>{texto}</p>
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={disabled}
          aria-describedby={`${id}-texto`}
          onClick={onConfirm}
        >
          {T.confirmar}
        </button>
      </div>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

type Errors = Partial<Record<'correo' | 'orden', string>>;

/**
 * The order's number and the e-mail it was bought with, checked with the server's own schema
 * (the e-mail is required here: only a buyer signed in may leave it out).
 */
function CompraForm({ pedido, onDone }: { pedido: number | null; onDone: Done }) {
  const id = useId();
  const [correo, setCorreo] = useState('');
  const [orden, setOrden] = useState(pedido === null ? '' : String(pedido));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [arrepentirse, { isLoading }] = useArrepentirseMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setServerError(null);
    const numero = orden.trim();
    const payload: ArrepentimientoPayload = {
      idOrden: /^\d+$/.test(numero) ? Number(numero) : Number.NaN,
      correo: correo.trim() === '' ? undefined : correo,
    };
    const parsed = arrepentimientoSchema.safeParse(payload);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'correo') found.correo ??= issue.message;
        if (field === 'idOrden') found.orden ??= issue.message;
      }
    }
    if (payload.correo === undefined) found.correo = ARREPENTIMIENTO_MSG.correo;
    if (!parsed.success || found.correo || found.orden) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      onDone(await arrepentirse(parsed.data).unwrap());
    } catch (err) {
      logUnexpected(err);
      setServerError(problemDetail(err, MSG.errorConexion));
    }
  };

  return (
    <form className="withdrawal-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="withdrawal-field">
        <label htmlFor={`${id}-correo`}>{T.correoLabel}</label>
        <input
          id={`${id}-correo`}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={correo}
          aria-invalid={errors.correo ? true : undefined}
          aria-describedby={errors.correo ? `${id}-correo-error` : undefined}
          onChange={(e) => {
            setCorreo(e.target.value);
            setErrors((prev) => ({ ...prev, correo: undefined }));
          }}
        />
        {errors.correo && (
          <p id={`${id}-correo-error`} className="inline-error" role="alert">
            {errors.correo}
          </p>
        )}
      </div>
      <div className="withdrawal-field">
        <label htmlFor={`${id}-orden`}>{T.ordenLabel}</label>
        <input
          id={`${id}-orden`}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={orden}
          aria-invalid={errors.orden ? true : undefined}
          aria-describedby={errors.orden ? `${id}-orden-error` : undefined}
          onChange={(e) => {
            setOrden(e.target.value);
            setErrors((prev) => ({ ...prev, orden: undefined }));
          }}
        />
        {errors.orden && (
          <p id={`${id}-orden-error`} className="inline-error" role="alert">
            {errors.orden}
          </p>
        )}
      </div>
      {serverError && (
        <p className="inline-error" role="alert">
          {serverError}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {T.confirmar}
        </button>
      </div>
    </form>
  );
}

/** Done: the code, prominent (it is also mailed), and what is given back. */
function Listo({ view }: { view: ArrepentimientoView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces had the focus: screen readers hear the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="withdrawal-listo">
      <h2 ref={heading} tabIndex={-1}>
        {T.listo}
      </h2>
      <dl>
        <dt>{T.codigoLabel}</dt>
        <dd className="withdrawal-codigo">{view.codigo}</dd>
      </dl>
      <p>{T.detalle(formatPesos(view.monto), view.evento)}</p>
    </div>
  );
}
