import {
  arrepentimientoSchema,
  type ArrepentimientoPayload,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import { formatOrderNumber } from '@shared/format/order-number';
import { hasAnyRole, ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { WITHDRAWAL_TEXT as T } from '@shared/texts/withdrawal';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { useDocumentTitle } from '../../ui/document-title';
import { formatFechaLarga, formatHora, formatPesos } from '../../ui/format';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { confirmarArrepentimientoPath } from '../../ui/ticket-links';
import {
  useGetArrepentiblesQuery,
  usePedirArrepentimientoMutation,
  usePedirArrepentimientoPropioMutation,
} from './api';
import './withdrawal.css';

/** The order named in the address (?idOrden=N, the ticket page's link), when it can be one. */
function idOrdenFrom(param: string | null): number | null {
  const text = param?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Logs what the server did not answer in words (network, 5xx); refusals are expected. */
function logUnexpected(err: unknown) {
  const status = errorStatus(err);
  if (status === null || status >= 500) console.error('No se pudo pedir el arrepentimiento', err);
}

/**
 * /arrepentimiento (issue 13, "Botón de arrepentimiento", Resolución 424/2020): asking to undo a
 * purchase within its window. Anyone gives the order's number and e-mail and gets the same
 * answer whatever they typed; the buyer confirms from the link mailed to the purchase's address
 * (docs/decisions/0076-hostile-users.md). A buyer signed in also sees their own orders still
 * inside the window (the one in ?idOrden= first) and goes straight to the confirmation.
 */
export function ArrepentimientoPage() {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  const pedido = idOrdenFrom(params.get('idOrden'));
  useDocumentTitle(`${T.titulo} · Pulso`);
  const buyer = user && hasAnyRole(user.roles, [ROL.USUARIO]);

  return (
    <section className="page page-narrow withdrawal-page">
      <h1>{T.titulo}</h1>
      <p>{T.explicacion}</p>
      {buyer && <MisCompras pedido={pedido} />}
      {buyer && <h2>{T.otraCompra}</h2>}
      <CompraForm />
    </section>
  );
}

/** A buyer's own orders inside the window, each opening its confirmation. */
function MisCompras({ pedido }: { pedido: number | null }) {
  const navigate = useNavigate();
  const query = useGetArrepentiblesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [pedir, sending] = usePedirArrepentimientoPropioMutation();
  const [fallo, setFallo] = useState<{ idOrden: number; detail: string } | null>(null);

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las compras arrepentibles', query.error);
  }, [query.error]);

  const abrir = async (idOrden: number) => {
    if (sending.isLoading) return;
    setFallo(null);
    try {
      const { token } = await pedir(idOrden).unwrap();
      void navigate(confirmarArrepentimientoPath(token));
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

  return (
    <>
      <h2>{T.tusCompras}</h2>
      {lista.length === 0 ? (
        <p className="muted">{T.sinCompras}</p>
      ) : (
        <ul className="withdrawal-ordenes">
          {lista.map((o) => (
            <OrdenItem
              key={o.idOrden}
              texto={compraLinea(o)}
              destacada={o === elegida}
              disabled={sending.isLoading}
              error={fallo?.idOrden === o.idOrden ? fallo.detail : null}
              onOpen={() => void abrir(o.idOrden)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

const compraLinea = (o: OrdenArrepentible) =>
  T.compraLinea(
    formatOrderNumber(o.numero),
    o.evento,
    formatPesos(o.total),
    T.fechaHora(formatFechaLarga(o.hasta), formatHora(o.hasta)),
  );

function OrdenItem({
  texto,
  destacada,
  disabled,
  error,
  onOpen,
}: {
  texto: string;
  destacada: boolean;
  disabled: boolean;
  error: string | null;
  onOpen: () => void;
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
          onClick={onOpen}
        >
          {T.revocar}
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

type Errors = Partial<Record<'correo' | 'numero', string>>;

/**
 * The order's number and the e-mail it was bought with, checked with the server's own schema.
 * The answer is the same whatever was typed: the rest happens in the buyer's mailbox.
 */
function CompraForm() {
  const id = useId();
  const [correo, setCorreo] = useState('');
  const [numero, setNumero] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pedido, setPedido] = useState<string | null>(null);
  const [pedir, { isLoading }] = usePedirArrepentimientoMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setServerError(null);
    const payload: ArrepentimientoPayload = { numero, correo };
    const parsed = arrepentimientoSchema.safeParse(payload);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'correo') found.correo ??= issue.message;
        if (field === 'numero') found.numero ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      setPedido((await pedir(parsed.data).unwrap()).mensaje);
    } catch (err) {
      logUnexpected(err);
      setServerError(problemDetail(err, MSG.errorConexion));
    }
  };

  if (pedido) return <Pedido mensaje={pedido} />;

  return (
    <form className="withdrawal-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p>{T.comoFunciona}</p>
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
        <label htmlFor={`${id}-numero`}>{T.ordenLabel}</label>
        <input
          id={`${id}-numero`}
          className="input withdrawal-numero"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={numero}
          aria-invalid={errors.numero ? true : undefined}
          aria-describedby={`${id}-numero-ayuda${errors.numero ? ` ${id}-numero-error` : ''}`}
          onChange={(e) => {
            setNumero(e.target.value);
            setErrors((prev) => ({ ...prev, numero: undefined }));
          }}
        />
        <p id={`${id}-numero-ayuda`} className="muted withdrawal-ayuda">
          {T.ordenAyuda}
        </p>
        {errors.numero && (
          <p id={`${id}-numero-error`} className="inline-error" role="alert">
            {errors.numero}
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
          {T.pedir}
        </button>
      </div>
    </form>
  );
}

/** Asked: the server's neutral answer, focused (the form it replaces had the focus). */
function Pedido({ mensaje }: { mensaje: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="withdrawal-listo" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {T.pedidoTitulo}
      </h2>
      <p>{mensaje}</p>
    </div>
  );
}
