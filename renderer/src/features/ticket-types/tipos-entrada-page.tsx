import { DESCRIPCION_ENTRADA_MAX, NOMBRE_ENTRADA_MAX } from '@shared/domain/catalogs';
import type { TiposFecha } from '@shared/api/ticket-types';
import { MSG } from '@shared/messages';
import { ROUTES, routePath } from '@shared/routes';
import { DATE_FIELD_TEXT } from '@shared/texts/date-field';
import { FORM_ERRORS_TEXT } from '@shared/texts/organiser';
import { TIPOS_TEXT as T } from '@shared/texts/organiser';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { errorStatus, problemDetail, problemFieldErrors } from '../../api/problem';
import { formatDia } from '../../ui/format';
import { useEventoIdParam } from '../../ui/own-event-page';
import { QueryState } from '../../ui/status-text';
import { useGetTiposEventoQuery, useSaveTiposFechaMutation } from './api';
import {
  diaReducer,
  followedRow,
  fromTiposFecha,
  hasMasOpciones,
  isLaterStep,
  issues,
  placeErrors,
  tandaNames,
  toPayload,
  type AdicionalForm,
  type AdicionalNumero,
  type CupoForm,
  type DiaAction,
  type DiaForm,
  type NumeroCampo,
  type TipoForm,
} from './types-form';
import './tipos-entrada.css';

/**
 * /entradas-y-tandas/{eventoId}: each day's ticket types as data
 * (docs/decisions/0088-free-form-ticket-types.md) — names, prices, quantities, how the door
 * admits them, hidden ones, their order, tandas and shared cupos — and its add-ons
 * (docs/decisions/0090-add-ons.md), edited and saved one day at a time. Plain HTML: organisers set this up on a phone too (cards, no table). Others' events
 * do not exist for the organiser (404).
 */
export function TiposEntradaPage() {
  const { idEvento, valid } = useEventoIdParam();
  const query = useGetTiposEventoQuery(idEvento, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  const status = errorStatus(query.error);
  const missing = !valid || status === 404 || status === 403;
  useEffect(() => {
    if (query.error && status !== 404 && status !== 403) console.error(T.error, query.error);
  }, [query.error, status]);

  return (
    <section className="page tipos-entrada">
      <h1>{T.titulo}</h1>
      {query.data && <p className="tipos-evento">{query.data.nombre}</p>}
      <p className="muted">{T.explicacion}</p>
      {missing ? (
        <p className="status-text">{MSG.eventoNoEncontrado}</p>
      ) : (
        <QueryState query={query} texts={T}>
          {(evento) =>
            evento.fechas.map((fecha, i) => (
              // Keyed by day: a reload after another day's save keeps what is typed here.
              <DiaTipos key={fecha.idFecha} idEvento={idEvento} fecha={fecha} dia={i + 1} />
            ))
          }
        </QueryState>
      )}
      <Link
        to={valid ? routePath('modificarEvento', { id: idEvento }) : ROUTES.misEventosCreados.path}
        className="btn"
      >
        {T.volver}
      </Link>
    </section>
  );
}

/**
 * What a control with an error or a help text under it carries: `help` true for its own help
 * (`<fieldId>-ayuda`), or the id of one it shares with others.
 */
function describedBy(fieldId: string, error: string | undefined, help?: boolean | string) {
  const helpId = typeof help === 'string' ? help : help && `${fieldId}-ayuda`;
  const ids = [error && `${fieldId}-error`, helpId].filter(Boolean);
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  return error ? (
    <p id={`${fieldId}-error`} className="inline-error tipos-error">
      {error}
    </p>
  ) : null;
}

interface ServerAnswer {
  errors: Record<string, string>;
  texts: string[];
}

/**
 * One day: its rows as cards, its cupos, its add-ons, and "Guardar día". Every problem shows beside its
 * field once a save was tried and follows the edits (the server's rules, said before sending);
 * a 400 comes back to the same fields; a saved day is shown as the server answers it.
 */
function DiaTipos({ idEvento, fecha, dia }: { idEvento: number; fecha: TiposFecha; dia: number }) {
  const [day, send] = useReducer(diaReducer, fecha, fromTiposFecha);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerAnswer | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // Bumped by a save that found errors: the first marked field (else the summary of what the
  // server said) is brought into view and focused, so a phone shows what to fix first.
  const [reveal, setReveal] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [saveTipos] = useSaveTiposFechaMutation();
  const id = useId();

  useEffect(() => {
    if (!reveal) return;
    const root = formRef.current;
    const first =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root?.querySelector<HTMLElement>('.tipos-resumen');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [reveal]);

  // An edit makes a server's answer about the list sent stale (its indexes, its refusal).
  const edit = (action: DiaAction) => {
    send(action);
    setServer(null);
    setSaved(false);
  };

  const own = attempted ? issues(day, dia) : {};
  const { fields, rest } = placeErrors({ ...server?.errors, ...own }, day);
  const summary = [
    ...(Object.keys(fields).length ? [FORM_ERRORS_TEXT.resumen(Object.keys(fields).length)] : []),
    ...(server?.texts ?? []),
    ...rest,
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setSaved(false);
    setServer(null);
    if (Object.keys(issues(day, dia)).length) {
      setReveal((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const answer = await saveTipos({ ...toPayload(day), idEvento }).unwrap();
      send({ type: 'cargar', fecha: answer });
      setAttempted(false);
      setSaved(true);
    } catch (err) {
      console.error(T.errorGuardar, err);
      const status = errorStatus(err);
      // A refusal the organiser can act on comes with its Spanish texts: each beside its
      // field, or the detail under the catalogue text (409: the event can no longer change).
      const errors = status === 400 ? problemFieldErrors(err) : {};
      const detail = status === 400 || status === 409 ? problemDetail(err, '') : '';
      const repeated = Object.values(errors).includes(detail);
      setServer({ errors, texts: [T.errorGuardar, ...(detail && !repeated ? [detail] : [])] });
      setReveal((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const headingId = `${id}-dia`;
  const tandasId = `${id}-tandas`;
  const admiteId = `${id}-admite`;
  const admites = [...new Set([T.admiteInicial, ...day.tipos.map((t) => t.admite.trim())])];
  return (
    <section className="tipos-dia" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.dia(dia, formatDia(day.inicio))}</h2>
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)}>
        <datalist id={tandasId}>
          {tandaNames(day).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <datalist id={admiteId}>
          {admites.filter(Boolean).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <ol className="tipos-lista">
          {day.tipos.map((t, i) => (
            <TipoCard
              key={t.key}
              day={day}
              tipo={t}
              index={i}
              fieldId={(field) => `${id}-t${t.key}-${field}`}
              error={(field) => fields[`tipos.${i}.${field}`]}
              lists={{ tandas: tandasId, admite: admiteId }}
              edit={edit}
            />
          ))}
        </ol>
        <div className="tipos-acciones">
          <button type="button" className="btn" onClick={() => edit({ type: 'agregarTipo' })}>
            {T.agregarTipo}
          </button>
          <button type="button" className="btn" onClick={() => edit({ type: 'agregarTandas' })}>
            {T.agregarTandas}
          </button>
        </div>
        <section className="tipos-cupos" aria-labelledby={`${id}-cupos`}>
          <h3 id={`${id}-cupos`}>{T.tituloCupos}</h3>
          <p className="muted">{T.cuposAyuda}</p>
          <ul className="tipos-lista">
            {day.cupos.map((c, i) => (
              <CupoCard
                key={c.key}
                day={day}
                cupo={c}
                index={i}
                fieldId={(field) => `${id}-c${c.key}-${field}`}
                error={(field) => fields[`cupos.${i}.${field}`]}
                edit={edit}
              />
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => edit({ type: 'agregarCupo' })}>
            {T.agregarCupo}
          </button>
        </section>
        <section className="tipos-adicionales" aria-labelledby={`${id}-adicionales`}>
          <h3 id={`${id}-adicionales`}>{T.tituloAdicionales}</h3>
          <p className="muted">{T.adicionalesAyuda}</p>
          <ul className="tipos-lista">
            {day.adicionales.map((a, i) => (
              <AdicionalCard
                key={a.key}
                adicional={a}
                index={i}
                fieldId={(field) => `${id}-a${a.key}-${field}`}
                error={(field) => fields[`adicionales.${i}.${field}`]}
                edit={edit}
              />
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => edit({ type: 'agregarAdicional' })}>
            {T.agregarAdicional}
          </button>
        </section>
        {summary.length > 0 && (
          <div className="tipos-resumen" role="alert" tabIndex={-1}>
            {summary.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        )}
        <div className="tipos-guardar">
          <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
            {busy ? T.guardando : T.guardar}
          </button>
          {saved && <p role="status">{T.guardado}</p>}
        </div>
      </form>
    </section>
  );
}

function TipoCard({
  day,
  tipo: t,
  index: i,
  fieldId,
  error,
  lists,
  edit,
}: {
  day: DiaForm;
  tipo: TipoForm;
  index: number;
  fieldId: (field: string) => string;
  error: (field: string) => string | undefined;
  lists: { tandas: string; admite: string };
  edit: (action: DiaAction) => void;
}) {
  // What the buttons and the card are called while the name is being typed.
  const nombre = t.nombre.trim() || T.nuevoTipo(i + 1);
  const text = (
    field: 'nombre' | 'admite' | 'tanda',
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className={field === 'nombre' ? 'tipos-campo tipos-campo-ancho' : 'tipos-campo'}>
      <label htmlFor={fieldId(field)}>{T[field]}</label>
      <input
        id={fieldId(field)}
        className="input"
        value={t[field]}
        maxLength={NOMBRE_ENTRADA_MAX}
        autoComplete="off"
        {...extra}
        {...describedBy(fieldId(field), error(field))}
        onChange={(e) => edit({ type: 'campo', key: t.key, field, value: e.target.value })}
      />
      <FieldError fieldId={fieldId(field)} error={error(field)} />
    </div>
  );
  const numero = (
    field: NumeroCampo,
    help?: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className={field === 'personas' ? 'tipos-campo tipos-campo-ancho' : 'tipos-campo'}>
      <label htmlFor={fieldId(field)}>{T[field]}</label>
      <input
        id={fieldId(field)}
        className="input"
        inputMode="numeric"
        value={t[field]}
        autoComplete="off"
        {...extra}
        {...describedBy(fieldId(field), error(field), !!help)}
        onChange={(e) => edit({ type: 'numero', key: t.key, field, raw: e.target.value })}
      />
      {help && (
        <p id={`${fieldId(field)}-ayuda`} className="muted tipos-ayuda">
          {help}
        </p>
      )}
      <FieldError fieldId={fieldId(field)} error={error(field)} />
    </div>
  );
  /** A date and time typed day/month/year ("Abre sí o sí el", the sale window). */
  const fecha = (field: 'abreAt' | 'ventaDesde' | 'ventaHasta', help: boolean | string) => (
    <div className="tipos-campo tipos-campo-ancho">
      <label htmlFor={fieldId(field)}>{T[field]}</label>
      <input
        id={fieldId(field)}
        className="input"
        value={t[field]}
        placeholder={DATE_FIELD_TEXT.fechaHora}
        autoComplete="off"
        {...describedBy(fieldId(field), error(field), help)}
        onChange={(e) => edit({ type: 'campo', key: t.key, field, value: e.target.value })}
      />
      {help === true && (
        <p id={`${fieldId(field)}-ayuda`} className="muted tipos-ayuda">
          {T.abreAtAyuda}
        </p>
      )}
      <FieldError fieldId={fieldId(field)} error={error(field)} />
    </div>
  );
  const ventaAyuda = `${fieldId('venta')}-ayuda`;
  const later = isLaterStep(day, i);
  return (
    <li>
      <fieldset className="tipos-card">
        <legend>{nombre}</legend>
        <div className="tipos-campos">
          {text('nombre')}
          {text('admite', { list: lists.admite })}
          {numero('precio')}
          {numero('cantidad', t.ocupadas > 0 ? T.ocupadas(t.ocupadas) : undefined)}
          {text('tanda', { list: lists.tandas, placeholder: T.sinTanda })}
          {later && fecha('abreAt', true)}
        </div>
        <label className="tipos-check">
          <input
            type="checkbox"
            checked={t.oculta}
            {...describedBy(fieldId('oculta'), error('oculta'))}
            onChange={(e) => edit({ type: 'oculta', key: t.key, value: e.target.checked })}
          />
          {T.oculta}
        </label>
        <FieldError fieldId={fieldId('oculta')} error={error('oculta')} />
        {day.cupos.length > 0 && (
          <fieldset
            className="tipos-miembros"
            aria-describedby={error('cupos') ? `${fieldId('cupos')}-error` : undefined}
          >
            <legend>{T.cupos}</legend>
            {day.cupos.map((c, j) => (
              <label key={c.key} className="tipos-check">
                <input
                  type="checkbox"
                  checked={t.cupos.includes(c.key)}
                  onChange={(e) =>
                    edit({ type: 'miembro', key: t.key, cupo: c.key, value: e.target.checked })
                  }
                />
                {c.nombre.trim() || T.nuevoCupo(j + 1)}
              </label>
            ))}
            <FieldError fieldId={fieldId('cupos')} error={error('cupos')} />
          </fieldset>
        )}
        <MasOpciones hasError={MAS_OPCIONES.some((field) => error(field))} tipo={t}>
          <div className="tipos-campos">
            <div className="tipos-campo tipos-campo-ancho">
              <label htmlFor={fieldId('descripcion')}>{T.descripcion}</label>
              <textarea
                id={fieldId('descripcion')}
                className="input"
                rows={2}
                value={t.descripcion}
                maxLength={DESCRIPCION_ENTRADA_MAX}
                {...describedBy(fieldId('descripcion'), error('descripcion'), true)}
                onChange={(e) =>
                  edit({ type: 'campo', key: t.key, field: 'descripcion', value: e.target.value })
                }
              />
              <p id={`${fieldId('descripcion')}-ayuda`} className="muted tipos-ayuda">
                {T.descripcionAyuda}
              </p>
              <FieldError fieldId={fieldId('descripcion')} error={error('descripcion')} />
            </div>
            {numero('personas', T.personasAyuda)}
            {numero('minPorOrden')}
            {numero('maxPorOrden', undefined, { placeholder: T.sinMaximo })}
            {fecha('ventaDesde', ventaAyuda)}
            {fecha('ventaHasta', ventaAyuda)}
            <p id={ventaAyuda} className="muted tipos-ayuda tipos-campo-ancho">
              {T.ventaAyuda}
            </p>
          </div>
        </MasOpciones>
        <div className="tipos-botones">
          <button
            type="button"
            className="btn"
            aria-label={T.subir(nombre)}
            disabled={i === 0}
            onClick={() => edit({ type: 'mover', key: t.key, by: -1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn"
            aria-label={T.bajar(nombre)}
            disabled={i === day.tipos.length - 1}
            onClick={() => edit({ type: 'mover', key: t.key, by: 1 })}
          >
            ↓
          </button>
          {/* A row something was taken from stays (its quantity at 0 stops its sale). */}
          {t.ocupadas === 0 && (
            <button
              type="button"
              className="btn"
              aria-label={T.quitarTitulo(nombre)}
              onClick={() => edit({ type: 'quitarTipo', key: t.key })}
            >
              {T.quitar}
            </button>
          )}
        </div>
      </fieldset>
    </li>
  );
}

/** The fields "Más opciones" holds: an error at any of them opens it. */
const MAS_OPCIONES = [
  'descripcion',
  'personas',
  'minPorOrden',
  'maxPorOrden',
  'ventaDesde',
  'ventaHasta',
] as const;

/**
 * A type's less used settings (a description, a mesa, quantities per purchase, its own sale
 * dates) folded away, open from the start when the row already has any, and while one of them
 * is wrong, so what is said beside it is seen and the first one can take the focus. Opened or
 * closed by the organiser, it stays so.
 */
function MasOpciones({
  tipo,
  hasError,
  children,
}: {
  tipo: TipoForm;
  hasError: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(() => hasMasOpciones(tipo));
  return (
    <details
      className="tipos-mas"
      open={open || hasError}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{T.masOpciones}</summary>
      {children}
    </details>
  );
}

function CupoCard({
  day,
  cupo: c,
  index: i,
  fieldId,
  error,
  edit,
}: {
  day: DiaForm;
  cupo: CupoForm;
  index: number;
  fieldId: (field: string) => string;
  error: (field: string) => string | undefined;
  edit: (action: DiaAction) => void;
}) {
  const nombre = c.nombre.trim() || T.nuevoCupo(i + 1);
  const sigue = followedRow(day, c);
  const help = [
    sigue && `${fieldId('cantidad')}-sigue`,
    c.ocupadas > 0 && `${fieldId('cantidad')}-ayuda`,
  ].filter(Boolean);
  const invalid = describedBy(fieldId('cantidad'), error('cantidad'));
  return (
    <li>
      <fieldset className="tipos-card">
        <legend>{nombre}</legend>
        <div className="tipos-campos">
          <div className="tipos-campo tipos-campo-ancho">
            <label htmlFor={fieldId('nombre')}>{T.nombreCupo}</label>
            <input
              id={fieldId('nombre')}
              className="input"
              value={c.nombre}
              maxLength={NOMBRE_ENTRADA_MAX}
              autoComplete="off"
              {...describedBy(fieldId('nombre'), error('nombre'))}
              onChange={(e) => edit({ type: 'cupoNombre', key: c.key, value: e.target.value })}
            />
            <FieldError fieldId={fieldId('nombre')} error={error('nombre')} />
          </div>
          <div className="tipos-campo">
            <label htmlFor={fieldId('cantidad')}>{T.cantidadCupo}</label>
            {/* A template pool is as big as its row: it moves with that row's quantity. */}
            <input
              id={fieldId('cantidad')}
              className="input"
              inputMode="numeric"
              value={sigue ? sigue.cantidad : c.cantidad}
              readOnly={!!sigue}
              aria-invalid={invalid['aria-invalid']}
              aria-describedby={
                [invalid['aria-describedby'], ...help].filter(Boolean).join(' ') || undefined
              }
              onChange={(e) => edit({ type: 'cupoCantidad', key: c.key, raw: e.target.value })}
            />
            {sigue && (
              <p id={`${fieldId('cantidad')}-sigue`} className="muted tipos-ayuda">
                {T.sigue(sigue.nombre.trim())}
              </p>
            )}
            {c.ocupadas > 0 && (
              <p id={`${fieldId('cantidad')}-ayuda`} className="muted tipos-ayuda">
                {T.ocupadas(c.ocupadas)}
              </p>
            )}
            <FieldError fieldId={fieldId('cantidad')} error={error('cantidad')} />
          </div>
        </div>
        <div className="tipos-botones">
          <button
            type="button"
            className="btn"
            aria-label={T.quitarCupo(nombre)}
            onClick={() => edit({ type: 'quitarCupo', key: c.key })}
          >
            {T.quitar}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * An add-on: its name, an optional description, price and quantity (with what is sold or held
 * of it under the quantity). One with sales cannot be removed (its quantity at 0 stops its sale).
 */
function AdicionalCard({
  adicional: a,
  index: i,
  fieldId,
  error,
  edit,
}: {
  adicional: AdicionalForm;
  index: number;
  fieldId: (field: string) => string;
  error: (field: string) => string | undefined;
  edit: (action: DiaAction) => void;
}) {
  const nombre = a.nombre.trim() || T.nuevoAdicional(i + 1);
  const numero = (field: AdicionalNumero, help?: string) => (
    <div className="tipos-campo">
      <label htmlFor={fieldId(field)}>{T[field]}</label>
      <input
        id={fieldId(field)}
        className="input"
        inputMode="numeric"
        value={a[field]}
        autoComplete="off"
        {...describedBy(fieldId(field), error(field), !!help)}
        onChange={(e) => edit({ type: 'adicionalNumero', key: a.key, field, raw: e.target.value })}
      />
      {help && (
        <p id={`${fieldId(field)}-ayuda`} className="muted tipos-ayuda">
          {help}
        </p>
      )}
      <FieldError fieldId={fieldId(field)} error={error(field)} />
    </div>
  );
  return (
    <li>
      <fieldset className="tipos-card">
        <legend>{nombre}</legend>
        <div className="tipos-campos">
          <div className="tipos-campo tipos-campo-ancho">
            <label htmlFor={fieldId('nombre')}>{T.nombreAdicional}</label>
            <input
              id={fieldId('nombre')}
              className="input"
              value={a.nombre}
              maxLength={NOMBRE_ENTRADA_MAX}
              autoComplete="off"
              {...describedBy(fieldId('nombre'), error('nombre'))}
              onChange={(e) =>
                edit({ type: 'adicionalCampo', key: a.key, field: 'nombre', value: e.target.value })
              }
            />
            <FieldError fieldId={fieldId('nombre')} error={error('nombre')} />
          </div>
          <div className="tipos-campo tipos-campo-ancho">
            <label htmlFor={fieldId('descripcion')}>{T.descripcion}</label>
            <textarea
              id={fieldId('descripcion')}
              className="input"
              rows={2}
              value={a.descripcion}
              maxLength={DESCRIPCION_ENTRADA_MAX}
              {...describedBy(fieldId('descripcion'), error('descripcion'), true)}
              onChange={(e) =>
                edit({
                  type: 'adicionalCampo',
                  key: a.key,
                  field: 'descripcion',
                  value: e.target.value,
                })
              }
            />
            <p id={`${fieldId('descripcion')}-ayuda`} className="muted tipos-ayuda">
              {T.descripcionAdicionalAyuda}
            </p>
            <FieldError fieldId={fieldId('descripcion')} error={error('descripcion')} />
          </div>
          {numero('precio')}
          {numero('cantidad', a.ocupadas > 0 ? T.adicionalesOcupados(a.ocupadas) : undefined)}
        </div>
        {a.ocupadas === 0 && (
          <div className="tipos-botones">
            <button
              type="button"
              className="btn"
              aria-label={T.quitarAdicional(nombre)}
              onClick={() => edit({ type: 'quitarAdicional', key: a.key })}
            >
              {T.quitar}
            </button>
          </div>
        )}
      </fieldset>
    </li>
  );
}
