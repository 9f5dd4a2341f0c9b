import { LIMITS } from '@shared/domain/limits';
import { readSessionJson, removeSessionKey, writeSessionJson } from '../../platform/session-cache';

/**
 * The terms PDF's link as this tab last fetched it (docs/architecture.md, "Where each rule lives").
 */
export interface TermsLink {
  url: string;
  /** Epoch milliseconds of the fetch. */
  fetchedAt: number;
}

const KEY = 'terminos-link';

/**
 * The link is used as cached unless it is older than LIMITS.termsRefetchMs (900000 ms, 15
 * minutes) when the page opens; a time in the future (the clock moved back) is not trusted.
 */
export function isTermsLinkFresh(link: TermsLink, now: number): boolean {
  const age = now - link.fetchedAt;
  return age >= 0 && age <= LIMITS.termsRefetchMs;
}

function isTermsLink(value: unknown): value is TermsLink {
  const v = value as Partial<TermsLink> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.url === 'string' &&
    v.url !== '' &&
    typeof v.fetchedAt === 'number' &&
    Number.isFinite(v.fetchedAt)
  );
}

/** The cached link when it may still be used at `now`, else null (the page fetches it). */
export function freshTermsLink(now: number): TermsLink | null {
  const cached = readSessionJson<unknown>(KEY);
  return isTermsLink(cached) && isTermsLinkFresh(cached, now) ? cached : null;
}

export function rememberTermsLink(url: string, now: number): void {
  writeSessionJson(KEY, { url, fetchedAt: now } satisfies TermsLink);
}

export function forgetTermsLink(): void {
  removeSessionKey(KEY);
}
