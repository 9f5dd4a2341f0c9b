import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

/** The parameters a stored argon2 hash names: "$argon2id$v=19$m=19456,t=2,p=1$salt$hash". */
const paramsOf = (stored: string) => stored.split('$')[3];

describe('password hashing cost', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('outside the test suites is argon2id at 19 MiB and 2 passes', async () => {
    for (const env of ['production', 'development', '']) {
      vi.stubEnv('NODE_ENV', env);
      const stored = await hashPassword('pulso1234');
      expect(stored.startsWith('$argon2id$')).toBe(true);
      expect(paramsOf(stored)).toBe('m=19456,t=2,p=1');
    }
  });

  it('in the test suites is the cheapest argon2id, and either verifies under the other', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const cheap = await hashPassword('pulso1234');
    expect(paramsOf(cheap)).toBe('m=1024,t=1,p=1');
    vi.stubEnv('NODE_ENV', 'production');
    const full = await hashPassword('pulso1234');
    expect(await verifyPassword(cheap, 'pulso1234')).toBe(true);
    expect(await verifyPassword(cheap, 'pulso1235')).toBe(false);
    vi.stubEnv('NODE_ENV', 'test');
    expect(await verifyPassword(full, 'pulso1234')).toBe(true);
  });
});
