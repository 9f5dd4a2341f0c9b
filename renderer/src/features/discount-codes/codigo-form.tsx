import { CODIGO_MSG as T } from '@shared/texts/codigos';
import { TIPOS_ENTRADA } from '@shared/domain/catalogs';
import { CODIGO_TIPOS, type CodigoTipo } from '@shared/domain/discounts';
import { MSG } from '@shared/messages';
import { Button, Checkbox, Input, Radio } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { DateField } from '../../ui/date-field';
import { useCrearCodigoMutation } from './api';
import { EMPTY_CODIGO_FORM, crearCodigoPayload, type CodigoFormValues } from './codigo-form-values';

/**
 * "Nuevo código": checked with the server's rules before sending; the server's Spanish
 * `detail` (a repeated code, an amount above the prices) shows under the form. The list
 * reloads with the new code. An access code has no value (the field is disabled and not
 * sent); its ticket types are the hidden ones it unlocks.
 */
export function CodigoForm({ idEvento }: { idEvento: number }) {
  const id = useId();
  const [values, setValues] = useState<CodigoFormValues>(EMPTY_CODIGO_FORM);
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [crear, { isLoading }] = useCrearCodigoMutation();
  const set = (patch: Partial<CodigoFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const result = crearCodigoPayload(idEvento, values);
    if (!result.ok) return setError(result.message);
    try {
      const creado = await crear(result.body).unwrap();
      setValues(EMPTY_CODIGO_FORM);
      setAviso(T.creado(creado.codigo));
    } catch (err) {
      if (![400, 404, 409].includes(errorStatus(err) ?? 0))
        console.error('No se pudo crear el código', err);
      setError(problemDetail(err, MSG.errorInterno));
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
    <Field label={label} htmlFor={fid(name)} help={help} helpId={fid(`${name}-ayuda`)}>
      <Input
        id={fid(name)}
        value={disabled ? '' : values[name]}
        disabled={disabled}
        autoComplete="off"
        inputMode={name === 'codigo' ? undefined : 'numeric'}
        maxLength={name === 'codigo' ? 20 : 12}
        aria-describedby={fid(`${name}-ayuda`)}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </Field>
  );
  const date = (name: 'desde' | 'hasta', label: string) => (
    <Field label={label} htmlFor={fid(name)}>
      <DateField
        id={fid(name)}
        value={values[name]}
        aria-describedby={fid('vigencia-ayuda')}
        onChange={(day) => set({ [name]: day })}
      />
    </Field>
  );

  return (
    <section className="codigos-card" aria-labelledby={fid('titulo')}>
      <h2 id={fid('titulo')}>{T.nuevoTitulo}</h2>
      <form className="codigos-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="codigos-form-row">
          {text('codigo', T.campoCodigo, T.campoCodigoAyuda)}
          <div className="codigos-field">
            <span id={fid('tipo')} className="codigos-label">
              {T.campoTipo}
            </span>
            <Radio.Group
              aria-labelledby={fid('tipo')}
              value={values.tipo}
              onChange={(e) => set({ tipo: e.target.value as CodigoTipo })}
              options={CODIGO_TIPOS.map((tipo) => ({ value: tipo, label: T.tipos[tipo] }))}
            />
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
          <Checkbox.Group
            aria-labelledby={fid('entradas')}
            value={values.tiposEntrada}
            onChange={(tipos) => set({ tiposEntrada: tipos })}
            options={TIPOS_ENTRADA.map((t) => ({ value: t.cdTipo, label: t.dsTipo }))}
          />
          <p className="muted codigos-help">
            {acceso ? T.campoEntradasAyudaAcceso : T.campoEntradasAyuda}
          </p>
        </div>
        {error && (
          <p className="inline-error" role="alert">
            {error}
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

function Field({
  label,
  htmlFor,
  help,
  helpId,
  children,
}: {
  label: string;
  htmlFor: string;
  help?: string;
  helpId?: string;
  children: ReactNode;
}) {
  return (
    <div className="codigos-field">
      <label htmlFor={htmlFor} className="codigos-label">
        {label}
      </label>
      {children}
      {help && (
        <p id={helpId} className="muted codigos-help">
          {help}
        </p>
      )}
    </div>
  );
}
