import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, type KeychainEntry } from './token-store';

describe('token store', () => {
  it('keeps the token in memory, and says so, when the keychain throws', async () => {
    const warn = vi.fn();
    const store = createTokenStore({
      createEntry: () => {
        throw new Error('Platform failure: DBus error');
      },
      warn,
    });
    expect(await store.info()).toEqual({ backend: 'memory' });
    expect(await store.get()).toBeNull();
    await store.set('jwt-1');
    expect(await store.get()).toBe('jwt-1');
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/solo en memoria/);
  });

  it('falls back to memory when the keychain fails later (e.g. locked)', async () => {
    const entry: KeychainEntry = {
      getPassword: async () => null,
      setPassword: async () => {
        throw new Error('locked');
      },
      deletePassword: async () => false,
    };
    const store = createTokenStore({ createEntry: () => entry, warn: () => {} });
    expect(await store.info()).toEqual({ backend: 'keychain' });
    await store.set('jwt-2');
    expect(await store.get()).toBe('jwt-2');
    expect(await store.info()).toEqual({ backend: 'memory' });
  });

  it('uses the injected service and account names', async () => {
    const names: string[] = [];
    const saved = new Map<string, string>();
    const store = createTokenStore({
      service: 'Pulso-test',
      account: 'cuenta',
      createEntry: (service, account) => {
        names.push(`${service}/${account}`);
        const key = `${service}/${account}`;
        return {
          getPassword: async () => saved.get(key) ?? null,
          setPassword: async (p) => void saved.set(key, p),
          deletePassword: async () => saved.delete(key),
        };
      },
    });
    await store.set('jwt-3');
    expect(names).toEqual(['Pulso-test/cuenta']);
    expect(saved.get('Pulso-test/cuenta')).toBe('jwt-3');
  });

  const hasSessionBus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);
  it.skipIf(!hasSessionBus)(
    'stores the token in the real OS keychain (needs a D-Bus session with a Secret Service; skipped without DBUS_SESSION_BUS_ADDRESS)',
    async () => {
      const service = `Pulso-test-${randomUUID()}`;
      const warn = vi.fn();
      const store = createTokenStore({ service, account: 'session-token', warn });
      expect(await store.info()).toEqual({ backend: 'keychain' });
      await store.set('jwt-real');
      // A second store (as after an app restart) reads it back from the keychain.
      const again = createTokenStore({ service, account: 'session-token', warn });
      expect(await again.get()).toBe('jwt-real');
      await again.clear();
      expect(await store.get()).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    },
  );
});
