import type { SessionUser } from '@shared/api/session';
import { STORAGE_KEYS } from '@shared/domain/limits';
import { deviceIdOf } from '@shared/api/device';

/**
 * The only module that touches localStorage (a repo check enforces it). It keeps the session
 * user and the post-login redirect on both targets, and the web token (see web.ts).
 */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the app still works for the open tab.
    return null;
  }
}

/** The same storage for a small record of its own kept elsewhere (lib/rrpp-link.ts). */
export { store as localStore };

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    (v.avatarUrl === null || typeof v.avatarUrl === 'string') &&
    Array.isArray(v.roles) &&
    v.roles.every((r) => typeof (r as { cdRol?: unknown })?.cdRol === 'number')
  );
}

export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): SessionUser | null {
  return parseStoredUser(store()?.getItem(STORAGE_KEYS.user) ?? null);
}

export function writeStoredUser(user: SessionUser): void {
  store()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function removeStoredUser(): void {
  store()?.removeItem(STORAGE_KEYS.user);
}

/** Only same-site paths are followed, so a stored value can never send the user elsewhere. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function setPostLoginRedirect(path: string): void {
  if (isSafePath(path)) store()?.setItem(STORAGE_KEYS.postLoginRedirect, path);
}

/** Whether a return is waiting (a guarded link, Comprar): sign-up then goes there, not home. */
export function hasPostLoginRedirect(): boolean {
  const path = store()?.getItem(STORAGE_KEYS.postLoginRedirect) ?? null;
  return path !== null && isSafePath(path);
}

/**
 * What a buyer chose on an event page (ticket rows and quantities, a typed code) when Comprar
 * asked them to sign in: the page picks it up again when they come back, signed in or signed
 * up (even through Google's full-page round trip).
 */
export interface SeleccionGuardada {
  idEvento: number;
  /** Quantity by ticket row (idEntrada). */
  cantidades: Record<number, number>;
  codigo: string | null;
}

/** A choice older than this is stale: the person moved on. */
const SELECCION_VIGENCIA_MS = 60 * 60_000;

export function saveSeleccion(seleccion: SeleccionGuardada, nowMs = Date.now()): void {
  store()?.setItem(STORAGE_KEYS.seleccion, JSON.stringify({ ...seleccion, at: nowMs }));
}

/** Reads and clears the kept choice; null unless it is this event's and recent. */
export function takeSeleccion(idEvento: number, nowMs = Date.now()): SeleccionGuardada | null {
  const s = store();
  const raw = s?.getItem(STORAGE_KEYS.seleccion) ?? null;
  if (raw === null) return null;
  s?.removeItem(STORAGE_KEYS.seleccion);
  try {
    const v = JSON.parse(raw) as Partial<SeleccionGuardada> & { at?: unknown };
    if (v.idEvento !== idEvento || typeof v.at !== 'number') return null;
    if (nowMs - v.at > SELECCION_VIGENCIA_MS) return null;
    const cantidades: Record<number, number> = {};
    for (const [id, n] of Object.entries(v.cantidades ?? {})) {
      if (Number.isInteger(Number(id)) && Number.isInteger(n) && n > 0) cantidades[Number(id)] = n;
    }
    const codigo = typeof v.codigo === 'string' && v.codigo.length <= 40 ? v.codigo : null;
    return { idEvento, cantidades, codigo };
  } catch {
    return null;
  }
}

/** Reads and clears the stored redirect (spec: followed once, then cleared). */
export function takePostLoginRedirect(): string | null {
  const s = store();
  const path = s?.getItem(STORAGE_KEYS.postLoginRedirect) ?? null;
  s?.removeItem(STORAGE_KEYS.postLoginRedirect);
  return path && isSafePath(path) ? path : null;
}

/**
 * This device's id (shared/api/device.ts): drawn once and kept, so every API call of the
 * website or the desktop app carries it. Null where storage is unavailable (no header is sent).
 */
export function deviceId(): string | null {
  const s = store();
  if (!s) return null;
  const kept = s.getItem(STORAGE_KEYS.dispositivo);
  if (kept && deviceIdOf(kept)) return kept;
  const drawn = crypto.randomUUID();
  s.setItem(STORAGE_KEYS.dispositivo, drawn);
  return drawn;
}

export function readWebToken(): string | null {
  return store()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function writeWebToken(token: string): void {
  store()?.setItem(STORAGE_KEYS.token, token);
}

export function removeWebToken(): void {
  store()?.removeItem(STORAGE_KEYS.token);
}

/** The door app's session on the web (the desktop app keeps it in the keychain). */
export function readDoorToken(): string | null {
  return store()?.getItem(STORAGE_KEYS.doorToken) ?? null;
}

export function writeDoorToken(token: string): void {
  store()?.setItem(STORAGE_KEYS.doorToken, token);
}

export function removeDoorToken(): void {
  store()?.removeItem(STORAGE_KEYS.doorToken);
}

/**
 * Calls back when another tab changes the stored user (the `storage` event never fires in the
 * tab that made the change). `key === null` means that tab cleared all of storage.
 */
export function onStoredUserChange(callback: (user: SessionUser | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.user) return;
    if (event.storageArea && event.storageArea !== store()) return;
    callback(event.key === null ? null : parseStoredUser(event.newValue));
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
