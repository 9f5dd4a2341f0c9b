import type { EventoView } from '@shared/api/discovery';
import { trackChanges } from '../../db/change-tracker';
import type { Database } from '../../db/client';

/** The channel the 0015 migration's triggers notify with an event's id ('*': every event). */
export const EVENTOS_CHANGED_CHANNEL = 'pulso_eventos';
/** A bound on memory: beyond it the oldest entries go first. */
const MAX_ENTRIES = 20_000;
const MAX_PAGES = 1_000;

/** Which events a list page shows, in order, and how many match in all. */
export interface PageRefs {
  total: number;
  ids: number[];
}

interface Entry {
  view: EventoView;
  validUntil: number;
}

/**
 * Events' views as lists show them (name, nights, ticket rows, line-up, media), and which
 * events each list page shows, so that a list reads only the tickets' availability and the
 * viewer's favourites (issue 12: building two dozen views was four fifths of the list's
 * database time, counting and ordering the matches most of the rest). Kept exact like
 * the session cache: the migration's triggers notify every instance of any change to what a
 * view shows, and that event's view is forgotten; sales are not such a change, availability
 * is always read with the list. `ttlMs` only bounds how long an entry would live if a
 * notification were ever missed; while the listening connection is down every view is read.
 */
export interface EventViewCache {
  /** The views of these events: from memory, the missing ones from one `load`. */
  views(
    ids: ReadonlyArray<number>,
    load: (ids: number[]) => Promise<EventoView[]>,
  ): Promise<Map<number, EventoView>>;
  /**
   * A list's page by `key` (its conditions and values): from memory until any event changes
   * (every notification forgets every page), else from `load`.
   */
  page(key: string, load: () => Promise<PageRefs>): Promise<PageRefs>;
  close(): Promise<void>;
}

export async function startEventViewCache(
  database: Database,
  ttlMs: number,
  now: () => number = Date.now,
): Promise<EventViewCache> {
  const entries = new Map<number, Entry>();
  const pages = new Map<string, { refs: PageRefs; validUntil: number }>();
  // Bumped on every notification: a page read that began before it is not kept.
  let changed = 0;
  const changes = await trackChanges(database, EVENTOS_CHANGED_CHANNEL, {
    forget(idEvento) {
      changed += 1;
      pages.clear();
      entries.delete(idEvento);
    },
    forgetAll() {
      changed += 1;
      pages.clear();
      entries.clear();
    },
  });
  const { generation } = changes;

  return {
    async views(ids, load) {
      const found = new Map<number, EventoView>();
      const missing: number[] = [];
      const at = now();
      for (const id of ids) {
        const entry = changes.live() ? entries.get(id) : undefined;
        if (entry && entry.validUntil > at) found.set(id, entry.view);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const readAt = new Map(missing.map((id) => [id, generation(id)]));
      const wasLive = changes.live();
      for (const view of await load(missing)) {
        found.set(view.idEvento, view);
        const kept =
          wasLive && changes.live() && generation(view.idEvento) === readAt.get(view.idEvento);
        if (!kept) continue;
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(view.idEvento, { view: Object.freeze(view), validUntil: now() + ttlMs });
      }
      return found;
    },
    async page(key, load) {
      const entry = changes.live() ? pages.get(key) : undefined;
      if (entry && entry.validUntil > now()) return entry.refs;
      const readAt = changed;
      const wasLive = changes.live();
      const refs = await load();
      if (wasLive && changes.live() && changed === readAt) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(key, { refs: Object.freeze(refs), validUntil: now() + ttlMs });
      }
      return refs;
    },
    close: () => changes.stop(),
  };
}
