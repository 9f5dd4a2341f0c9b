/**
 * A random Idempotency-Key (a UUID v4). crypto.randomUUID exists only in secure contexts
 * (https, localhost); a site reached over plain http on a LAN still has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per purchase attempt: asking again for the same order (a retry after a failure or
 * a lost answer) reuses it, so the server makes one order; different data is a new attempt.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body);
      if (current?.body !== json) current = { body: json, key: generate() };
      return current.key;
    },
    /** After the hold ran out the next Comprar is a new purchase. */
    reset() {
      current = null;
    },
  };
}
