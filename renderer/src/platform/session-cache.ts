/**
 * The only module that touches sessionStorage: a per-tab cache the news screens read before
 * asking the server (keys `noticias`, `noticia-{id}`, `noticia-img-{id}`), and
 * the terms link with its fetch time (docs/architecture.md, "Where each rule lives"). Storage can
 * be disabled or full; the cache then simply misses.
 */
function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionJson<T>(key: string): T | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: the next visit asks the server again.
  }
}

export function readSessionString(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeSessionString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // See writeSessionJson.
  }
}

export function removeSessionKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Storage disabled: nothing was cached.
  }
}

/** Session keys of the news cache (docs/architecture.md, "Where each rule lives"). */
export const NEWS_SESSION_KEYS = {
  list: 'noticias',
  item: (id: number) => `noticia-${id}`,
  image: (id: number) => `noticia-img-${id}`,
} as const;

const NEWS_KEY = /^noticia(?:s|-\d+|-img-\d+)$/;

/**
 * Drops every cached news list, item and image: after an administrator creates, edits or
 * deletes news, this tab must not show what it cached before.
 */
export function forgetCachedNews(): void {
  const s = store();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key && NEWS_KEY.test(key)) keys.push(key);
  }
  keys.forEach(removeSessionKey);
}
