import { CODIGO_MSG as T } from '@shared/texts/codigos';
import { CODIGO_TIPOS, type CodigoTipo } from '@shared/domain/discounts';
import { MSG } from '@shared/messages';
import { Button, Checkbox, Input, Radio } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorStatus, problemDetail, problemFieldErrors } from '../../api/problem';
import { DateField } from '../../ui/date-field';
import { FieldItem, errorIdOf, revealFirstError } from '../../ui/field-item';
import { useCrearCodigoMutation, useGetRrppDelEventoQuery, useTiposDelEvento } from './api';
import {
  EMPTY_CODIGO_FORM,
  codigoFieldOf,
  crearCodigoPayload,
  type CodigoErrors,
  type CodigoFormValues,
} from './codigo-form-values';

/**
 * "Nuevo código": checked with the server's rules before sending, every broken one at once
 * under its field (the first scrolled to); what the server refuses shows at the field it names
 * (a repeated code under the code), anything else under the form. The list reloads with the
 * new code. An access code has no value (the field is disabled and not sent); its ticket types
 * are the hidden ones it unlocks. The types offered are the event's own, as its rows name them.
 */
export function CodigoForm({ idEvento }: { idEvento: number }) {
  const id = useId();
  const [values, setValues] = useState<CodigoFormValues>(EMPTY_CODIGO_FORM);
  const [errors, setErrors] = useState<CodigoErrors>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [crear, { isLoading }] = useCrearCodigoMutation();
  const tipos = useTiposDelEvento(idEvento);
  // A role that may not see the team's RRPP gets 403: no such field then.
  const rrpp = useGetRrppDelEventoQuery(idEvento).data;
  const formRef = useRef<HTMLFormElement>(null);
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (reveal) revealFirstError(formRef.current);
  }, [reveal]);
  // A field edited loses its error; the others stay until the next try.
  const set = (patch: Partial<CodigoFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof CodigoFormValues];
      delete next._;
      return next;
    });
  };
  const show = (next: CodigoErrors) => {
    setErrors(next);
    setReveal((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const result = crearCodigoPayload(idEvento, values);
    if (!result.ok) return show(result.errors);
    setErrors({});
    try {
      const creado = await crear(result.body).unwrap();
      setValues(EMPTY_CODIGO_FORM);
      setAviso(T.creado(creado.codigo));
    } catch (err) {
      const status = errorStatus(err) ?? 0;
      if (![400, 404, 409].includes(status)) console.error('No se pudo crear el código', err);
      const detail = problemDetail(err, MSG.errorInterno);
      const byField: CodigoErrors = {};
      for (const [path, message] of Object.entries(problemFieldErrors(err)))
        byField[codigoFieldOf(path)] ??= message;
      // A repeated code (409) is the code's.
      if (status === 409) byField.codigo = detail;
      if (!Object.values(byField).includes(detail)) byField._ = detail;
      show(byField);
    }
  };

  const fid = (name: string) => `${id}-${name}`;
  const acceso = values.tipo === 'acceso';
  const text = (
    name: 'codigo' | 'valor' | 'maxUsos',
    label: string,
    help: string,
    disabled = false,
  ) => (
    <Field
      label={label}
      htmlFor={fid(name)}
      help={help}
      helpId={fid(`${name}-ayuda`)}
      error={errors[name]}
    >
      <Input
        id={fid(name)}
        value={disabled ? '' : values[name]}
        disabled={disabled}
        autoComplete="off"
        inputMode={name === 'codigo' ? undefined : 'numeric'}
        maxLength={name === 'codigo' ? 20 : 12}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fid(name), errors[name], fid(`${name}-ayuda`))}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </Field>
  );
  const date = (name: 'desde' | 'hasta', label: string) => (
    <Field label={label} htmlFor={fid(name)} error={errors[name]}>
      <DateField
        id={fid(name)}
        value={values[name]}
        status={errors[name] ? 'error' : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fid(name), errors[name], fid('vigencia-ayuda'))}
        onChange={(day) => set({ [name]: day })}
      />
    </Field>
  );

  return (
    <section className="codigos-card" aria-labelledby={fid('titulo')}>
      <h2 id={fid('titulo')}>{T.nuevoTitulo}</h2>
      <form ref={formRef} className="codigos-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="codigos-form-row">
          {text('codigo', T.campoCodigo, T.campoCodigoAyuda)}
          <div className="codigos-field">
            <span id={fid('tipo')} className="codigos-label">
              {T.campoTipo}
            </span>
            <FieldItem fieldId={fid('tipo')} error={errors.tipo}>
              <Radio.Group
                aria-labelledby={fid('tipo')}
                value={values.tipo}
                onChange={(e) => set({ tipo: e.target.value as CodigoTipo })}
                options={CODIGO_TIPOS.map((tipo) => ({ value: tipo, label: T.tipos[tipo] }))}
              />
            </FieldItem>
          </div>
        </div>
        <div className="codigos-form-row">
          {text('valor', T.campoValor, T.campoValorAyuda[values.tipo], acceso)}
          {text('maxUsos', T.campoMaxUsos, T.campoMaxUsosAyuda)}
        </div>
        <div className="codigos-form-row">
          {date('desde', T.campoDesde)}
          {date('hasta', T.campoHasta)}
        </div>
        <p id={fid('vigencia-ayuda')} className="muted codigos-help">
          {T.campoVigenciaAyuda}
        </p>
        <div className="codigos-field">
          <span id={fid('entradas')} className="codigos-label">
            {T.campoEntradas}
          </span>
          <FieldItem fieldId={fid('entradas')} error={errors.tiposEntrada}>
            <Checkbox.Group
              aria-labelledby={fid('entradas')}
              value={values.tiposEntrada}
              onChange={(tipos) => set({ tiposEntrada: tipos })}
              options={tipos?.map((t) => ({ value: t.cdTipo, label: t.dsTipo })) ?? []}
            />
          </FieldItem>
          <p className="muted codigos-help">
            {acceso ? T.campoEntradasAyudaAcceso : T.campoEntradasAyuda}
          </p>
        </div>
        {rrpp && rrpp.length > 0 && (
          <Field
            label={T.campoRrpp}
            htmlFor={fid('rrpp')}
            help={T.campoRrppAyuda}
            helpId={fid('rrpp-ayuda')}
            error={errors.idRrpp}
          >
            <select
              id={fid('rrpp')}
              className="input"
              value={values.idRrpp}
              aria-invalid={errors.idRrpp ? true : undefined}
              aria-describedby={describedBy(fid('rrpp'), errors.idRrpp, fid('rrpp-ayuda'))}
              onChange={(e) => set({ idRrpp: e.target.value })}
            >
              <option value="">{T.sinRrpp}</option>
              {rrpp.map((r) => (
                <option key={r.idUsuario} value={String(r.idUsuario)}>
                  {r.nombre}
                </option>
              ))}
            </select>
          </Field>
        )}
        {errors._ && (
          <p className="inline-error" role="alert">
            {errors._}
          </p>
        )}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {T.crear}
        </Button>
        {aviso && <p role="status">{aviso}</p>}
      </form>
    </section>
  );
}

/** The control's error text first (read before its help), then its help. */
const describedBy = (id: string, error: string | undefined, helpId: string) =>
  error ? `${errorIdOf(id)} ${helpId}` : helpId;

function Field({
  label,
  htmlFor,
  help,
  helpId,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  help?: string;
  helpId?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="codigos-field">
      <label htmlFor={htmlFor} className="codigos-label">
        {label}
      </label>
      <FieldItem fieldId={htmlFor} error={error}>
        {children}
      </FieldItem>
      {help && (
        <p id={helpId} className="muted codigos-help">
          {help}
        </p>
      )}
    </div>
  );
}
