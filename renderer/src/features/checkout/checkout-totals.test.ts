import type { CodigoAplicable } from '@shared/api/codigos';
import type { PurchaseItem } from '@shared/domain/purchase';
import { describe, expect, it } from 'vitest';
import { previewTotals, withAccessRows } from './checkout-totals';

const item = (cdTipo: number, precio: number, cantidad: number): PurchaseItem => ({
  dia: 'Viernes, 12 de julio',
  tipo: cdTipo === 2 ? 'VIP' : 'General',
  precio,
  cantidad,
  itemSubtotal: precio * cantidad,
  idFecha: 30,
  cdTipo,
});
const ITEMS = [item(0, 15000, 2), item(2, 30000, 1)];
const code = (c: Omit<CodigoAplicable, 'ocultas'>): CodigoAplicable => ({ ...c, ocultas: [] });

describe('previewTotals', () => {
  it('without a code: subtotal, fee on it, total', () => {
    expect(previewTotals(ITEMS, 0.1, null)).toEqual({
      subtotal: 60000,
      descuento: 0,
      codigo: null,
      serviceFee: 6000,
      total: 66000,
    });
  });

  it('a percentage off every type: the fee is on what is left', () => {
    const codigo = code({ codigo: 'PULSO20', tipo: 'porcentaje', valor: 20, tiposEntrada: [] });
    expect(previewTotals(ITEMS, 0.15, codigo)).toEqual({
      subtotal: 60000,
      descuento: 12000,
      codigo: 'PULSO20',
      serviceFee: 7200,
      total: 55200,
    });
  });

  it('a fixed amount only on its types, never more than they cost', () => {
    const vip = code({ codigo: 'VIP', tipo: 'monto', valor: 50000, tiposEntrada: [2] });
    expect(previewTotals(ITEMS, 0.1, vip)).toMatchObject({
      descuento: 30000,
      serviceFee: 3000,
      total: 33000,
    });
  });

  it('a code for types not chosen takes nothing off and is not shown', () => {
    const early = code({ codigo: 'EARLY', tipo: 'porcentaje', valor: 50, tiposEntrada: [3] });
    expect(previewTotals(ITEMS, 0.1, early)).toMatchObject({
      descuento: 0,
      codigo: null,
      total: 66000,
    });
  });

  it('an access code takes nothing off and draws no discount line', () => {
    const acceso = code({ codigo: 'PREVENTA', tipo: 'acceso', valor: 0, tiposEntrada: [2] });
    expect(previewTotals(ITEMS, 0.1, acceso)).toEqual({
      subtotal: 60000,
      descuento: 0,
      codigo: null,
      serviceFee: 6000,
      total: 66000,
    });
  });
});

describe('withAccessRows', () => {
  it("prices the hidden rows an access code opens at its answer's figures, the rest as given", () => {
    const acceso: CodigoAplicable = {
      codigo: 'PREVENTA',
      tipo: 'acceso',
      valor: 0,
      tiposEntrada: [2],
      ocultas: [
        {
          idFecha: 30,
          entrada: {
            idEntrada: 302,
            tipo: { cdTipo: 2, dsTipo: 'VIP' },
            precio: 32000,
            cantidad: 5,
          },
        },
      ],
    };
    expect(withAccessRows(ITEMS, acceso)).toEqual([
      ITEMS[0],
      { ...ITEMS[1], precio: 32000, itemSubtotal: 32000 },
    ]);
    expect(withAccessRows(ITEMS, null)).toEqual(ITEMS);
  });
});
