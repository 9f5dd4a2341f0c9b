import { RRPP_ENLACE_DIAS, RRPP_SLUG_RE } from '@shared/domain/equipo';
import { STORAGE_KEYS } from '@shared/domain/limits';
import { localStore } from '../platform/local-store';

/**
 * The RRPP links this device opened (docs/decisions/0092-rrpp.md): `/evento/{id}?rrpp=slug`
 * keeps the slug for that event for RRPP_ENLACE_DIAS days, and the checkout sends it with the
 * order. Kept in localStorage, not in the session or the tab, so it survives signing up, the
 * fila virtual and a purchase made days later; one record for every event, under one key.
 * A newer link of the same event replaces the older; a malformed slug is not kept; expired
 * entries are dropped. Storage that fails (disabled, full) keeps nothing: a sale then is
 * nobody's, and the purchase goes on.
 */
type Kept = Record<string, { slug: string; hasta: number }>;

const VIGENCIA_MS = RRPP_ENLACE_DIAS * 24 * 60 * 60_000;
/** More events than anyone opens in a month: the oldest links go first. */
const MAX_EVENTOS = 50;

/** What is kept and still lasts; `dropped`: whether anything stored was expired or malformed. */
function read(now: number): { kept: Kept; dropped: boolean } {
  let raw: string | null | undefined;
  try {
    raw = localStore()?.getItem(STORAGE_KEYS.rrpp);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return { kept: {}, dropped: !!raw };
    const kept: Kept = {};
    let dropped = false;
    for (const [id, v] of Object.entries(parsed as Record<string, unknown>)) {
      const { slug, hasta } = (v ?? {}) as { slug?: unknown; hasta?: unknown };
      const valid = typeof slug === 'string' && RRPP_SLUG_RE.test(slug);
      if (valid && typeof hasta === 'number' && hasta > now) kept[id] = { slug, hasta };
      else dropped = true;
    }
    return { kept, dropped };
  } catch {
    return { kept: {}, dropped: !!raw };
  }
}

function write(kept: Kept): void {
  try {
    const s = localStore();
    if (Object.keys(kept).length === 0) s?.removeItem(STORAGE_KEYS.rrpp);
    else s?.setItem(STORAGE_KEYS.rrpp, JSON.stringify(kept));
  } catch {
    // Full or refused: the link is not kept.
  }
}

/** Keeps an RRPP's link for the event, replacing an older one of the same event. */
export function keepRrppLink(idEvento: number, slug: string, now = Date.now()): void {
  if (!Number.isInteger(idEvento) || idEvento <= 0 || !RRPP_SLUG_RE.test(slug)) return;
  const { kept } = read(now);
  kept[idEvento] = { slug, hasta: now + VIGENCIA_MS };
  const newest = Object.entries(kept)
    .sort(([, a], [, b]) => b.hasta - a.hasta)
    .slice(0, MAX_EVENTOS);
  write(Object.fromEntries(newest));
}

/** The slug of the RRPP link kept for the event while it lasts, or null. */
export function rrppLinkFor(idEvento: number, now = Date.now()): string | null {
  const { kept, dropped } = read(now);
  if (dropped) write(kept);
  return kept[idEvento]?.slug ?? null;
}
