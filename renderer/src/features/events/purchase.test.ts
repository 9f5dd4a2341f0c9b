import { maxTicketsForRow } from '@shared/domain/purchase';
import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { purchaseItems } from './purchase';

describe('ticket row limits', () => {
  it('a row admits the lowest of 10, what is left and the per-account limit', () => {
    expect(maxTicketsForRow(200)).toBe(10);
    expect(maxTicketsForRow(3)).toBe(3);
    expect(maxTicketsForRow(0)).toBe(0);
    expect(maxTicketsForRow(-2)).toBe(0);
    expect(maxTicketsForRow(200, 4)).toBe(4);
    expect(maxTicketsForRow(3, 4)).toBe(3);
    expect(maxTicketsForRow(200, 50)).toBe(10);
    expect(maxTicketsForRow(200, 1)).toBe(1);
  });

  it("purchase items never ask for more than the event's per-account limit", () => {
    const evento = makeEvento({ maxEntradasPorCuenta: 2 });
    const items = purchaseItems(evento, { 301: 9, 302: 3 });
    expect(items.map((i) => [i.tipo, i.cantidad, i.itemSubtotal])).toEqual([
      ['General', 2, 30000],
      ['VIP', 2, 60000],
    ]);
  });

  it("a row's own limits and window clamp a stale choice; a mesa's item carries its people", () => {
    const base = makeEvento();
    const fecha = base.fechas[0]!;
    const evento = makeEvento({
      fechas: [
        {
          ...fecha,
          entradas: [
            ...fecha.entradas,
            {
              idEntrada: 305,
              tipo: { cdTipo: 5, dsTipo: 'Mesa' },
              precio: 90000,
              cantidad: 4,
              personas: 6,
              maxPorOrden: 2,
            },
            {
              idEntrada: 306,
              tipo: { cdTipo: 6, dsTipo: 'Pack' },
              precio: 10000,
              cantidad: 50,
              minPorOrden: 3,
            },
            {
              idEntrada: 307,
              tipo: { cdTipo: 7, dsTipo: 'Socios' },
              precio: 9000,
              cantidad: 50,
              ventaDesde: '2030-06-20T23:00:00.000Z',
            },
            {
              idEntrada: 308,
              tipo: { cdTipo: 8, dsTipo: 'Última' },
              precio: 9000,
              cantidad: 50,
              ventaHasta: '2030-06-20T23:00:00.000Z',
            },
          ],
        },
      ],
    });
    const quantities = { 301: 2, 305: 5, 306: 2, 307: 1, 308: 1 };
    const before = purchaseItems(evento, quantities, new Date('2030-06-20T22:59:59.000Z'));
    expect(before.map((i) => [i.tipo, i.cantidad, i.itemSubtotal, i.personas])).toEqual([
      ['General', 2, 30000, undefined],
      ['Mesa', 2, 180000, 6],
      ['Última', 1, 9000, undefined],
    ]);
    const after = purchaseItems(
      evento,
      { ...quantities, 306: 4 },
      new Date('2030-06-20T23:00:00.000Z'),
    );
    expect(after.map((i) => [i.tipo, i.cantidad])).toEqual([
      ['General', 2],
      ['Mesa', 2],
      ['Pack', 4],
      ['Socios', 1],
    ]);
  });
});
