/**
 * The one service-fee rule (docs/architecture.md, "Life of an order"): a share of the subtotal
 * rounded to whole pesos. The server charges it; screens show the same figure.
 */
export const DEFAULT_SERVICE_FEE_RATE = 0.1;

export function serviceFee(subtotal: number, rate: number = DEFAULT_SERVICE_FEE_RATE): number {
  return Math.round(subtotal * rate);
}
