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
});
