/**
 * Splits whole pesos over parts in proportion to their weights, in whole pesos that sum to
 * `amount` exactly (largest remainder, Hamilton's method): each part gets the floor of its
 * exact share, and the pesos left over go one each to the largest remainders, ties to the
 * earlier part, so the same order always splits the same way. No weight at all (free
 * tickets): equal parts. BigInt, because price × quantity × amount passes 2^53.
 */
export function apportion(amount: number, weights: ReadonlyArray<number>): number[] {
  if (weights.length === 0) return [];
  if (amount < 0) return apportion(-amount, weights).map((v) => -v);
  const positive = weights.map((w) => BigInt(Math.max(0, w)));
  const used = positive.some((w) => w > 0n) ? positive : positive.map(() => 1n);
  const total = used.reduce((a, b) => a + b, 0n);
  const big = BigInt(amount);
  const shares = used.map((w) => (big * w) / total);
  const remainders = used.map((w, i) => ({ i, r: (big * w) % total }));
  let left = Number(big - shares.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = shares[i]! + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
