import type { ListaEvento } from '@shared/api/guest-list';
import { LISTA_MODALIDADES, type ListaModalidad } from '@shared/domain/guest-list';
import { LISTA_TEXT, RRPP_LISTA_TEXT } from '@shared/texts/guest-list';
import { Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { formatNumero, formatPesos } from '../../ui/format';
import type { TerminosValues } from './lista-form-values';

type Entrada = ListaEvento['dias'][number]['entradas'][number];

/** A field marked invalid, pointing at the message that says why (or nothing when it is not). */
export interface Invalido {
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The words of the terms' fields: each form says them its own way. */
export interface TerminosTexts {
  modalidad: string;
  free: string;
  descuento: string;
  precio: string;
  precioAyuda: string;
  hasta: string;
  hastaAyuda: string;
}

/** The organiser's own list ("Tipo de lista", "Precio en la puerta"). */
export const TERMINOS_LISTA: TerminosTexts = {
  modalidad: LISTA_TEXT.modalidad,
  free: LISTA_TEXT.free,
  descuento: LISTA_TEXT.descuento,
  precio: LISTA_TEXT.precioPuerta,
  precioAyuda: LISTA_TEXT.precioPuertaAyuda,
  hasta: LISTA_TEXT.hasta,
  hastaAyuda: LISTA_TEXT.hastaAyuda,
};

/** An RRPP's list, given by the organiser ("Condición de la lista", "Cobrar en la puerta"). */
export const TERMINOS_RRPP: TerminosTexts = {
  modalidad: RRPP_LISTA_TEXT.modalidad,
  free: RRPP_LISTA_TEXT.free,
  descuento: RRPP_LISTA_TEXT.descuento,
  precio: RRPP_LISTA_TEXT.precio,
  precioAyuda: RRPP_LISTA_TEXT.precioAyuda,
  hasta: RRPP_LISTA_TEXT.hasta,
  hastaAyuda: RRPP_LISTA_TEXT.hastaAyuda,
};

const valido = (): Invalido => ({});

/**
 * A row of a list's terms: free or a door price (asked only for a list with discount) and an
 * optional deadline hour, typed as 24-hour HH:MM whatever the browser's locale. `fid` names the
 * fields' ids within the form; `invalid` marks the field a message is about.
 */
export function TerminosListaFields({
  fid,
  texts,
  values,
  onChange,
  invalid = valido,
}: {
  fid: (name: string) => string;
  texts: TerminosTexts;
  values: TerminosValues;
  onChange: (patch: Partial<TerminosValues>) => void;
  invalid?: (campo: 'precioPuerta' | 'hasta') => Invalido;
}) {
  return (
    <div className="lista-form-row">
      <div className="lista-field">
        <span id={fid('modalidad')} className="lista-label">
          {texts.modalidad}
        </span>
        <Radio.Group
          aria-labelledby={fid('modalidad')}
          value={values.modalidad}
          onChange={(e) => onChange({ modalidad: e.target.value as ListaModalidad })}
          options={LISTA_MODALIDADES.map((m) => ({ value: m, label: texts[m] }))}
        />
      </div>
      {values.modalidad === 'descuento' && (
        <Field label={texts.precio} htmlFor={fid('precio')} help={texts.precioAyuda}>
          <Input
            id={fid('precio')}
            prefix="$"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={values.precioPuerta}
            onChange={(e) => onChange({ precioPuerta: e.target.value })}
            {...invalid('precioPuerta')}
          />
        </Field>
      )}
      <Field label={texts.hasta} htmlFor={fid('hasta')} help={texts.hastaAyuda}>
        {/* Text, not type="time": that one shows 12-hour clocks in some browser locales. */}
        <Input
          id={fid('hasta')}
          placeholder="01:30"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={values.hasta}
          onChange={(e) => onChange({ hasta: e.target.value })}
          {...invalid('hasta')}
        />
      </Field>
    </div>
  );
}

/** The stock row a list's guests enter as: "General · $ 10.000 · 42 lugares disponibles". */
export function EntradaField({
  label,
  id,
  entradas,
  value,
  onChange,
  invalido,
}: {
  label: string;
  id: string;
  entradas: ReadonlyArray<Entrada>;
  value: number | null;
  onChange: (idEntrada: number) => void;
  invalido?: Invalido;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <Select
        id={id}
        virtual={false}
        value={value}
        options={entradas.map((e) => ({
          value: e.idEntrada,
          label: LISTA_TEXT.entradaOpcion(
            e.dsTipo,
            formatPesos(e.precio),
            LISTA_TEXT.lugares(e.disponibles, formatNumero(e.disponibles)),
          ),
        }))}
        onChange={(idEntrada: number) => onChange(idEntrada)}
        {...invalido}
      />
    </Field>
  );
}

/** A labelled field of the list's forms, with its help line. */
export function Field({
  label,
  htmlFor,
  help,
  children,
}: {
  label: string;
  htmlFor: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="lista-field">
      <label htmlFor={htmlFor} className="lista-label">
        {label}
      </label>
      {children}
      {help && <p className="muted lista-help">{help}</p>}
    </div>
  );
}
