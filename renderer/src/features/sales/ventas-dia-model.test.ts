import type { VentasPorDia } from '@shared/api/after-sale';
import { describe, expect, it } from 'vitest';
import { colorDeTipo, diasRotulados, sinVentas, totalesDe } from './ventas-dia-model';

describe('ventas por día: the chart and table model', () => {
  it('writes about seven dates under the bars, evenly spaced, from the first day', () => {
    expect(diasRotulados(1)).toEqual([0]);
    expect(diasRotulados(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(diasRotulados(30)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(diasRotulados(365)).toHaveLength(7);
    expect(diasRotulados(0)).toEqual([]);
  });

  it('gives each ticket type its own colour, past the palette too', () => {
    const colores = Array.from({ length: 20 }, (_, i) => colorDeTipo(i));
    expect(new Set(colores).size).toBe(20);
  });

  it('adds up every day per type, tickets and money, and knows when nothing was sold', () => {
    const ventas: VentasPorDia = {
      idEvento: 1,
      tipos: [
        { cdTipo: 0, dsTipo: 'General' },
        { cdTipo: 2, dsTipo: 'VIP' },
      ],
      dias: [
        {
          dia: '2030-07-01',
          porTipo: [{ cdTipo: 0, cantidad: 2 }],
          cantidad: 2,
          enPuerta: 0,
          recaudado: 100,
        },
        {
          dia: '2030-07-02',
          porTipo: [
            { cdTipo: 0, cantidad: 1 },
            { cdTipo: 2, cantidad: 3 },
          ],
          cantidad: 4,
          enPuerta: 0,
          recaudado: 250,
        },
      ],
      codigos: [],
    };
    expect(totalesDe(ventas)).toEqual({ porTipo: [3, 3], entradas: 6, recaudado: 350 });
    expect(sinVentas(ventas)).toBe(false);
    expect(sinVentas({ ...ventas, dias: [] })).toBe(true);
  });
});
