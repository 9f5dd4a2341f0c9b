// @vitest-environment jsdom
import { LIMITS } from '@shared/domain/limits';
import { describe, expect, it } from 'vitest';
import {
  forgetTermsLink,
  freshTermsLink,
  isTermsLinkFresh,
  rememberTermsLink,
} from './terms-link-cache';

const T0 = Date.UTC(2030, 4, 1, 12, 0, 0);

describe('terms link cache', () => {
  it('a link is used until it is older than 900000 ms', () => {
    expect(LIMITS.termsRefetchMs).toBe(900000);
    const link = { url: '/api/v1/Media/file/5', fetchedAt: T0 };
    expect(isTermsLinkFresh(link, T0)).toBe(true);
    expect(isTermsLinkFresh(link, T0 + 899_999)).toBe(true);
    expect(isTermsLinkFresh(link, T0 + 900_000)).toBe(true);
    expect(isTermsLinkFresh(link, T0 + 900_001)).toBe(false);
    // A fetch time in the future (the clock went back) is not trusted.
    expect(isTermsLinkFresh(link, T0 - 1)).toBe(false);
  });

  it('keeps the link and its fetch time in the session', () => {
    rememberTermsLink('/api/v1/Media/file/5', T0);
    expect(freshTermsLink(T0 + 900_000)).toEqual({ url: '/api/v1/Media/file/5', fetchedAt: T0 });
    expect(freshTermsLink(T0 + 900_001)).toBeNull();
    forgetTermsLink();
    expect(freshTermsLink(T0)).toBeNull();
  });

  it('ignores a malformed entry', () => {
    window.sessionStorage.setItem('terminos-link', JSON.stringify({ url: 5, fetchedAt: 'x' }));
    expect(freshTermsLink(T0)).toBeNull();
  });
});
