import { describe, expect, it } from 'vitest';
import { availableOf } from './stock';

const day = (g: [number, number], eb?: [number, number]) => [
  { cdTipo: 0, cantidad: g[0], vendidas: g[1] },
  ...(eb ? [{ cdTipo: 1, cantidad: eb[0], vendidas: eb[1] }] : []),
];

describe('availableOf: early bird is part of its type total', () => {
  it('a regular row without early bird is stock minus sold', () => {
    expect(availableOf(day([100, 30]), 0)).toBe(70);
  });

  it('early-bird sales use up the regular total', () => {
    const rows = day([100, 30], [20, 15]);
    expect(availableOf(rows, 0)).toBe(55);
    expect(availableOf(rows, 1)).toBe(5);
  });

  it('an early bird never offers more than what is left of its type', () => {
    const rows = day([100, 95], [20, 2]);
    expect(availableOf(rows, 0)).toBe(3);
    expect(availableOf(rows, 1)).toBe(3);
  });

  it('a sold-out early bird leaves the rest of the type on sale', () => {
    const rows = day([300, 0], [100, 100]);
    expect(availableOf(rows, 1)).toBe(0);
    expect(availableOf(rows, 0)).toBe(200);
  });

  it('never answers below 0, and 0 for a row that does not exist', () => {
    expect(availableOf(day([5, 7]), 0)).toBe(0);
    expect(availableOf(day([5, 0]), 3)).toBe(0);
  });
});
