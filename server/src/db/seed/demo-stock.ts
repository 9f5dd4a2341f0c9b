import { TIPO_ENTRADA } from '../../../../shared/domain/catalogs';
import { templateStepsBefore } from '../../../../shared/domain/stock';
import type { DemoEvent } from './demo-events';
import type { Random } from './random';

export interface StockRow {
  cdTipo: number;
  precio: number;
  cantidad: number;
  vendidas: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Prices per event in whole pesos (same for every night); early bird is cheaper and its
 * stock is part of its type's total, so it never exceeds the regular quantity.
 */
export function eventPrices(rnd: Random) {
  const general = rnd.int(22, 36) * 500;
  const vip = Math.min(45000, roundTo(general * (2 + rnd.next() * 0.5), 1000));
  return {
    general,
    generalEarly: roundTo(general * 0.75, 500),
    vip,
    vipEarly: roundTo(vip * 0.8, 500),
    cantidades: {
      general: rnd.pick([200, 300, 400, 600]),
      generalEarly: rnd.pick([80, 100, 150]),
      vip: rnd.pick([60, 80, 120]),
      vipEarly: rnd.pick([20, 30, 40]),
    },
  };
}

export function stockForNight(
  event: DemoEvent,
  nightIndex: number,
  prices: ReturnType<typeof eventPrices>,
): StockRow[] {
  const c = prices.cantidades;
  const rows: StockRow[] = [
    { cdTipo: TIPO_ENTRADA.GENERAL, precio: prices.general, cantidad: c.general, vendidas: 0 },
    {
      cdTipo: TIPO_ENTRADA.GENERAL_EARLY_BIRD,
      precio: prices.generalEarly,
      cantidad: c.generalEarly,
      vendidas: 0,
    },
    { cdTipo: TIPO_ENTRADA.VIP, precio: prices.vip, cantidad: c.vip, vendidas: 0 },
    {
      cdTipo: TIPO_ENTRADA.VIP_EARLY_BIRD,
      precio: prices.vipEarly,
      cantidad: c.vipEarly,
      vendidas: 0,
    },
  ];
  if (nightIndex !== 0) return rows;
  if (event.stockOfThree !== undefined) {
    const row = rows.find((r) => r.cdTipo === event.stockOfThree)!;
    row.cantidad = 3;
    // Keep the steps before it (its early bird) within their tanda's total.
    for (const step of templateStepsBefore(event.stockOfThree)) {
      const stepRow = rows.find((r) => r.cdTipo === step);
      if (stepRow) stepRow.cantidad = Math.min(stepRow.cantidad, 3);
    }
  }
  for (const tipo of event.soldOut ?? []) {
    const row = rows.find((r) => r.cdTipo === tipo)!;
    // A kind sells after the steps before it (its early bird), within the total they share:
    // sold out, the whole tanda is.
    const before = rows.filter((r) => templateStepsBefore(tipo).includes(r.cdTipo));
    for (const step of before) step.vendidas = step.cantidad;
    row.vendidas = row.cantidad - before.reduce((sum, r) => sum + r.cantidad, 0);
  }
  return rows;
}
