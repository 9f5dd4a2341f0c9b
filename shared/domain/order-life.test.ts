import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, canMove, impliedStock } from './order-life';
import { ORDEN_ESTADOS } from './orders';

describe('the order-life table', () => {
  it('says for every move what the stock rule (only pendiente and pagada hold it) implies', () => {
    for (const [name, t] of Object.entries(ORDER_TRANSITIONS)) {
      const froms = t.from.length === 0 ? [null] : t.from;
      for (const from of froms)
        expect(`${name}: ${impliedStock(from, t.to)}`).toBe(`${name}: ${t.stock}`);
    }
  });

  it('issues tickets exactly on the moves into pagada, and voids them on the moves out of it', () => {
    for (const [name, t] of Object.entries(ORDER_TRANSITIONS)) {
      const into = t.to === 'pagada';
      const outOf = (t.from as readonly string[]).includes('pagada') && t.to !== 'pagada';
      expect(`${name}: ${t.tickets}`).toBe(`${name}: ${into ? 'issues' : outOf ? 'void' : 'none'}`);
    }
  });

  it('reaches every state, and leaves reembolsada and anulada for good', () => {
    const reached = new Set(Object.values(ORDER_TRANSITIONS).map((t) => t.to));
    expect([...reached].sort()).toEqual([...ORDEN_ESTADOS].sort());
    for (const t of Object.values(ORDER_TRANSITIONS)) {
      expect(t.from).not.toContain('reembolsada');
      expect(t.from).not.toContain('anulada');
    }
  });

  it('answers which moves an order may take', () => {
    expect(canMove('pendiente', 'pay')).toBe(true);
    expect(canMove('expirada', 'pay')).toBe(false);
    expect(canMove('expirada', 'payLate')).toBe(true);
    expect(canMove('reembolsada', 'refund')).toBe(false);
    expect(canMove('pagada', 'void')).toBe(true);
  });
});
