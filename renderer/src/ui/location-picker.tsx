import type { GeoLugar } from '@shared/api/discovery';
import { cleanLocalidades, cleanMunicipios, type Lugar } from '@shared/domain/location';
import { LOCATION_TEXT } from '@shared/texts/discovery';
import { Select } from 'antd';
import { useEffect, useId } from 'react';
import {
  useGetLocalidadesQuery,
  useGetMunicipiosQuery,
  useGetProvinciasQuery,
} from '../api/geo-api';
import {
  chooseLocation,
  visibleLevels,
  type LocationLevel,
  type LocationValue,
} from './location-cascade';
import './location-picker.css';

interface Props {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  disabled?: boolean;
}

/**
 * A failed list only leaves its select empty; the reason goes to the console (docs/architecture.md,
 * "Where each rule lives").
 */
function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`No se pudo cargar la lista de ${what}`, error);
  }, [error, what]);
}

/**
 * Province, municipality and locality selects with their cascade (location-cascade.ts). Shared by
 * the filters, the event forms, the profile and the checkout. Options are keyed by name (names are
 * unique within each list, and the server filters by name).
 */
export function LocationPicker({ value, onChange, disabled }: Props) {
  const levels = visibleLevels(value);
  const provincia = value.provincia?.nombre ?? '';
  const municipio = value.municipio?.nombre ?? '';
  const provincias = useGetProvinciasQuery();
  const municipios = useGetMunicipiosQuery(provincia, { skip: !levels.includes('municipio') });
  const localidades = useGetLocalidadesQuery(
    { provincia, municipio },
    { skip: !levels.includes('localidad') },
  );
  useLogFailure(provincias.error, 'provincias');
  useLogFailure(municipios.error, 'municipios');
  useLogFailure(localidades.error, 'localidades');

  const lists: Record<LocationLevel, Lugar[]> = {
    provincia: provincias.data ?? [],
    municipio: cleanMunicipios(municipios.data ?? []),
    localidad: cleanLocalidades(localidades.data ?? []),
  };
  const loading: Record<LocationLevel, boolean> = {
    provincia: provincias.isFetching,
    municipio: municipios.isFetching,
    localidad: localidades.isFetching,
  };

  return (
    <div className="location-picker">
      {levels.map((level) => (
        <LevelSelect
          key={level}
          level={level}
          options={lists[level]}
          loading={loading[level]}
          selected={value[level]}
          disabled={disabled}
          onSelect={(lugar) => onChange(chooseLocation(value, level, lugar))}
        />
      ))}
    </div>
  );
}

/** Typing "cordoba" finds "Córdoba": case and accents are ignored. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
const matchesSearch = (input: string, option?: { label?: unknown }) =>
  fold(String(option?.label ?? '')).includes(fold(input));

function LevelSelect({
  level,
  options,
  loading,
  selected,
  disabled,
  onSelect,
}: {
  level: LocationLevel;
  options: ReadonlyArray<GeoLugar>;
  loading: boolean;
  selected: Lugar | null;
  disabled?: boolean;
  onSelect: (lugar: Lugar | null) => void;
}) {
  const id = useId();
  const label = LOCATION_TEXT[level];
  return (
    <div className="location-level">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        aria-label={label}
        showSearch={{ filterOption: matchesSearch }}
        allowClear
        virtual={false}
        placeholder={LOCATION_TEXT.elegir}
        notFoundContent={LOCATION_TEXT.sinOpciones}
        loading={loading}
        disabled={disabled}
        value={selected?.nombre ?? null}
        options={options.map((o) => ({ value: o.nombre, label: o.nombre }))}
        onChange={(nombre: string | null | undefined) => {
          if (!nombre) return onSelect(null);
          const lugar = options.find((o) => o.nombre === nombre);
          // A value restored from a link may carry no id until the list has loaded.
          onSelect(lugar ? { id: lugar.id, nombre: lugar.nombre } : { id: '', nombre });
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
