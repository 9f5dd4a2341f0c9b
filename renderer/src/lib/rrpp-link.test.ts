// @vitest-environment jsdom
import { RRPP_ENLACE_DIAS } from '@shared/domain/equipo';
import { STORAGE_KEYS } from '@shared/domain/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepRrppLink, rrppLinkFor } from './rrpp-link';

const DIA = 24 * 60 * 60_000;
const NOW = Date.parse('2030-07-01T12:00:00.000Z');
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.rrpp) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the RRPP link kept on the device', () => {
  it('is kept per event for RRPP_ENLACE_DIAS days, then forgotten', () => {
    keepRrppLink(12, 'martina', NOW);
    expect(rrppLinkFor(12, NOW)).toBe('martina');
    expect(rrppLinkFor(13, NOW)).toBeNull();
    expect(rrppLinkFor(12, NOW + (RRPP_ENLACE_DIAS - 1) * DIA)).toBe('martina');
    // Expired: not sent, and dropped from storage.
    expect(rrppLinkFor(12, NOW + RRPP_ENLACE_DIAS * DIA)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rrpp)).toBeNull();
  });

  it("a newer link of the same event replaces the older, with its own 30 days; other events' stay", () => {
    keepRrppLink(12, 'martina', NOW);
    keepRrppLink(40, 'brenda', NOW);
    keepRrppLink(12, 'joaquin-2', NOW + 10 * DIA);
    expect(rrppLinkFor(12, NOW + 10 * DIA)).toBe('joaquin-2');
    expect(rrppLinkFor(40, NOW + 10 * DIA)).toBe('brenda');
    // Martina's would have ended at day 30; Joaquín's lasts until day 40.
    expect(rrppLinkFor(12, NOW + 35 * DIA)).toBe('joaquin-2');
    expect(rrppLinkFor(40, NOW + 35 * DIA)).toBeNull();
    expect(stored()).toEqual({ 12: { slug: 'joaquin-2', hasta: NOW + 40 * DIA } });
  });

  it('a malformed slug is not kept and leaves the older link in place', () => {
    keepRrppLink(12, 'martina', NOW);
    for (const slug of ['', 'M', 'Martina', 'martina rios', '-martina', 'x'.repeat(31), '<b>'])
      keepRrppLink(12, slug, NOW + DIA);
    keepRrppLink(0, 'brenda', NOW);
    keepRrppLink(Number.NaN, 'brenda', NOW);
    expect(rrppLinkFor(12, NOW + DIA)).toBe('martina');
    expect(Object.keys(stored() as object)).toEqual(['12']);
  });

  it('what someone wrote into storage by hand is ignored, not sent', () => {
    localStorage.setItem(STORAGE_KEYS.rrpp, 'no es json');
    expect(rrppLinkFor(12, NOW)).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.rrpp,
      JSON.stringify({ 12: { slug: 'Mal Slug', hasta: NOW + DIA }, 13: { slug: 'ok-slug' } }),
    );
    expect(rrppLinkFor(12, NOW)).toBeNull();
    expect(rrppLinkFor(13, NOW)).toBeNull();
    keepRrppLink(14, 'valen', NOW);
    expect(stored()).toEqual({ 14: { slug: 'valen', hasta: NOW + RRPP_ENLACE_DIAS * DIA } });
  });

  it('storage that fails keeps nothing and throws nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepRrppLink(12, 'martina', NOW)).not.toThrow();
    expect(rrppLinkFor(12, NOW)).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => keepRrppLink(12, 'martina', NOW)).not.toThrow();
    expect(rrppLinkFor(12, NOW)).toBeNull();
  });
});
