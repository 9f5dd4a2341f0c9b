import { describe, expect, it } from 'vitest';
import { artistInitial, compareArtistNames } from './artist-directory';

describe('artists directory order', () => {
  it('puts names that do not start with a letter first, then Spanish order', () => {
    const names = ['Zeta', 'ñandú', '2Lux', 'Ícaro Sur', 'Nube', 'Aurora', '999 Hertz', 'Órbita'];
    expect([...names].sort(compareArtistNames)).toEqual([
      '2Lux',
      '999 Hertz',
      'Aurora',
      'Ícaro Sur',
      'Nube',
      'ñandú',
      'Órbita',
      'Zeta',
    ]);
  });

  it('groups under # or the unaccented first letter', () => {
    expect(artistInitial('2Lux')).toBe('#');
    expect(artistInitial('#Hash')).toBe('#');
    expect(artistInitial('Ícaro Sur')).toBe('I');
    expect(artistInitial('ñandú')).toBe('Ñ');
    expect(artistInitial(' aurora')).toBe('A');
  });
});
