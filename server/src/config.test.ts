import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { loadConfig } from './config';

const pem = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/** What a production instance behind a load balancer is started with. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pulso.com.ar',
  JWT_SECRET: 'x'.repeat(48),
  TICKET_SIGNING_KEY: pem,
  SANDBOX_WEBHOOK_SECRET: 's'.repeat(32),
  DATABASE_URL: 'postgres://pulso@db/pulso',
};

function without(name: keyof typeof production) {
  const env: Record<string, string> = { ...production };
  delete env[name];
  return env;
}

describe('configuration', () => {
  it('starts in production when every shared secret is set', () => {
    const config = loadConfig(production);
    expect(config.env).toBe('production');
    expect(config.ticketSigningKey).toBe(pem);
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['JWT_SECRET', 'JWT_SECRET: required in production'],
    ['TICKET_SIGNING_KEY', 'TICKET_SIGNING_KEY: required in production'],
    ['SANDBOX_WEBHOOK_SECRET', 'SANDBOX_WEBHOOK_SECRET: required in production'],
    ['PUBLIC_URL', 'PUBLIC_URL: required in production'],
  ] as const)('refuses production without %s, naming it', (name, message) => {
    expect(() => loadConfig(without(name))).toThrow(message);
  });

  it('names every missing secret at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      error = err;
    }
    const text = String(error);
    for (const name of ['JWT_SECRET', 'TICKET_SIGNING_KEY', 'SANDBOX_WEBHOOK_SECRET', 'PUBLIC_URL'])
      expect(text).toContain(`  ${name}: required in production`);
  });

  it('does not ask for the sandbox secret when MercadoPago takes the payments', () => {
    const env = {
      ...without('SANDBOX_WEBHOOK_SECRET'),
      MP_ACCESS_TOKEN: 't',
      MP_WEBHOOK_SECRET: 'w',
    };
    expect(loadConfig(env).payments.mpAccessToken).toBe('t');
  });

  it('generates secrets outside production (one process, DATA_DIR)', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBeNull();
    expect(config.ticketSigningKey).toBeNull();
    expect(config.webConcurrency).toBe(1);
  });

  it('limits sign-in per account and, generously, per address (issue 15)', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      loginPerMinute: LOGIN_LIMITS.attemptsPerAddressPerMinute,
      loginFailuresPerAccount: LOGIN_LIMITS.failuresPerAccount,
      accountActionsPerMinute: 10,
    });
    // Enough for a venue's crowd behind one carrier address; one account stays guarded.
    expect(LOGIN_LIMITS).toEqual({
      failuresPerAccount: 10,
      accountWindowMinutes: 15,
      attemptsPerAddressPerMinute: 100,
    });
  });

  it('runs several workers only on PostgreSQL', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '4' })).toThrow(
      'WEB_CONCURRENCY: more than one process needs DATABASE_URL',
    );
    expect(
      loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://x@h/db' }).webConcurrency,
    ).toBe(4);
  });
});
