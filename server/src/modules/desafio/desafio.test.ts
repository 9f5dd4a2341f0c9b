import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODIGO_MSG } from '@shared/api/codigos';
import { DESAFIO_HEADER, DESAFIO_MSG } from '@shared/api/desafio';
import { CODE_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { usuarios } from '../../db/schema/index';
import { comprador, insertOnSale } from '../../test/checkout-fixtures';
import { solveDesafio } from '../../test/desafio';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The proof-of-work challenge (docs/decisions/0076-hostile-users.md): handed out signed by
 * GET /Desafio, really solved here (at the tests' low difficulty), good once, never when
 * forged or expired; sign-up and joining the virtual queue always need one, codes after a
 * few wrong ones, with a ceiling of tries a minute.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let n = 0;
const registration = () => {
  n += 1;
  return {
    nombre: 'Sofía',
    apellido: 'Desafío',
    correo: `desafio${n}-${Date.now()}@pulso.test`,
    dni: '30123456',
    telefono: '1155554444',
    password: 'clave1234',
    dtNacimiento: '1990-05-04',
  };
};
const signUp = (body: ReturnType<typeof registration>, desafio?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Usuario/CreateUsuario',
    payload: body,
    headers: desafio === undefined ? {} : { [DESAFIO_HEADER]: desafio },
  });
const accountsWith = async (correo: string) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.correo, correo))).length;
const decode = (header: string) => JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

function expectAsked(res: Awaited<ReturnType<typeof signUp>>, detail: string) {
  expect(res.statusCode).toBe(428);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toEqual({
    title: 'Verificación necesaria',
    status: 428,
    detail,
    desafio: true,
  });
}

describe('challenges', () => {
  it('GET /Desafio hands out a signed PBKDF2 challenge that expires, never cached', async () => {
    const res = await t.app.inject({ url: '/api/v1/Desafio' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json();
    expect(c.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = c.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(t.config.challenge.ttlSeconds - 5);
    expect(ttl).toBeLessThanOrEqual(t.config.challenge.ttlSeconds);
  });

  it('sign-up without a challenge is refused in Spanish and creates nothing; solved, it creates the account', async () => {
    const body = registration();
    expectAsked(await signUp(body), DESAFIO_MSG.requerido);
    expect(await accountsWith(body.correo)).toBe(0);
    expect((await signUp(body, await solveDesafio(t.app))).statusCode).toBe(201);
    expect(await accountsWith(body.correo)).toBe(1);
  });

  it('a solved challenge works once', async () => {
    const desafio = await solveDesafio(t.app);
    expect((await signUp(registration(), desafio)).statusCode).toBe(201);
    const again = registration();
    expectAsked(await signUp(again, desafio), DESAFIO_MSG.invalido);
    expect(await accountsWith(again.correo)).toBe(0);
  });

  it('forged challenges are refused: another key, a changed answer, an easier one, garbage', async () => {
    const good = decode(await solveDesafio(t.app));
    const forgedSignature = {
      ...good,
      challenge: { ...good.challenge, signature: 'a'.repeat(64) },
    };
    // The derived key is the proof (its HMAC is signed in the challenge): change one digit.
    const flipped =
      (good.solution.derivedKey[0] === '0' ? '1' : '0') + good.solution.derivedKey.slice(1);
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: flipped } };
    const easier = {
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, cost: 1, keyPrefix: '0' },
      },
    };
    for (const header of [
      encode(forgedSignature),
      encode(wrongKey),
      encode(easier),
      'no-es-base64-ni-json',
      encode({ hola: 1 }),
      'A'.repeat(5000),
    ]) {
      const body = registration();
      expectAsked(await signUp(body, header), DESAFIO_MSG.invalido);
      expect(await accountsWith(body.correo)).toBe(0);
    }
    // The good one, never used above, still works.
    expect((await signUp(registration(), encode(good))).statusCode).toBe(201);
  });

  it('an expired challenge is refused', async () => {
    const desafio = await solveDesafio(t.app);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (t.config.challenge.ttlSeconds + 1) * 1000,
    });
    const body = registration();
    expectAsked(await signUp(body, desafio), DESAFIO_MSG.invalido);
    expect(await accountsWith(body.correo)).toBe(0);
  });

  it('joining the virtual queue needs a solved challenge', async () => {
    const u = await t.createUser([0]);
    const token = await t.tokenFor(u.idUsuario);
    const join = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/FilaVirtual/Unirme',
        headers: { authorization: `Bearer ${token}`, ...headers },
        payload: { idFecha: 2147483000 },
      });
    expectAsked(await join(), DESAFIO_MSG.requerido);
    // With one, the queue itself answers (no such day here: its own 404).
    const solved = await join({ [DESAFIO_HEADER]: await solveDesafio(t.app) });
    expect(solved.statusCode).toBe(404);
    expect(solved.json().desafio).toBeUndefined();
  });
});

describe('the desktop app (another origin)', () => {
  it('may send a solved challenge: the preflight allows its header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/Security/Login',
      headers: {
        origin: 'app://pulso',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${DESAFIO_HEADER}`,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers'])).toContain(DESAFIO_HEADER);
  });
});

describe('code tries', () => {
  it(`after ${CODE_LIMITS.failuresBeforeChallenge} wrong codes every try needs a challenge; at most ${CODE_LIMITS.triesPerMinute} a minute per account`, async () => {
    const org = await t.createUser([0, 2]);
    const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 300 }]);
    const crear = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Codigo/CrearCodigo',
      headers: { authorization: `Bearer ${await t.tokenFor(org.idUsuario)}` },
      payload: { idEvento: ev.idEvento, codigo: 'PREVENTA', tipo: 'porcentaje', valor: 20 },
    });
    expect(crear.statusCode).toBe(201);
    const buyer = await t.createUser([0]);
    const token = await t.tokenFor(buyer.idUsuario);
    const from = address();
    const validar = (codigo: string, desafio?: string) =>
      t.app.inject({
        url: `/api/v1/Codigo/Validar?IdEvento=${ev.idEvento}&Codigo=${codigo}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(desafio === undefined ? {} : { [DESAFIO_HEADER]: desafio }),
        },
        remoteAddress: from,
      });
    const statuses = [];
    for (let i = 0; i < CODE_LIMITS.failuresBeforeChallenge; i += 1)
      statuses.push((await validar(`ADIVINA${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404]);
    // Now a challenge each time, the right code too; solved, the code is checked as usual.
    const asked = await validar('PREVENTA');
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ desafio: true, detail: DESAFIO_MSG.requerido });
    const wrong = await validar('ADIVINA9', await solveDesafio(t.app, from));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(CODIGO_MSG.noExiste);
    // An order with a guessed code counts on the same tries.
    const orden = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Orden/CrearOrden',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: {
        idEvento: ev.idEvento,
        items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
        comprador,
        codigo: 'ADIVINA10',
      },
      remoteAddress: from,
    });
    expect(orden.statusCode).toBe(428);
    const ok = await validar('PREVENTA', await solveDesafio(t.app, from));
    expect(ok.statusCode).toBe(200);
    // Tries so far this minute: 3 + 1 + 1 + 1 (the order) + 1 = 7; the ceiling is 10.
    const rest = [];
    for (let i = 0; i < 4; i += 1) rest.push((await validar('PREVENTA')).statusCode);
    expect(rest).toEqual([428, 428, 428, 429]);
    const over = await validar('PREVENTA', await solveDesafio(t.app, from));
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe(MSG.demasiadosIntentos);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
