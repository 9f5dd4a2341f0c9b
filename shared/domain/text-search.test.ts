import { describe, expect, it } from 'vitest';
import { eventoAValidarFields, foldText, matchesSearch } from './text-search';

const EVENTO = {
  nombre: 'Noche Ácida',
  owner: { nombre: 'Martín', apellido: 'Gómez', correo: 'Martin.Gomez@Example.com' },
};

describe('admin search', () => {
  it('folds case, accents and spaces', () => {
    expect(foldText('  NOCHE   Ácida ')).toBe('noche acida');
  });

  it('an empty query matches everything', () => {
    expect(matchesSearch('   ', ['x'])).toBe(true);
    expect(matchesSearch('', [])).toBe(true);
  });

  it('finds an event by its name or the owner name, surname, full name or mail', () => {
    const fields = eventoAValidarFields(EVENTO);
    for (const q of ['acida', 'MARTIN', 'gomez', 'martín gómez', 'martin.gomez@example', 'ÁCI']) {
      expect(matchesSearch(q, fields), q).toBe(true);
    }
    for (const q of ['techno', 'gomez martin', 'lucia@example.com']) {
      expect(matchesSearch(q, fields), q).toBe(false);
    }
  });

  it('ignores missing fields', () => {
    expect(matchesSearch('a', [null, undefined])).toBe(false);
  });
});
