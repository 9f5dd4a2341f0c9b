import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number';

describe('order numbers people read and type', () => {
  it('shows the 12 digits in three groups of four, upper case', () => {
    expect(formatOrderNumber('3f9a0c2b77de')).toBe('3F9A-0C2B-77DE');
    expect(formatOrderNumber('3F9A0C2B77DE')).toBe('3F9A-0C2B-77DE');
  });

  it('reads them back with or without dashes or spaces, in any case', () => {
    for (const typed of ['3F9A-0C2B-77DE', '3f9a 0c2b 77de', ' 3f9a0c2b77de ', '3F9A–0C2B—77DE'])
      expect(parseOrderNumber(typed)).toBe('3F9A0C2B77DE');
  });

  it('refuses what is not one: the old sequential ids, too short, other letters', () => {
    for (const typed of ['55', '3F9A-0C2B-77D', '3F9A-0C2B-77DEF', 'GHIJ-0C2B-77DE', ''])
      expect(parseOrderNumber(typed)).toBeNull();
  });
});
