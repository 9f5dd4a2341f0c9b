import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';

describe('apportion (largest remainder)', () => {
  it('splits in proportion, whole pesos that sum to the amount', () => {
    expect(apportion(4000, [20000, 20000])).toEqual([2000, 2000]);
    // 1000 over 3 equal lines: 333 each and the peso left to the first.
    expect(apportion(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    // 10 over 1:2:3 = 1.67, 3.33, 5: the remainders pick who gets the leftover peso.
    expect(apportion(10, [1, 2, 3])).toEqual([2, 3, 5]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    expect(apportion(7, [0, 5])).toEqual([0, 7]);
  });

  it('splits equally when nothing weighs (free tickets), and keeps the sign', () => {
    expect(apportion(5, [0, 0])).toEqual([3, 2]);
    expect(apportion(-10, [1, 2, 3])).toEqual([-2, -3, -5]);
    expect(apportion(5, [])).toEqual([]);
  });

  it('stays exact where price × quantity × amount passes 2^53', () => {
    const parts = apportion(3_999_999_999, [999_999_999, 1_000_000_000, 2_000_000_001]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(3_999_999_999);
    expect(parts).toEqual([999_999_999, 1_000_000_000, 2_000_000_000]);
  });
});
