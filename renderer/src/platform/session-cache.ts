/**
 * The only module that touches sessionStorage: a per-tab cache the news screens read before
 * asking the server (spec 001 §4, keys `noticias`, `noticia-{id}`, `noticia-img-{id}`).
 * Storage can be disabled or full; the cache then simply misses.
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
