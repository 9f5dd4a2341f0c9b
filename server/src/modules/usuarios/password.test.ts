import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { LOGIN_MSG, REGISTER_MSG } from '@shared/validation/auth';
import { PROFILE_MSG, RESET_LINK_MINUTES, RESET_MSG } from '@shared/validation/profile';
import { outbox, passwordResets, usuarios } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://pulso.example';
const START = new Date('2030-05-10T15:00:00Z');

let t: TestApp;
/** The server's clock (createTestApp's `now`), moved by the expiry tests. */
let clock = START;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, { now: () => clock });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

const hashOf = async (idUsuario: number) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.idUsuario, idUsuario)))[0]!
    .passwordHash;

const me = (token: string) => t.app.inject({ url: '/api/v1/Security/Me', headers: bearer(token) });

const loginStatus = async (correo: string, pass: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Login',
      payload: { usuario: correo, pass },
    })
  ).statusCode;

describe('PUT /Usuario/CambiarPassword', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/CambiarPassword',
      headers: bearer(token),
      payload,
    });

  it("answers the spec's checks in its order, then the strength rule; nothing changes", async () => {
    const u = await t.createUser([0]);
    const token = await t.login(u.correo, u.password);
    const before = await hashOf(u.idUsuario);
    const cases: Array<[object, string]> = [
      [{ actual: '', nueva: 'otra', confirmacion: 'distinta' }, PROFILE_MSG.completarCampos],
      [{ actual: 'mala', nueva: 'nueva1234' }, PROFILE_MSG.completarCampos],
      [
        { actual: 'mala', nueva: 'nueva1234', confirmacion: 'nueva12345' },
        PROFILE_MSG.nuevasNoCoinciden,
      ],
      [{ actual: 'mala', nueva: 'corta1', confirmacion: 'corta1' }, REGISTER_MSG.passwordDebil],
      [
        { actual: 'mala1234', nueva: 'nueva1234', confirmacion: 'nueva1234' },
        PROFILE_MSG.actualIncorrecta,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toBe(message);
    }
    expect(await hashOf(u.idUsuario)).toBe(before);
  });

  it('replaces the hash and ends every other session, keeping this one', async () => {
    const u = await t.createUser([0]);
    const token = await t.login(u.correo, u.password);
    const otherDevice = await t.login(u.correo, u.password);
    const before = await hashOf(u.idUsuario);
    const res = await change(token, {
      actual: u.password,
      nueva: 'nuevaClave99',
      confirmacion: 'nuevaClave99',
    });
    expect(res.statusCode, res.body).toBe(204);
    const after = await hashOf(u.idUsuario);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\$argon2id\$/);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await loginStatus(u.correo, u.password)).toBe(401);
    expect(await loginStatus(u.correo, 'nuevaClave99')).toBe(200);
  });

  it('tells a Google-only account to create its password through the mailed link', async () => {
    const u = await t.createUser([0]);
    await t.database.db
      .update(usuarios)
      .set({ passwordHash: null, googleSub: 'google-sub-1' })
      .where(eq(usuarios.idUsuario, u.idUsuario));
    const res = await change(await t.tokenFor(u.idUsuario), {
      actual: 'loquesea1',
      nueva: 'nuevaClave99',
      confirmacion: 'nuevaClave99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PROFILE_MSG.sinPassword);
    expect(await hashOf(u.idUsuario)).toBeNull();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/CambiarPassword',
      payload: { actual: 'a', nueva: 'b', confirmacion: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});

const recover = (correo: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Usuario/RecuperarPassword',
    payload: { correo },
    headers,
  });

const restore = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Usuario/RestablecerPassword', payload });

const mailsTo = (correo: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.destinatario, correo))
    .orderBy(desc(outbox.id));

/** The token inside the newest reset mail to this address. */
async function mailedToken(correo: string): Promise<string> {
  const [mail] = await mailsTo(correo);
  const m = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(mail!.cuerpo);
  return m![1]!;
}

describe('POST /Usuario/RecuperarPassword', () => {
  it('answers 202 alike for unknown e-mails, storing and sending nothing', async () => {
    const resetsBefore = (await t.database.db.select().from(passwordResets)).length;
    const res = await recover('nadie@pulso.test');
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(await mailsTo('nadie@pulso.test')).toEqual([]);
    expect((await t.database.db.select().from(passwordResets)).length).toBe(resetsBefore);
  });

  it('mails a link to PUBLIC_URL and stores only the hash of its token, for 30 minutes', async () => {
    const u = await t.createUser([0]);
    const res = await recover(u.correo.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const [mail] = await mailsTo(u.correo);
    expect(mail!.asunto).toBe('Restablecé tu contraseña de Pulso');
    expect(mail!.cuerpo).toContain(`${PUBLIC_URL}/restablecer-contrasena?token=`);
    expect(mail!.cuerpo).toContain(`vence en ${RESET_LINK_MINUTES} minutos`);
    const token = await mailedToken(u.correo);
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.idUsuario, u.idUsuario));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.toISOString()).toBe(minutes(30).toISOString());
    expect(rows[0]!.usedAt).toBeNull();
  });

  it('sends at most one mail a minute per account; a newer link replaces the older', async () => {
    const u = await t.createUser([0]);
    await recover(u.correo);
    const first = await mailedToken(u.correo);
    await recover(u.correo);
    expect(await mailsTo(u.correo)).toHaveLength(1);
    clock = minutes(2);
    try {
      await recover(u.correo);
      expect(await mailsTo(u.correo)).toHaveLength(2);
      const second = await mailedToken(u.correo);
      expect(second).not.toBe(first);
      const old = await restore({
        token: first,
        nueva: 'nuevaClave99',
        confirmacion: 'nuevaClave99',
      });
      expect(old.json().detail).toBe(RESET_MSG.enlaceInvalido);
    } finally {
      clock = START;
    }
  });

  it('refuses a malformed e-mail with the login wording', async () => {
    const res = await recover('no-es-un-correo');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(LOGIN_MSG.correoFormato);
  });
});

describe('POST /Usuario/RestablecerPassword', () => {
  async function linkFor() {
    const u = await t.createUser([0]);
    await recover(u.correo);
    return { ...u, token: await mailedToken(u.correo) };
  }

  it('sets the password once, marks the link used and ends every session', async () => {
    const u = await linkFor();
    const session = await t.login(u.correo, u.password);
    const res = await restore({
      token: u.token,
      nueva: 'nuevaClave99',
      confirmacion: 'nuevaClave99',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect(await loginStatus(u.correo, u.password)).toBe(401);
    expect(await loginStatus(u.correo, 'nuevaClave99')).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.idUsuario, u.idUsuario));
    expect(row!.usedAt?.toISOString()).toBe(START.toISOString());

    const again = await restore({
      token: u.token,
      nueva: 'otraClave77',
      confirmacion: 'otraClave77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(RESET_MSG.enlaceUsado);
    expect(await loginStatus(u.correo, 'nuevaClave99')).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const u = await linkFor();
    const before = await hashOf(u.idUsuario);
    clock = minutes(RESET_LINK_MINUTES);
    try {
      const res = await restore({
        token: u.token,
        nueva: 'nuevaClave99',
        confirmacion: 'nuevaClave99',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(RESET_MSG.enlaceVencido);
    } finally {
      clock = START;
    }
    expect(await hashOf(u.idUsuario)).toBe(before);
  });

  it('works until a moment before it expires', async () => {
    const u = await linkFor();
    clock = new Date(minutes(RESET_LINK_MINUTES).getTime() - 1000);
    try {
      const res = await restore({
        token: u.token,
        nueva: 'nuevaClave99',
        confirmacion: 'nuevaClave99',
      });
      expect(res.statusCode).toBe(204);
    } finally {
      clock = START;
    }
  });

  it.each([
    [
      { token: 'inventado', nueva: 'nuevaClave99', confirmacion: 'nuevaClave99' },
      RESET_MSG.enlaceInvalido,
    ],
    [{ token: '', nueva: 'nuevaClave99', confirmacion: 'nuevaClave99' }, RESET_MSG.enlaceInvalido],
    [{ token: 'x', nueva: '', confirmacion: '' }, PROFILE_MSG.completarCampos],
    [{ token: 'x', nueva: 'nuevaClave99', confirmacion: 'nuevaClave98' }, REGISTER_MSG.noCoinciden],
    [{ token: 'x', nueva: 'soloLetras', confirmacion: 'soloLetras' }, REGISTER_MSG.passwordDebil],
  ])('answers 400 to %j', async (payload, message) => {
    const res = await restore(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });

  it('lets a Google-only account create a password through the link', async () => {
    const u = await t.createUser([0]);
    await t.database.db
      .update(usuarios)
      .set({ passwordHash: null, googleSub: 'google-sub-2' })
      .where(eq(usuarios.idUsuario, u.idUsuario));
    await recover(u.correo);
    const res = await restore({
      token: await mailedToken(u.correo),
      nueva: 'nuevaClave99',
      confirmacion: 'nuevaClave99',
    });
    expect(res.statusCode).toBe(204);
    expect(await loginStatus(u.correo, 'nuevaClave99')).toBe(200);
  });
});

describe('reset links without PUBLIC_URL, and rate limits', () => {
  it("use the request's own origin outside production", async () => {
    const local = await createTestApp({ RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE: '2' });
    try {
      const u = await local.createUser([0]);
      const send = () =>
        local.app.inject({
          method: 'POST',
          url: '/api/v1/Usuario/RecuperarPassword',
          payload: { correo: u.correo },
          headers: { host: 'localhost:3000' },
        });
      expect((await send()).statusCode).toBe(202);
      const [mail] = await local.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.destinatario, u.correo));
      expect(mail!.cuerpo).toContain('http://localhost:3000/restablecer-contrasena?token=');
      // Limited like login: the third request within the minute is refused.
      expect((await send()).statusCode).toBe(202);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().detail).toBe(MSG.demasiadosIntentos);
    } finally {
      await local.close();
    }
  });
});
