import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { loadConfig, startupWarnings } from './config';

const pem = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/** What a production instance behind a load balancer is started with. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pulso.com.ar',
  JWT_SECRET: 'x'.repeat(48),
  TICKET_SIGNING_KEY: pem,
  MP_ACCESS_TOKEN: 'APP_USR-token',
  MP_WEBHOOK_SECRET: 'w'.repeat(32),
  DATABASE_URL: 'postgres://pulso@db/pulso',
};

function without(...names: Array<keyof typeof production>) {
  const env: Record<string, string> = { ...production };
  for (const name of names) delete env[name];
  return env;
}

/** Production on the sandbox, chosen on purpose (docs/decisions/0076-hostile-users.md). */
const sandboxOnPurpose = {
  ...without('MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET'),
  PAYMENTS_PROVIDER: 'sandbox',
  SANDBOX_WEBHOOK_SECRET: 's'.repeat(32),
};

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return String(err);
  }
  throw new Error('loadConfig accepted the configuration');
};

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
    ['PUBLIC_URL', 'PUBLIC_URL: required in production'],
  ] as const)('refuses production without %s, naming it', (name, message) => {
    expect(() => loadConfig(without(name))).toThrow(message);
  });

  it('names every missing secret at once, MercadoPago among them', () => {
    const text = errorOf({ NODE_ENV: 'production' });
    for (const name of ['JWT_SECRET', 'TICKET_SIGNING_KEY', 'PUBLIC_URL'])
      expect(text).toContain(`  ${name}: required in production`);
    expect(text).toContain(
      '  MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET: required in production (MercadoPago, both)',
    );
  });

  it('refuses production on the sandbox by default, naming MercadoPago and not the sandbox', () => {
    // What a hostile user found: the sandbox's secret set, no MercadoPago, "Aprobar pago" live.
    const env = { ...without('MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET') };
    const withSandboxSecret = { ...env, SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) };
    for (const attempt of [env, withSandboxSecret]) {
      const text = errorOf(attempt);
      expect(text).toBe(
        'Error: Invalid configuration:\n  MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET: required in production (MercadoPago, both)',
      );
      expect(text).not.toMatch(/sandbox/i);
    }
  });

  it('runs production on MercadoPago without warnings', () => {
    const config = loadConfig(production);
    expect(config.payments.mpAccessToken).toBe('APP_USR-token');
    expect(startupWarnings(config)).toEqual([]);
  });

  it('runs production on the sandbox only with PAYMENTS_PROVIDER=sandbox, warning on every start', () => {
    const config = loadConfig(sandboxOnPurpose);
    expect(config.payments.mpAccessToken).toBeNull();
    expect(config.payments.sandboxWebhookSecret).toBe('s'.repeat(32));
    const warning =
      'WARNING: PAYMENTS_PROVIDER=sandbox in production: payments are not real, anyone can approve their own order ("Aprobar pago") and get signed tickets. Set MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET (MercadoPago) and unset PAYMENTS_PROVIDER to sell real tickets.';
    expect(startupWarnings(config)).toEqual([warning]);
    // Each start reads the configuration again, and says it again.
    expect(startupWarnings(loadConfig(sandboxOnPurpose))).toEqual([warning]);
  });

  it('still asks production on the sandbox for the secret every instance shares', () => {
    const { SANDBOX_WEBHOOK_SECRET: _secret, ...env } = sandboxOnPurpose;
    expect(errorOf(env)).toBe(
      'Error: Invalid configuration:\n  SANDBOX_WEBHOOK_SECRET: required in production with PAYMENTS_PROVIDER=sandbox (16+ characters, the same on every instance)',
    );
  });

  it('refuses a PAYMENTS_PROVIDER the MercadoPago variables contradict', () => {
    expect(errorOf({ ...production, PAYMENTS_PROVIDER: 'sandbox' })).toContain(
      'PAYMENTS_PROVIDER: sandbox while MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET are set',
    );
    expect(errorOf({ PAYMENTS_PROVIDER: 'mercadopago' })).toContain(
      'MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET: required with PAYMENTS_PROVIDER=mercadopago',
    );
    expect(errorOf({ PAYMENTS_PROVIDER: 'paypal' })).toContain('PAYMENTS_PROVIDER');
  });

  it('keeps the sandbox outside production with nothing set, and without warnings', () => {
    // `npm start` (development) and the test and e2e stacks (NODE_ENV=test).
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const config = loadConfig(env);
      expect(config.payments.mpAccessToken).toBeNull();
      expect(startupWarnings(config)).toEqual([]);
    }
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
      accountWindowMinutes: 15,
      failuresPerAccount: 10,
      failuresPerAddress: 30,
      pair: { free: 3, baseSeconds: 1, capSeconds: 60, failuresBeforeChallenge: 10 },
      knownAddressDays: 30,
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
