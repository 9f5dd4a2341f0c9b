import { describe, expect, it } from 'vitest';
import { fromArLocalInput, toArLocalInput } from './argentina-time';

describe('datetime-local values in Argentine time', () => {
  it('shows an instant as Buenos Aires wall-clock time, cut to 16 characters', () => {
    expect(toArLocalInput('2030-07-13T02:00:00.000Z')).toBe('2030-07-12T23:00');
    expect(toArLocalInput('2030-07-12T23:00:00-03:00')).toBe('2030-07-12T23:00');
    expect(toArLocalInput('')).toBe('');
    expect(toArLocalInput('no')).toBe('');
  });

  it('reads an input value as Buenos Aires time with its offset', () => {
    expect(fromArLocalInput('2030-07-12T23:00')).toBe('2030-07-12T23:00:00-03:00');
    expect(Date.parse(fromArLocalInput('2030-07-12T23:00')!)).toBe(
      Date.parse('2030-07-13T02:00:00Z'),
    );
    expect(fromArLocalInput('')).toBeNull();
    expect(fromArLocalInput('2030-13-45T99:00')).toBeNull();
  });
});
