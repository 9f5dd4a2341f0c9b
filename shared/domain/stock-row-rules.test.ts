import { describe, expect, it } from 'vitest';
import { formatPesos } from '../format/es-ar';
import { STOCK_MSG } from '../texts/organiser';
import {
  EMPTY_STOCK_ROWS,
  cleanDigits,
  isStepBeforeTotalDisabled,
  setStockRowPrice,
  setStockRowQuantity,
  stockFieldIssues,
  stockRowsToEntradas,
  type StockRowFields,
} from './stock-row-rules';

const qty = (t: StockRowFields) => t.map((f) => f.cantidad);
const price = (t: StockRowFields) => t.map((f) => f.precio);

describe('stock-row rules', () => {
  it('quantities and prices are digits only, leading zeros stripped', () => {
    expect(cleanDigits('007')).toBe('7');
    expect(cleanDigits('0')).toBe('0');
    expect(cleanDigits('000')).toBe('0');
    expect(cleanDigits('')).toBe('');
    expect(cleanDigits('1.500,50')).toBe('150050');
    expect(cleanDigits('-3')).toBe('3');
    expect(cleanDigits('abc')).toBe('');
    expect(qty(setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '0120'))).toEqual(['120', '0', '', '0']);
    expect(price(setStockRowPrice(EMPTY_STOCK_ROWS, 2, '$ 015000'))).toEqual(['', '', '15000', '']);
  });

  it('never rewrites what was typed: 400 early bird over 300 General stays 400, $ 20.000 stays', () => {
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '300');
    t = setStockRowPrice(t, 0, '15000');
    t = setStockRowQuantity(t, 1, '400');
    t = setStockRowPrice(t, 1, '20000');
    expect(qty(t)).toEqual(['300', '400', '', '0']);
    expect(price(t)).toEqual(['15000', '20000', '', '']);
    // Lowering the total or the regular price leaves the early bird as it was.
    t = setStockRowQuantity(t, 0, '0');
    t = setStockRowPrice(t, 0, '1000');
    expect(qty(t)[1]).toBe('400');
    expect(price(t)[1]).toBe('20000');
  });

  it('says what is wrong, at the field, naming the day and the types', () => {
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '300');
    t = setStockRowPrice(t, 0, '15000');
    t = setStockRowQuantity(t, 1, '400');
    t = setStockRowPrice(t, 1, '20000');
    t = setStockRowQuantity(t, 2, '50');
    t = setStockRowQuantity(t, 3, '10');
    expect(stockFieldIssues(t, 2)).toEqual([
      {
        cdTipo: 1,
        field: 'cantidad',
        message: STOCK_MSG.earlyBirdExcede(2, 'General Early Bird', 400, 'General', 300),
      },
      {
        cdTipo: 1,
        field: 'precio',
        message: STOCK_MSG.earlyBirdPrecio(
          2,
          'General Early Bird',
          formatPesos(20000),
          'General',
          formatPesos(15000),
        ),
      },
      { cdTipo: 2, field: 'precio', message: STOCK_MSG.sinPrecio(2, 'VIP') },
      { cdTipo: 3, field: 'precio', message: STOCK_MSG.sinPrecio(2, 'VIP Early Bird') },
    ]);
    t = setStockRowQuantity(t, 1, '300');
    t = setStockRowPrice(t, 1, '15000');
    t = setStockRowPrice(t, 2, '0');
    t = setStockRowPrice(t, 3, '0');
    // A regular type may be free; an early bird at $ 0 has no price (the spec creates none).
    expect(stockFieldIssues(t, 1)).toEqual([
      { cdTipo: 3, field: 'precio', message: STOCK_MSG.sinPrecio(1, 'VIP Early Bird') },
    ]);
  });

  it('early bird is disabled while its total is 0, unless it holds something to fix', () => {
    expect(isStepBeforeTotalDisabled(EMPTY_STOCK_ROWS, 1)).toBe(true);
    expect(isStepBeforeTotalDisabled(EMPTY_STOCK_ROWS, 3)).toBe(true);
    expect(isStepBeforeTotalDisabled(EMPTY_STOCK_ROWS, 0)).toBe(false);
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '100');
    expect(isStepBeforeTotalDisabled(t, 1)).toBe(false);
    t = setStockRowQuantity(t, 1, '30');
    t = setStockRowQuantity(t, 0, '0');
    expect(isStepBeforeTotalDisabled(t, 1)).toBe(false);
    t = setStockRowQuantity(t, 1, '0');
    expect(isStepBeforeTotalDisabled(t, 1)).toBe(true);
  });

  it('creates every type with a quantity above 0', () => {
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '100');
    t = setStockRowPrice(t, 0, '10000');
    t = setStockRowQuantity(t, 1, '20');
    t = setStockRowQuantity(t, 2, '10');
    t = setStockRowQuantity(t, 3, '5');
    t = setStockRowPrice(t, 3, '20000');
    expect(stockRowsToEntradas(t)).toEqual([
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      // Without a price it is sent as typed; stockFieldIssues keeps the form from sending it.
      { cdTipo: 1, precio: 0, cantidad: 20 },
      { cdTipo: 2, precio: 0, cantidad: 10 },
      { cdTipo: 3, precio: 20000, cantidad: 5 },
    ]);
  });
});
