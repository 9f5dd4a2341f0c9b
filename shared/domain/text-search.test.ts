import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  eventoAValidarFields,
  foldText,
  matchesSearch,
  SQL_FOLD,
} from './text-search';

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

describe('public search in SQL', () => {
  it('folds each listed letter as foldText does, one letter for one', () => {
    expect([...SQL_FOLD.to]).toHaveLength([...SQL_FOLD.from].length);
    for (const [i, c] of [...SQL_FOLD.from].entries()) expect(SQL_FOLD.to[i]).toBe(foldText(c));
    expect(SQL_FOLD.to).toMatch(/^[a-z]+$/);
  });

  it('makes a contains pattern of the folded words, % _ and \\ taken literally', () => {
    expect(containsPattern('  Ícaro   SUR ')).toBe('%icaro sur%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
