import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, filterFromParams, filterToParams, filterToQuery } from './event-filter';

const CABA = { id: '02', nombre: 'Ciudad Autónoma de Buenos Aires' };

describe('event filter', () => {
  it('defaults ask only for events on sale', () => {
    expect(filterToQuery(DEFAULT_FILTER)).toEqual({ Estado: 2 });
    expect(filterToParams(DEFAULT_FILTER).toString()).toBe('');
  });

  it('round-trips through the address with the server parameter names', () => {
    const filter = {
      genero: 3,
      fechaOption: 'especifica' as const,
      fechaEspecifica: '2030-07-12',
      after: true,
      lgbt: true,
      ubicacion: {
        provincia: { id: '', nombre: 'Córdoba' },
        municipio: { id: '', nombre: 'Capital' },
        localidad: { id: '', nombre: 'Centro' },
      },
      busqueda: 'ícaro sur',
    };
    const params = filterToParams(filter);
    expect(Object.fromEntries(params)).toEqual({
      genero: '3',
      provincia: 'Córdoba',
      municipio: 'Capital',
      localidad: 'Centro',
      after: 'true',
      lgbt: 'true',
      fechaOption: 'especifica',
      fechaEspecifica: '2030-07-12',
      busqueda: 'ícaro sur',
    });
    expect(filterFromParams(params)).toEqual(filter);
  });

  it('the capital is sent as its province alone and restored on all three levels', () => {
    const filter = {
      ...DEFAULT_FILTER,
      ubicacion: { provincia: CABA, municipio: CABA, localidad: CABA },
    };
    expect(filterToQuery(filter)).toEqual({ Estado: 2, provincia: CABA.nombre });
    expect(filterFromParams(filterToParams(filter)).ubicacion).toEqual(filter.ubicacion);
  });

  it('a search is sent trimmed, its spaces collapsed, at most 80 characters; blank is none', () => {
    const from = (q: string) => filterFromParams(new URLSearchParams({ busqueda: q })).busqueda;
    expect(from('  Acid   Night ')).toBe('Acid Night');
    expect(from('   ')).toBeNull();
    expect(from('x'.repeat(100))).toHaveLength(80);
    expect(filterToQuery({ ...DEFAULT_FILTER, busqueda: 'acid' })).toEqual({
      Estado: 2,
      busqueda: 'acid',
    });
  });

  it('ignores malformed parameters and a specific date without a day', () => {
    const params = new URLSearchParams(
      'genero=99&fechaOption=mañana&fechaEspecifica=12/07&after=si',
    );
    expect(filterFromParams(params)).toEqual(DEFAULT_FILTER);
    expect(
      filterToQuery({ ...DEFAULT_FILTER, fechaOption: 'especifica', fechaEspecifica: null }),
    ).toEqual({ Estado: 2 });
  });
});
