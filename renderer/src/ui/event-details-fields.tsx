import { GENEROS } from '@shared/domain/catalogs';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Checkbox, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { ArtistsInput } from './artists-input';
import type { EventDetails, EventDetailsChange } from './event-details';
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
}: Props) {
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${id}-nombre`}>{T.nombre}</label>
        <Input
          id={`${id}-nombre`}
          value={value.nombre}
          maxLength={150}
          onChange={(e) => onChange({ field: 'nombre', value: e.target.value })}
        />
      </div>
      {children}
      <div className="form-field">
        <label htmlFor={`${id}-generos`}>{T.generos}</label>
        <Select
          id={`${id}-generos`}
          aria-label={T.generos}
          mode="multiple"
          virtual={false}
          placeholder={T.generosPlaceholder}
          value={value.generos}
          options={GENERO_OPTIONS}
          optionFilterProp="label"
          onChange={(generos: number[]) => onChange({ field: 'generos', value: generos })}
        />
      </div>
      <ArtistsInput
        value={value.artistas}
        existentes={existentes}
        onChange={(artistas) => onChange({ field: 'artistas', value: artistas })}
      />
      <div className="form-field">
        <span className="form-label">{T.ubicacion}</span>
        <LocationPicker
          value={value.ubicacion}
          onChange={(ubicacion) => onChange({ field: 'ubicacion', value: ubicacion })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-direccion`}>{T.direccion}</label>
        <Input
          id={`${id}-direccion`}
          value={value.direccion}
          placeholder={direccionPlaceholder}
          maxLength={300}
          onChange={(e) => onChange({ field: 'direccion', value: e.target.value })}
        />
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
        <label htmlFor={`${id}-descripcion`}>{T.descripcion}</label>
        <Input.TextArea
          id={`${id}-descripcion`}
          value={value.descripcion}
          rows={5}
          maxLength={5000}
          onChange={(e) => onChange({ field: 'descripcion', value: e.target.value })}
        />
      </div>
    </>
  );
}
