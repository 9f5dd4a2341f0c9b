import { AsyncEntry } from '@napi-rs/keyring';
import type { TokenStoreInfo } from '@shared/platform';

/**
 * Session token storage for the desktop app, in the OS keychain (macOS Keychain, Windows
 * Credential Manager, Secret Service on Linux) through @napi-rs/keyring. Decision and
 * reasons: docs/decisions/0007-desktop-token-store.md.
 *
 * When no keychain answers, the token lives in this process's memory only (the user signs
 * in again after a restart). There is deliberately no file or localStorage fallback.
 */

/** The part of a keychain entry we use; async so a slow D-Bus call never blocks the main process. */
export interface KeychainEntry {
  getPassword(): Promise<string | null | undefined>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}

export type KeychainEntryFactory = (service: string, account: string) => KeychainEntry;

export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
  info(): Promise<TokenStoreInfo>;
}

export interface TokenStoreOptions {
  service?: string;
  account?: string;
  createEntry?: KeychainEntryFactory;
  warn?: (message: string) => void;
}

export const DEFAULT_SERVICE = 'Pulso';
export const DEFAULT_ACCOUNT = 'session-token';
/** The door app's session (issue 10) sits beside the website's, never in its place. */
export const DOOR_ACCOUNT = 'door-session-token';

/**
 * On Linux only the Secret Service is accepted: the library's other backend (kernel
 * keyutils) forgets everything at logout/reboot, which would look like a keychain but
 * behave like memory. Requiring a missing store throws, and we fall back to memory.
 */
export const keyringEntryFactory: KeychainEntryFactory = (service, account) =>
  new AsyncEntry(service, account, { linux: { store: 'secret-service' } });

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const service = options.service ?? DEFAULT_SERVICE;
  const account = options.account ?? DEFAULT_ACCOUNT;
  const createEntry = options.createEntry ?? keyringEntryFactory;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  let entry: KeychainEntry | null = null;
  let backend: 'keychain' | 'memory' | null = null;
  let memoryToken: string | null = null;

  function fallBack(error: unknown): void {
    if (backend !== 'memory') {
      const reason = error instanceof Error ? error.message : String(error);
      warn(
        `[pulso] No hay llavero del sistema disponible (${reason}). ` +
          'La sesión se guarda solo en memoria y se pierde al cerrar la app.',
      );
    }
    backend = 'memory';
    entry = null;
  }

  /** Decides the backend once, by creating the entry and reading it. */
  async function resolve(): Promise<void> {
    if (backend !== null) return;
    try {
      const candidate = createEntry(service, account);
      await candidate.getPassword();
      entry = candidate;
      backend = 'keychain';
    } catch (error) {
      fallBack(error);
    }
  }

  return {
    async get() {
      await resolve();
      if (entry) {
        try {
          return (await entry.getPassword()) ?? null;
        } catch (error) {
          fallBack(error);
        }
      }
      return memoryToken;
    },
    async set(token) {
      await resolve();
      if (entry) {
        try {
          await entry.setPassword(token);
          return;
        } catch (error) {
          fallBack(error);
        }
      }
      memoryToken = token;
    },
    async clear() {
      await resolve();
      memoryToken = null;
      if (entry) {
        try {
          await entry.deletePassword();
        } catch (error) {
          fallBack(error);
        }
      }
    },
    async info() {
      await resolve();
      return { backend: backend ?? 'memory' };
    },
  };
}
