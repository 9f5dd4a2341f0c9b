import { GENEROS } from '@shared/domain/catalogs';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Checkbox, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { ArtistsInput } from './artists-input';
import type { EventDetails, EventDetailsChange } from './event-details';
import { FieldItem, invalidProps } from './field-item';
import { LocationPicker } from './location-picker';

const GENERO_OPTIONS = GENEROS.map((g) => ({ value: g.cdGenero, label: g.dsGenero }));

interface Props {
  /** The form's `useId()`: inputs are `${id}-nombre`, `${id}-generos`, ... */
  id: string;
  value: EventDetails;
  existentes: ReadonlyArray<{ idArtista: number; nombre: string }>;
  onChange: (change: EventDetailsChange) => void;
  direccionPlaceholder?: string;
  /** Fields between the name and the genres (the create form's party and day count). */
  children?: ReactNode;
  /** What is wrong with each field, by name (shared/validation/evento.ts, EventFieldErrors). */
  errors?: Readonly<Record<string, string>>;
}

/**
 * The event's details in both event forms: name, genres, artists, location and address, the
 * After and LGBT marks, and the description.
 */
export function EventDetailsFields({
  id,
  value,
  existentes,
  onChange,
  direccionPlaceholder,
  children,
  errors = {},
}: Props) {
  const fid = (name: string) => `${id}-${name}`;
  return (
    <>
      <div className="form-field">
        <label htmlFor={fid('nombre')}>{T.nombre}</label>
        <FieldItem fieldId={fid('nombre')} error={errors.nombre}>
          <Input
            id={fid('nombre')}
            value={value.nombre}
            maxLength={150}
            {...invalidProps(fid('nombre'), errors.nombre)}
            onChange={(e) => onChange({ field: 'nombre', value: e.target.value })}
          />
        </FieldItem>
      </div>
      {children}
      <div className="form-field">
        <label htmlFor={fid('generos')}>{T.generos}</label>
        <FieldItem fieldId={fid('generos')} error={errors.generos}>
          <Select
            id={fid('generos')}
            aria-label={T.generos}
            mode="multiple"
            virtual={false}
            placeholder={T.generosPlaceholder}
            value={value.generos}
            options={GENERO_OPTIONS}
            optionFilterProp="label"
            {...invalidProps(fid('generos'), errors.generos)}
            onChange={(generos: number[]) => onChange({ field: 'generos', value: generos })}
          />
        </FieldItem>
      </div>
      <ArtistsInput
        value={value.artistas}
        existentes={existentes}
        error={errors.artistas}
        onChange={(artistas) => onChange({ field: 'artistas', value: artistas })}
      />
      <div className="form-field">
        <span className="form-label" id={fid('ubicacion')}>
          {T.ubicacion}
        </span>
        <FieldItem fieldId={fid('ubicacion')} error={errors.ubicacion}>
          <LocationPicker
            value={value.ubicacion}
            onChange={(ubicacion) => onChange({ field: 'ubicacion', value: ubicacion })}
          />
        </FieldItem>
      </div>
      <div className="form-field">
        <label htmlFor={fid('direccion')}>{T.direccion}</label>
        <FieldItem fieldId={fid('direccion')} error={errors.direccion}>
          <Input
            id={fid('direccion')}
            value={value.direccion}
            placeholder={direccionPlaceholder}
            maxLength={300}
            {...invalidProps(fid('direccion'), errors.direccion)}
            onChange={(e) => onChange({ field: 'direccion', value: e.target.value })}
          />
        </FieldItem>
      </div>
      <div>
        <Checkbox
          checked={value.isAfter}
          onChange={(e) => onChange({ field: 'isAfter', value: e.target.checked })}
        >
          {T.after}
        </Checkbox>
        <Checkbox
          checked={value.isLgbt}
          onChange={(e) => onChange({ field: 'isLgbt', value: e.target.checked })}
        >
          {T.lgbt}
        </Checkbox>
      </div>
      <div className="form-field">
        <label htmlFor={fid('descripcion')}>{T.descripcion}</label>
        <FieldItem fieldId={fid('descripcion')} error={errors.descripcion}>
          <Input.TextArea
            id={fid('descripcion')}
            value={value.descripcion}
            rows={5}
            maxLength={5000}
            {...invalidProps(fid('descripcion'), errors.descripcion)}
            onChange={(e) => onChange({ field: 'descripcion', value: e.target.value })}
          />
        </FieldItem>
      </div>
    </>
  );
}
