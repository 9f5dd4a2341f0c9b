import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DESAFIO_HEADER } from '../shared/api/desafio-header';
import { CODE_LIMITS, LOGIN_LIMITS } from '../shared/domain/limits';
import { loadConfig } from '../server/src/config';
import { insertOnSale } from '../server/src/test/checkout-fixtures';
import { solveDesafio } from '../server/src/test/desafio';
import { createTestApp, type TestApp } from '../server/src/test/test-app';

/**
 * What a stranger can do to someone else's sign-in and to hidden codes
 * (docs/decisions/0076-hostile-users.md), against the real app on PGlite (app.inject, each
 * request from the address it names) with the production limits: the sign-in limits per
 * account and per address, LOGIN_LIMITS and CODE_LIMITS. The stranger is the strongest one:
 * whenever a challenge is asked for, it solves one (the test app's challenges are easy; what
 * one costs at the default difficulty is the last row). Then whether the owner still gets in,
 * from the address they signed in from before and from a new one.
 *
 *   npx tsx bench/hostile-sign-in-probe.ts
 */

const OWNER_HOME = '203.0.113.10';
const OWNER_NEW = '203.0.113.11';
const ATTEMPTS = 1000;

type Row = Record<string, string | number>;

async function attempt(
  t: TestApp,
  correo: string,
  pass: string,
  address: string,
  solve: boolean,
): Promise<{ status: number; challenges: number }> {
  let challenges = 0;
  let headers: Record<string, string> = {};
  for (;;) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Login',
      remoteAddress: address,
      headers,
      payload: { usuario: correo, pass },
    });
    const asks = res.statusCode === 428 || (res.statusCode === 429 && res.json().desafio === true);
    if (!asks || !solve || challenges > 0) return { status: res.statusCode, challenges };
    challenges += 1;
    headers = { [DESAFIO_HEADER]: await solveDesafio(t.app, address) };
  }
}

/** The owner's sign-in after the attack: how it went from `address`. */
async function owner(t: TestApp, correo: string, password: string, address: string) {
  const r = await attempt(t, correo, password, address, true);
  if (r.status !== 200) return `refused (${r.status})`;
  return r.challenges === 0 ? 'gets in directly' : 'gets in after one challenge';
}

async function signInAttack(addresses: number): Promise<Row> {
  const t = await createTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMITS.attemptsPerAddressPerMinute),
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_LIMITS.failuresPerAccount),
  });
  try {
    const victim = await t.createUser([0, 2]);
    // The owner signed in from home before (an address the account knows).
    await t.login(victim.correo, victim.password);
    const homeCheck = await attempt(t, victim.correo, victim.password, OWNER_HOME, false);
    if (homeCheck.status !== 200) throw new Error(`owner's first sign-in ${homeCheck.status}`);
    const tally = new Map<string, number>();
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const address = `198.51.${Math.floor(i / 250) % addresses}.${(i % 250) + 1}`;
      const from = addresses === 1 ? '198.51.100.66' : address;
      const r = await attempt(t, victim.correo, `adivinanza-${i}`, from, true);
      const kind =
        r.status === 401 ? 'checked (wrong)' : r.status === 429 ? 'refused (429)' : `${r.status}`;
      tally.set(kind, (tally.get(kind) ?? 0) + 1);
    }
    return {
      stranger: `${ATTEMPTS} attempts from ${addresses === 1 ? '1 address' : `${ATTEMPTS} addresses`}`,
      'passwords checked': tally.get('checked (wrong)') ?? 0,
      refused: tally.get('refused (429)') ?? 0,
      'owner, home address': await owner(t, victim.correo, victim.password, OWNER_HOME),
      'owner, new address': await owner(t, victim.correo, victim.password, OWNER_NEW),
    };
  } finally {
    await t.close();
  }
}

/** Wrong codes sent in one minute; how many the server checked. */
async function codeGuesses(accounts: number, perAccount: number): Promise<Row> {
  const t = await createTestApp();
  try {
    const organizador = (await t.createUser([0, 2])).idUsuario;
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 100 }]);
    const tokens = await Promise.all(
      Array.from({ length: accounts }, async () => t.tokenFor((await t.createUser([0])).idUsuario)),
    );
    let checked = 0;
    let refused = 0;
    for (let i = 0; i < accounts * perAccount; i += 1) {
      const token = tokens[i % accounts]!;
      const guess = `ADIVINA${i}`;
      let headers: Record<string, string> = { authorization: `Bearer ${token}` };
      let res = await validar(t, ev.idEvento, guess, headers);
      if (res.statusCode === 428) {
        headers = { ...headers, [DESAFIO_HEADER]: await solveDesafio(t.app, '198.51.100.99') };
        res = await validar(t, ev.idEvento, guess, headers);
      }
      if (res.statusCode === 429) refused += 1;
      else checked += 1;
    }
    return {
      stranger: `${accounts * perAccount} code guesses in a minute, ${accounts} account${accounts > 1 ? 's' : ''}, 1 address`,
      'codes checked': checked,
      refused,
      limit:
        accounts === 1
          ? `${CODE_LIMITS.triesPerMinute}/min per account`
          : `${CODE_LIMITS.triesPerAddressPerMinute}/min per address`,
    };
  } finally {
    await t.close();
  }
}

const validar = (t: TestApp, idEvento: number, codigo: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/Codigo/Validar?IdEvento=${idEvento}&Codigo=${codigo}`,
    remoteAddress: '198.51.100.99',
    headers,
  });

/** One challenge at the default difficulty (config defaults), solved by altcha-lib in Node. */
async function solveTimes(samples: number) {
  const { challenge: c } = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: c.cost,
      counter: randomInt(c.maxCounter, Math.ceil(c.maxCounter * 0.4)),
      deriveKey,
      hmacSignatureSecret: 'probe',
    });
    const start = performance.now();
    await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { cost: c.cost, maxCounter: c.maxCounter, medianMs: Math.round(times[samples >> 1]!) };
}

export async function hostileSignInProbe() {
  const started = performance.now();
  const signIn = [await signInAttack(1), await signInAttack(ATTEMPTS)];
  const codes = [await codeGuesses(1, 100), await codeGuesses(20, 10)];
  const solve = await solveTimes(5);
  return { signIn, codes, solve, seconds: Math.round((performance.now() - started) / 1000) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await hostileSignInProbe();
  console.table(r.signIn);
  console.table(r.codes);
  console.log(
    `One challenge at the default difficulty (cost ${r.solve.cost}, up to ${r.solve.maxCounter} tries), ` +
      `altcha-lib in Node, one thread: median ${r.solve.medianMs} ms of 5. Probe took ${r.seconds} s.`,
  );
}
