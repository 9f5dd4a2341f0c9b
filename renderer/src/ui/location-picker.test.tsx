// Runs in Chromium: a screen test (vitest.config.ts).
import { render, screen, waitFor } from '@testing-library/react';
import { LOCATION_TEXT } from '@shared/texts/discovery';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createAppStore } from '../app/store';
import { setPlatform } from '../platform';
import { createWebPlatform } from '../platform/web';
import { chooseOption, optionsOf } from '../test/antd-select';
import { fakeNetwork, json, TEST_API } from '../test/render-app';
import { AntdScope } from './antd-scope';
import { EMPTY_LOCATION, type LocationValue } from './location-cascade';
import { LocationPicker } from './location-picker';

const CABA = 'Ciudad Autónoma de Buenos Aires';

function geoNetwork() {
  return fakeNetwork({
    'GET /Geo/provincias': () =>
      json(200, {
        provincias: [
          { id: '02', nombre: CABA },
          { id: '14', nombre: 'Córdoba' },
          { id: '06', nombre: 'Buenos Aires' },
        ],
      }),
    'GET /Geo/municipios': (req) =>
      new URL(req.url).searchParams.get('provincia') === 'Córdoba'
        ? json(200, {
            municipios: [
              { id: '1', nombre: 'Capital' },
              { id: '2', nombre: 'Comuna de Alpa Corral' },
              { id: '3', nombre: 'Río Cuarto' },
            ],
          })
        : json(200, { municipios: [{ id: '9', nombre: 'La Plata' }] }),
    'GET /Geo/localidades': () =>
      json(200, {
        localidades: [
          { id: 'a', nombre: 'Centro' },
          { id: 'b', nombre: 'Alta Córdoba' },
          { id: 'c', nombre: 'Centro' },
        ],
      }),
  });
}

function renderPicker() {
  setPlatform(createWebPlatform(TEST_API));
  const changes: LocationValue[] = [];
  function Harness() {
    const [value, setValue] = useState<LocationValue>(EMPTY_LOCATION);
    return (
      <LocationPicker
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <Providers store={createAppStore()}>
      <AntdScope>
        <Harness />
      </AntdScope>
    </Providers>,
  );
  return changes;
}

describe('LocationPicker', () => {
  it('cascades province → municipality → locality, without Comunas or repeated localities', async () => {
    geoNetwork();
    const changes = renderPicker();
    expect(screen.getByRole('combobox', { name: LOCATION_TEXT.provincia })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: LOCATION_TEXT.municipio })).toBeNull();

    await chooseOption(LOCATION_TEXT.provincia, 'Córdoba');
    await screen.findByRole('combobox', { name: LOCATION_TEXT.municipio });
    expect(screen.queryByRole('combobox', { name: LOCATION_TEXT.localidad })).toBeNull();
    expect(await optionsOf(LOCATION_TEXT.municipio)).toEqual(['Capital', 'Río Cuarto']);

    await chooseOption(LOCATION_TEXT.municipio, 'Capital');
    await screen.findByRole('combobox', { name: LOCATION_TEXT.localidad });
    expect(await optionsOf(LOCATION_TEXT.localidad)).toEqual(['Alta Córdoba', 'Centro']);
    await chooseOption(LOCATION_TEXT.localidad, 'Centro');
    expect(changes.at(-1)).toEqual({
      provincia: { id: '14', nombre: 'Córdoba' },
      municipio: { id: '1', nombre: 'Capital' },
      localidad: { id: 'a', nombre: 'Centro' },
    });

    // A new municipality clears the locality; a new province clears both.
    await chooseOption(LOCATION_TEXT.municipio, 'Río Cuarto');
    expect(changes.at(-1)?.localidad).toBeNull();
    await chooseOption(LOCATION_TEXT.provincia, 'Buenos Aires');
    expect(changes.at(-1)).toEqual({
      provincia: { id: '06', nombre: 'Buenos Aires' },
      municipio: null,
      localidad: null,
    });
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: LOCATION_TEXT.localidad })).toBeNull(),
    );
  });

  it('Ciudad Autónoma de Buenos Aires sets all three (code 02) and shows only the province', async () => {
    geoNetwork();
    const changes = renderPicker();
    await chooseOption(LOCATION_TEXT.provincia, CABA);
    const capital = { id: '02', nombre: CABA };
    expect(changes.at(-1)).toEqual({ provincia: capital, municipio: capital, localidad: capital });
    expect(screen.queryByRole('combobox', { name: LOCATION_TEXT.municipio })).toBeNull();
    expect(screen.queryByRole('combobox', { name: LOCATION_TEXT.localidad })).toBeNull();
  });

  it('a list that fails to load leaves its select empty and is only logged', async () => {
    fakeNetwork({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPicker();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('combobox', { name: LOCATION_TEXT.provincia })).toBeTruthy();
    error.mockRestore();
  });
});
