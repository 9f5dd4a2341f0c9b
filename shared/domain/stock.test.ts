import { describe, expect, it } from 'vitest';
import { TIPOS_ENTRADA } from './catalogs';
import {
  isStepBeforeTotal,
  minimoCantidad,
  TEMPLATE_TANDAS,
  templatePools,
  templateStepsBefore,
  templateTotalOf,
  withTemplatePools,
} from './stock';

const dsTipo = (cdTipo: number | undefined) =>
  TIPOS_ENTRADA.find((t) => t.cdTipo === cdTipo)?.dsTipo;

describe('the template: each kind with its early bird as a two-step tanda', () => {
  it('sells each early bird first, then its kind, by the names users see', () => {
    expect(TEMPLATE_TANDAS.map((t) => t.pasos.map(dsTipo))).toEqual([
      ['General Early Bird', 'General'],
      ['VIP Early Bird', 'VIP'],
    ]);
  });

  it('finds the total of the tanda a kind is a step of: its own for the last, none outside', () => {
    expect(templateTotalOf(1)).toBe(0);
    expect(templateTotalOf(3)).toBe(2);
    expect(templateTotalOf(0)).toBe(0);
    expect(templateTotalOf(2)).toBe(2);
    expect(templateTotalOf(7)).toBeUndefined();
  });

  it('finds the steps sold before a total, and none before a first step', () => {
    expect(templateStepsBefore(0)).toEqual([1]);
    expect(templateStepsBefore(2)).toEqual([3]);
    expect(templateStepsBefore(1)).toEqual([]);
    expect(templateStepsBefore(3)).toEqual([]);
    expect(templateStepsBefore(7)).toEqual([]);
  });

  it('tells the steps before a total (the form’s early birds) for every catalogue type', () => {
    expect(TIPOS_ENTRADA.filter((t) => isStepBeforeTotal(t.cdTipo)).map((t) => t.dsTipo)).toEqual([
      'General Early Bird',
      'VIP Early Bird',
    ]);
  });

  it('gives a day one pool per total, its steps in order, and a kind alone without its early bird', () => {
    const rows = [0, 1, 2].map((cdTipo) => ({ idEntrada: 10 + cdTipo, cdTipo }));
    expect(
      templatePools(rows).map((p) => [p.totalDe.cdTipo, p.miembros.map((m) => m.cdTipo)]),
    ).toEqual([
      [0, [1, 0]],
      [2, [2]],
    ]);
  });
});

const day = (g: [number, number], eb?: [number, number]) =>
  withTemplatePools([
    { idEntrada: 10, cdTipo: 0, cantidad: g[0], vendidas: g[1] },
    ...(eb ? [{ idEntrada: 11, cdTipo: 1, cantidad: eb[0], vendidas: eb[1] }] : []),
  ]);

describe('minimoCantidad: the least a quantity may be lowered to', () => {
  it('a regular row may not go below what it and its early bird sold; an early bird below its own', () => {
    const rows = day([100, 30], [20, 15]);
    expect(minimoCantidad(rows, 0)).toBe(45);
    expect(minimoCantidad(rows, 1)).toBe(15);
  });
});
