import { describe, expect, it } from 'vitest';
import {
  EMPTY_STOCK_ROWS,
  cleanDigits,
  isEarlyBirdDisabled,
  setStockRowPrice,
  setStockRowQuantity,
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

  it('early bird is disabled and forced to 0 while its total is 0', () => {
    expect(isEarlyBirdDisabled(EMPTY_STOCK_ROWS, 1)).toBe(true);
    expect(isEarlyBirdDisabled(EMPTY_STOCK_ROWS, 3)).toBe(true);
    expect(isEarlyBirdDisabled(EMPTY_STOCK_ROWS, 0)).toBe(false);
    expect(qty(setStockRowQuantity(EMPTY_STOCK_ROWS, 1, '50'))).toEqual(['', '0', '', '0']);
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '100');
    expect(isEarlyBirdDisabled(t, 1)).toBe(false);
    t = setStockRowQuantity(t, 1, '30');
    t = setStockRowQuantity(t, 0, '0');
    expect(qty(t)).toEqual(['0', '0', '', '0']);
    expect(isEarlyBirdDisabled(t, 1)).toBe(true);
    t = setStockRowQuantity(setStockRowQuantity(t, 0, '10'), 0, '');
    expect(qty(t)[1]).toBe('0');
  });

  it('early bird never exceeds its total and is capped when the total goes down', () => {
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 2, '40');
    t = setStockRowQuantity(t, 3, '90');
    expect(qty(t)).toEqual(['', '0', '40', '40']);
    t = setStockRowQuantity(t, 3, '25');
    t = setStockRowQuantity(t, 2, '10');
    expect(qty(t)).toEqual(['', '0', '10', '10']);
    t = setStockRowQuantity(t, 2, '300');
    expect(qty(t)).toEqual(['', '0', '300', '10']);
    // The other type is untouched.
    expect(setStockRowQuantity(t, 0, '5')[3].cantidad).toBe('10');
  });

  it('an early-bird price is capped at the regular one, also when the regular goes down', () => {
    let t = setStockRowPrice(EMPTY_STOCK_ROWS, 0, '10000');
    t = setStockRowPrice(t, 1, '12000');
    expect(price(t)).toEqual(['10000', '10000', '', '']);
    t = setStockRowPrice(t, 1, '8000');
    t = setStockRowPrice(t, 0, '7000');
    expect(price(t)).toEqual(['7000', '7000', '', '']);
    t = setStockRowPrice(t, 0, '9000');
    expect(price(t)[1]).toBe('7000');
    // No cap while the regular price is empty.
    expect(setStockRowPrice(EMPTY_STOCK_ROWS, 3, '5000')[3].precio).toBe('5000');
  });

  it('creates general and VIP above 0, early bird above 0 and with a price', () => {
    let t = setStockRowQuantity(EMPTY_STOCK_ROWS, 0, '100');
    t = setStockRowPrice(t, 0, '10000');
    t = setStockRowQuantity(t, 1, '20');
    t = setStockRowQuantity(t, 2, '10');
    t = setStockRowQuantity(t, 3, '5');
    t = setStockRowPrice(t, 3, '20000');
    expect(stockRowsToEntradas(t)).toEqual([
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 0, cantidad: 10 },
      { cdTipo: 3, precio: 20000, cantidad: 5 },
    ]);
  });
});
