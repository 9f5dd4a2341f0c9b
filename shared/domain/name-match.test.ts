import { describe, expect, it } from 'vitest';
import { addArtista, artistaRefs, isDuplicateFiesta, resolveFiesta } from './name-match';

const EXISTENTES = [
  { idArtista: 1, nombre: 'Aurora' },
  { idArtista: 2, nombre: 'Ícaro Sur' },
];
const FIESTAS = [
  { idFiesta: 4, dsNombre: 'Noche Ácida' },
  { idFiesta: 5, dsNombre: 'Club Sur' },
];

describe('artist input', () => {
  it('matches existing artists case-insensitively', () => {
    expect(addArtista([], '  aURORA ', EXISTENTES)).toEqual([{ idArtista: 1, nombre: 'Aurora' }]);
    expect(addArtista([], 'ícaro   sur', EXISTENTES)).toEqual([
      { idArtista: 2, nombre: 'Ícaro Sur' },
    ]);
  });

  it('keeps the case of unknown names as typed, spaces tidied, and marks them new', () => {
    expect(addArtista([], '  DJ   Nobody ', EXISTENTES)).toEqual([
      { nombre: 'DJ Nobody', nuevo: true },
    ]);
    expect(addArtista([], 'rRoxymore', EXISTENTES)).toEqual([{ nombre: 'rRoxymore', nuevo: true }]);
  });

  it('ignores duplicates and blank input', () => {
    let list = addArtista([], 'aurora', EXISTENTES);
    list = addArtista(list, 'AURORA', EXISTENTES);
    list = addArtista(list, 'DJ Noise', EXISTENTES);
    list = addArtista(list, 'dj noise', EXISTENTES);
    list = addArtista(list, '   ', EXISTENTES);
    expect(list).toEqual([
      { idArtista: 1, nombre: 'Aurora' },
      { nombre: 'DJ Noise', nuevo: true },
    ]);
    expect(artistaRefs(list)).toEqual([{ idArtista: 1 }, { nombre: 'DJ Noise' }]);
  });
});

describe('recurring party of a new event', () => {
  it('the chosen party wins; a typed name matches one or becomes a new title-cased one', () => {
    expect(resolveFiesta(5, 'lo que sea', FIESTAS)).toEqual({ idFiesta: 5 });
    expect(resolveFiesta(null, 'NOCHE ácida', FIESTAS)).toEqual({ idFiesta: 4 });
    expect(resolveFiesta(null, 'fiesta  del río', FIESTAS)).toEqual({ nombre: 'Fiesta Del Río' });
    expect(resolveFiesta(null, '  ', FIESTAS)).toBeNull();
  });

  it('duplicates are case-insensitive and skip the party being edited', () => {
    expect(isDuplicateFiesta(' club sur ', FIESTAS)).toBe(true);
    expect(isDuplicateFiesta('Club Sur', FIESTAS, 5)).toBe(false);
    expect(isDuplicateFiesta('Club Norte', FIESTAS)).toBe(false);
  });
});
