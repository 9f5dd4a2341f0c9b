import { describe, expect, it } from 'vitest';
import { entradasDe, tiposDelEvento } from './codigo-cells';

describe("a code's ticket types", () => {
  const tipos = tiposDelEvento([
    { cdTipo: 0, dsTipo: 'General' },
    { cdTipo: 4, dsTipo: 'Entrada + trago' },
    { cdTipo: 2, dsTipo: 'VIP' },
    { cdTipo: 0, dsTipo: '1ra tanda' },
    { cdTipo: 4, dsTipo: 'Entrada + trago' },
  ]);

  it("are the event's, in its rows' order, a type named differently by day saying each name once", () => {
    expect(tipos).toEqual([
      { cdTipo: 0, dsTipo: '1ra tanda / General' },
      { cdTipo: 4, dsTipo: 'Entrada + trago' },
      { cdTipo: 2, dsTipo: 'VIP' },
    ]);
  });

  it('are named as the event names them; a type it no longer has by its number', () => {
    expect(entradasDe({ tiposEntrada: [2, 4] }, tipos)).toBe('VIP, Entrada + trago');
    expect(entradasDe({ tiposEntrada: [1] }, tipos)).toBe('1');
    expect(entradasDe({ tiposEntrada: [] }, tipos)).toBe('Todas');
    // Still loading the event's types.
    expect(entradasDe({ tiposEntrada: [2] }, undefined)).toBe('');
  });
});
