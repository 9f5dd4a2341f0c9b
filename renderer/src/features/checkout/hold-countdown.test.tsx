// Runs in Chromium: a screen test (vitest.config.ts).
import { act, render, screen } from '@testing-library/react';
import { CHECKOUT_TEXT as T, formatCountdown } from '@shared/texts/checkout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown, holdDeadline } from './hold-countdown';
import { createAttemptKeys, newIdempotencyKey } from './idempotency-key';

describe('the hold countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-07-01T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts mm:ss down to the end of the hold, then says the tickets were released', () => {
    const onExpired = vi.fn();
    render(<HoldCountdown deadline={Date.now() + 65_000} onExpired={onExpired} />);
    expect(screen.getByRole('timer').textContent).toBe('Tenés 01:05 para completar el pago.');
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByRole('timer').textContent).toBe(T.tiempoRestante('00:59'));
    act(() => vi.advanceTimersByTime(58_500));
    expect(screen.getByRole('timer').textContent).toBe(T.tiempoRestante('00:01'));
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(T.reservaVencida);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('formats minutes and seconds with two digits and never below zero', () => {
    expect(formatCountdown(600_000, 0)).toBe('10:00');
    expect(formatCountdown(599_001, 0)).toBe('10:00');
    expect(formatCountdown(61_000, 0)).toBe('01:01');
    expect(formatCountdown(0, 5_000)).toBe('00:00');
  });

  it("measures the hold with the server's figures from when the answer arrived", () => {
    const orden = {
      createdAt: '2030-07-01T14:00:00.000Z',
      holdExpiresAt: '2030-07-01T14:10:00.000Z',
    };
    // This device's clock is an hour ahead of the server's: the buyer still gets ten minutes.
    expect(holdDeadline(orden, Date.now())).toBe(Date.now() + 600_000);
  });
});

describe('Idempotency-Key per attempt', () => {
  it('reuses the key for the same order and makes a new one for other data or after reset', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `clave-${++n}`);
    const body = { idEvento: 1, items: [{ idFecha: 2, cdTipo: 0, cantidad: 1 }] };
    expect(keys.keyFor(body)).toBe('clave-1');
    expect(keys.keyFor({ ...body })).toBe('clave-1');
    expect(keys.keyFor({ ...body, idEvento: 3 })).toBe('clave-2');
    keys.reset();
    expect(keys.keyFor({ ...body, idEvento: 3 })).toBe('clave-3');
  });

  it('makes UUID v4 keys, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends Uint8Array<ArrayBuffer>>(a: T) => real.getRandomValues(a),
    });
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(uuid);
  });
});
