import { describe, expect, it } from 'vitest';
import { TIPOS_ENTRADA } from './catalogs';
import {
  availableOf,
  GUEST_PLACES,
  isStepBeforeTotal,
  minimoCantidad,
  placesOf,
  stepOnSale,
  takePlaces,
  tandaEstado,
  TEMPLATE_TANDAS,
  templatePools,
  templateStepsBefore,
  templateTotalOf,
  withTemplatePools,
  type CupoStock,
  type StockRow,
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

const NOW = new Date('2030-01-01T12:00:00-03:00');

const day = (g: [number, number], eb?: [number, number]) =>
  withTemplatePools([
    { idEntrada: 10, cdTipo: 0, cantidad: g[0], vendidas: g[1] },
    ...(eb ? [{ idEntrada: 11, cdTipo: 1, cantidad: eb[0], vendidas: eb[1] }] : []),
  ]);

describe('availableOf on the template: early bird is part of its type total', () => {
  it('a regular row without early bird is stock minus sold', () => {
    expect(availableOf(day([100, 30]), 0, NOW)).toBe(70);
  });

  it('early-bird sales use up the regular total', () => {
    const rows = day([100, 30], [20, 15]);
    expect(availableOf(rows, 0, NOW)).toBe(55);
    expect(availableOf(rows, 1, NOW)).toBe(5);
  });

  it('an early bird never offers more than what is left of its type', () => {
    const rows = day([100, 95], [20, 2]);
    expect(availableOf(rows, 0, NOW)).toBe(3);
    expect(availableOf(rows, 1, NOW)).toBe(3);
  });

  it('a sold-out early bird leaves the rest of the type on sale', () => {
    const rows = day([300, 0], [100, 100]);
    expect(availableOf(rows, 1, NOW)).toBe(0);
    expect(availableOf(rows, 0, NOW)).toBe(200);
  });

  it('never answers below 0, and 0 for a row that does not exist', () => {
    expect(availableOf(day([5, 7]), 0, NOW)).toBe(0);
    expect(availableOf(day([5, 0]), 3, NOW)).toBe(0);
  });

  it('a regular row may not go below what it and its early bird sold; an early bird below its own', () => {
    const rows = day([100, 30], [20, 15]);
    expect(minimoCantidad(rows, 0)).toBe(45);
    expect(minimoCantidad(rows, 1)).toBe(15);
  });
});

describe('availableOf: pools shared by any rows', () => {
  const pool = (idCupo: number, cantidad: number, vendidas: number): CupoStock => ({
    idCupo,
    cantidad,
    vendidas,
    totalDeEntrada: null,
  });

  it('three tandas of 100 over a pool of 250: each sells its own rest until the pool runs out', () => {
    const general = pool(1, 250, 180);
    const rows = [
      { idEntrada: 1, cdTipo: 0, cantidad: 100, vendidas: 100, cupos: [general] },
      { idEntrada: 2, cdTipo: 1, cantidad: 100, vendidas: 80, cupos: [general] },
      { idEntrada: 3, cdTipo: 2, cantidad: 100, vendidas: 0, cupos: [general] },
    ];
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([0, 20, 70]);
    takePlaces(rows[1]!, 20);
    expect(general.vendidas).toBe(200);
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([0, 0, 50]);
  });

  it('a row in two pools sells the least of both rests and of its own', () => {
    const venue = pool(1, 800, 790);
    const vip = pool(2, 50, 10);
    const row = { idEntrada: 5, cdTipo: 2, cantidad: 60, vendidas: 10, cupos: [venue, vip] };
    expect(placesOf(row, NOW)).toBe(10);
    venue.cantidad = 900;
    expect(placesOf(row, NOW)).toBe(40);
    row.cantidad = 30;
    expect(placesOf(row, NOW)).toBe(20);
  });

  it('a pool oversold by a lowered size offers nothing, never less than 0', () => {
    expect(
      placesOf({ idEntrada: 1, cdTipo: 0, cantidad: 10, vendidas: 0, cupos: [pool(1, 5, 9)] }, NOW),
    ).toBe(0);
  });
});

describe('tandas: one step on sale at a time', () => {
  const HOUR = 3_600_000;
  /** Three steps of 100 over a pool of 250, sold as given; step 3 opens at `abre3` if any. */
  const tandas = (sold: [number, number, number], abre3: Date | null = null) => {
    const general: CupoStock = {
      idCupo: 1,
      cantidad: 250,
      vendidas: sold[0] + sold[1] + sold[2],
      totalDeEntrada: null,
    };
    const pasos: StockRow[] = [];
    sold.forEach((vendidas, i) =>
      pasos.push({
        idEntrada: i + 1,
        cdTipo: i,
        cantidad: 100,
        vendidas,
        cupos: [general],
        tanda: { paso: i + 1, abreAt: i === 2 ? abre3 : null, pasos },
      }),
    );
    return pasos;
  };

  it('sells the first step until it sells out, then the next, and the pool caps the last', () => {
    let rows = tandas([40, 0, 0]);
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([60, 0, 0]);
    expect(rows.map((r) => tandaEstado(r, NOW))).toEqual(['abierta', 'proxima', 'proxima']);
    rows = tandas([100, 30, 0]);
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([0, 70, 0]);
    expect(rows.map((r) => tandaEstado(r, NOW))).toEqual(['agotada', 'abierta', 'proxima']);
    rows = tandas([100, 100, 0]);
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([0, 0, 50]);
    rows = tandas([100, 100, 50]);
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([0, 0, 0]);
    expect(rows.map((r) => tandaEstado(r, NOW))).toEqual(['agotada', 'agotada', 'abierta']);
  });

  it('opens a step at its date even with places left before it, and closes those', () => {
    const rows = tandas([10, 0, 0], new Date(NOW.getTime() - HOUR));
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([0, 0, 100]);
    expect(rows.map((r) => tandaEstado(r, NOW))).toEqual(['agotada', 'agotada', 'abierta']);
    const later = tandas([10, 0, 0], new Date(NOW.getTime() + HOUR));
    expect(later.map((r) => placesOf(r, NOW))).toEqual([90, 0, 0]);
  });

  it('takes places across steps as a purchase would: the last of one opens the next', () => {
    const rows = tandas([99, 0, 0]);
    takePlaces(rows[0]!, 1);
    expect(stepOnSale(rows[0]!.tanda!.pasos, NOW)).toBe(2);
    expect(placesOf(rows[1]!, NOW)).toBe(100);
    // A ticket given back to the first step puts it on sale again, before the second.
    rows[0]!.vendidas -= 1;
    expect(rows.map((r) => tandaEstado(r, NOW))).toEqual(['abierta', 'proxima', 'proxima']);
  });

  it('leaves a hidden step (a presale behind a code) outside the order: it holds no public step back', () => {
    const rows = tandas([40, 0, 0]);
    (rows[0] as { oculta?: boolean }).oculta = true;
    expect(rows.map((r) => placesOf(r, NOW))).toEqual([60, 100, 0]);
    expect(rows.map((r) => tandaEstado(r, NOW))).toEqual(['abierta', 'abierta', 'proxima']);
  });

  it('gives a guest list (no sale) every step’s places, the pool still capping them', () => {
    const rows = tandas([40, 0, 0]);
    expect(rows.map((r) => placesOf(r, GUEST_PLACES))).toEqual([60, 100, 100]);
    expect(availableOf(tandas([100, 100, 0]), 2, GUEST_PLACES)).toBe(50);
  });
});
