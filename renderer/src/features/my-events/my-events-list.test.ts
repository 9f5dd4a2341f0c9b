import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { filtrarMisEventos, FILTRO_INICIAL } from './my-events-list';

const day = (inicio: string) => ({
  idFecha: 1,
  inicio,
  fin: inicio,
  inicioVenta: inicio,
  finVenta: inicio,
  estado: 1,
  altaDemanda: false,
  entradas: [],
});
const EVENTOS = [
  makeEvento({
    idEvento: 1,
    nombre: 'Noche Ácida',
    estado: 2,
    fechas: [day('2030-03-01T02:00:00Z')],
  }),
  makeEvento({ idEvento: 2, nombre: 'Sin fecha', estado: 0, fechas: [], inicioEvento: null }),
  makeEvento({
    idEvento: 3,
    nombre: 'Aurora Club',
    estado: 0,
    fechas: [day('2030-01-01T02:00:00Z')],
  }),
  makeEvento({
    idEvento: 4,
    nombre: 'Acido Sur',
    estado: 4,
    fechas: [day('2030-02-01T02:00:00Z')],
  }),
];
const ids = (list: ReadonlyArray<{ idEvento: number }>) => list.map((e) => e.idEvento);

describe('Mis eventos, filter, search and sort', () => {
  it('sorts by first date both ways, events without dates last', () => {
    expect(ids(filtrarMisEventos(EVENTOS, FILTRO_INICIAL))).toEqual([3, 4, 1, 2]);
    expect(ids(filtrarMisEventos(EVENTOS, { ...FILTRO_INICIAL, orden: 'desc' }))).toEqual([
      1, 4, 3, 2,
    ]);
  });

  it('filters by status and searches the name ignoring case and accents', () => {
    expect(ids(filtrarMisEventos(EVENTOS, { ...FILTRO_INICIAL, estado: 0 }))).toEqual([3, 2]);
    expect(ids(filtrarMisEventos(EVENTOS, { ...FILTRO_INICIAL, busqueda: 'ÁCID' }))).toEqual([
      4, 1,
    ]);
    expect(ids(filtrarMisEventos(EVENTOS, { orden: 'asc', estado: 2, busqueda: 'acida' }))).toEqual(
      [1],
    );
  });
});
