import { CAPITAL_LUGAR } from '@shared/domain/location';
import { describe, expect, it } from 'vitest';
import { chooseLocation, EMPTY_LOCATION, visibleLevels } from './location-cascade';

const cordoba = { id: '14', nombre: 'Córdoba' };
const capital = { id: '14014', nombre: 'Capital' };
const centro = { id: '140140', nombre: 'Centro' };

describe('location cascade', () => {
  it('shows each level once the one above is chosen', () => {
    expect(visibleLevels(EMPTY_LOCATION)).toEqual(['provincia']);
    const withProvince = chooseLocation(EMPTY_LOCATION, 'provincia', cordoba);
    expect(visibleLevels(withProvince)).toEqual(['provincia', 'municipio']);
    const withMunicipio = chooseLocation(withProvince, 'municipio', capital);
    expect(visibleLevels(withMunicipio)).toEqual(['provincia', 'municipio', 'localidad']);
  });

  it('a new province clears municipality and locality; a new municipality clears the locality', () => {
    const full = { provincia: cordoba, municipio: capital, localidad: centro };
    expect(chooseLocation(full, 'provincia', { id: '06', nombre: 'Buenos Aires' })).toEqual({
      provincia: { id: '06', nombre: 'Buenos Aires' },
      municipio: null,
      localidad: null,
    });
    expect(chooseLocation(full, 'municipio', { id: '1', nombre: 'Río Cuarto' })).toEqual({
      provincia: cordoba,
      municipio: { id: '1', nombre: 'Río Cuarto' },
      localidad: null,
    });
    expect(chooseLocation(full, 'localidad', null)).toEqual({ ...full, localidad: null });
  });

  it('Ciudad Autónoma de Buenos Aires fills all three with code 02 and shows only the province', () => {
    const caba = chooseLocation(EMPTY_LOCATION, 'provincia', {
      id: '02',
      nombre: 'Ciudad Autónoma de Buenos Aires',
    });
    expect(caba).toEqual({
      provincia: CAPITAL_LUGAR,
      municipio: CAPITAL_LUGAR,
      localidad: CAPITAL_LUGAR,
    });
    expect(CAPITAL_LUGAR).toEqual({ id: '02', nombre: 'Ciudad Autónoma de Buenos Aires' });
    expect(visibleLevels(caba)).toEqual(['provincia']);
  });
});
