import { describe, expect, it } from 'vitest';
import type { FechaView } from '../api/discovery';
import { precioDesdeDe } from './price-from';

const NOW = new Date('2030-07-01T12:00:00.000Z');
const noche = (finVenta: string, entradas: Array<[number, number]>): FechaView => ({
  idFecha: 1,
  inicio: '2030-07-13T02:00:00.000Z',
  fin: '2030-07-13T10:00:00.000Z',
  inicioVenta: '2030-06-01T03:00:00.000Z',
  finVenta,
  estado: 1,
  altaDemanda: false,
  entradas: entradas.map(([precio, cantidad], i) => ({
    idEntrada: i,
    tipo: { cdTipo: i, dsTipo: `Tipo ${i}` },
    precio,
    cantidad,
  })),
});
const OPEN = '2030-07-13T02:00:00.000Z';
const CLOSED = '2030-06-30T02:00:00.000Z';

describe('price from', () => {
  it('is the lowest price with tickets left, on nights whose sale is not over', () => {
    const fechas = [
      noche(OPEN, [
        [15000, 3],
        [9000, 0],
      ]),
      noche(CLOSED, [[5000, 10]]),
      noche(OPEN, [[12000, 1]]),
    ];
    expect(precioDesdeDe(fechas, NOW)).toEqual({ precioDesde: 12000, agotado: false });
  });

  it('is sold out when every row for sale is gone; neither without rows', () => {
    expect(precioDesdeDe([noche(OPEN, [[15000, 0]])], NOW)).toEqual({
      precioDesde: null,
      agotado: true,
    });
    expect(precioDesdeDe([noche(OPEN, [])], NOW)).toEqual({ precioDesde: null, agotado: false });
    expect(precioDesdeDe([noche(CLOSED, [[15000, 0]])], NOW)).toEqual({
      precioDesde: null,
      agotado: false,
    });
  });
});
