import { TIPOS_ID, type TipoId } from '@shared/domain/orders';
import { ROUTES } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { Checkbox, Input, Radio } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DateField } from '../../ui/date-field';
import { ExternalLink } from '../../ui/external-link';
import { useSiteOrigin } from '../../ui/site-origin';
import { LocationPicker } from '../../ui/location-picker';
import type { BuyerErrors, BuyerValues, CheckedField, LockableField } from './buyer-form';

interface Props {
  values: BuyerValues;
  locked: ReadonlySet<LockableField>;
  errors: BuyerErrors;
  onChange: (patch: Partial<BuyerValues>) => void;
  /** Everything read-only once the order exists. */
  disabled?: boolean;
  /** Some stored values were refused and opened for correction. */
  corregir?: boolean;
}

/**
 * "Tus datos" (docs/architecture.md, "Renderer"): name, surname and e-mail read-only; phone,
 * document, birth date and address locked when the profile holds them, editable otherwise; the
 * terms box. Each field shows its own message under it.
 */
export function BuyerFields({ values, locked, errors, onChange, disabled, corregir }: Props) {
  const id = useId();
  // The terms open beside the checkout (a new tab; the browser on the desktop): leaving it
  // would lose the chosen tickets, the code and what was typed.
  const siteOrigin = useSiteOrigin();
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: CheckedField) => `${id}-${name}-error`;
  const a11y = (name: CheckedField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const readOnly = (field: LockableField) => disabled || locked.has(field);
  const message = (name: CheckedField) =>
    errors[name] ? (
      <p id={errorId(name)} className="checkout-error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  const text = (
    name: 'nombre' | 'apellido' | 'telefono' | 'numeroId',
    label: string,
    lock: LockableField,
    extra: { autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <Field label={label} htmlFor={fieldId(name)}>
      <Input
        id={fieldId(name)}
        value={values[name]}
        readOnly={readOnly(lock)}
        status={errors[name] ? 'error' : undefined}
        onChange={(e) => onChange({ [name]: e.target.value })}
        {...extra}
        {...a11y(name)}
      />
      {message(name)}
    </Field>
  );

  return (
    <div className="buyer-fields">
      {locked.size > 0 && (
        <p className="muted">
          {T.bloqueado} <Link to={ROUTES.miPerfil.path}>{T.miPerfil}</Link>.
        </p>
      )}
      {corregir && !disabled && (
        <p className="checkout-note" role="status">
          {T.corregirDatos}
        </p>
      )}
      <div className="form-row">
        {text('nombre', T.nombre, 'nombre', { autoComplete: 'given-name' })}
        {text('apellido', T.apellido, 'apellido', { autoComplete: 'family-name' })}
      </div>
      <Field label={T.email} htmlFor={fieldId('correo')}>
        <Input id={fieldId('correo')} type="email" value={values.correo} readOnly />
      </Field>
      {text('telefono', T.telefono, 'telefono', {
        autoComplete: 'tel-national',
        inputMode: 'numeric',
      })}
      <div className="form-row">
        <div className="checkout-field">
          <span id={fieldId('tipoId')} className="checkout-label">
            {T.tipoId}
          </span>
          <Radio.Group
            aria-labelledby={fieldId('tipoId')}
            value={values.tipoId}
            disabled={readOnly('documento')}
            onChange={(e) => onChange({ tipoId: e.target.value as TipoId })}
            options={TIPOS_ID.map((tipo) => ({ value: tipo, label: T.tiposId[tipo] }))}
            {...a11y('tipoId')}
          />
          {message('tipoId')}
        </div>
        {text('numeroId', T.numeroId, 'documento')}
      </div>
      <Field label={T.dtNacimiento} htmlFor={fieldId('dtNacimiento')}>
        <DateField
          id={fieldId('dtNacimiento')}
          autoComplete="bday"
          value={values.dtNacimiento}
          readOnly={readOnly('dtNacimiento')}
          status={errors.dtNacimiento ? 'error' : undefined}
          onChange={(dtNacimiento) => onChange({ dtNacimiento })}
          {...a11y('dtNacimiento')}
        />
        {message('dtNacimiento')}
      </Field>
      <fieldset className="checkout-address">
        <legend>{T.domicilio}</legend>
        <LocationPicker
          value={values.ubicacion}
          disabled={readOnly('ubicacion')}
          onChange={(ubicacion) => onChange({ ubicacion })}
        />
        <Field label={T.direccion} htmlFor={fieldId('direccion')}>
          <Input
            id={fieldId('direccion')}
            autoComplete="street-address"
            placeholder={T.direccionPlaceholder}
            value={values.direccion}
            readOnly={readOnly('direccion')}
            onChange={(e) => onChange({ direccion: e.target.value })}
          />
        </Field>
      </fieldset>
      <div className="checkout-field">
        <Checkbox
          id={fieldId('terminos')}
          checked={values.aceptaTerminos}
          disabled={disabled}
          onChange={(e) => onChange({ aceptaTerminos: e.target.checked })}
          {...a11y('aceptaTerminos')}
        >
          {T.terminosPrefijo}
          <ExternalLink className="text-link" href={`${siteOrigin}${ROUTES.terminos.path}`}>
            {T.terminos}
          </ExternalLink>
          {T.terminosY}
          <ExternalLink className="text-link" href={`${siteOrigin}${ROUTES.privacidad.path}`}>
            {T.privacidad}
          </ExternalLink>
        </Checkbox>
        {message('aceptaTerminos')}
      </div>
    </div>
  );
}

function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={htmlFor} className="checkout-label">
        {label}
      </label>
      {children}
    </div>
  );
}
