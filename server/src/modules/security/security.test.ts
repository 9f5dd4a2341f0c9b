import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { arDate } from '@shared/domain/argentina-time';
import { REGISTER_MSG } from '@shared/validation/auth';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { PERSONA_MSG } from '@shared/validation/persona';
import { media, sesiones, usuarioRoles, usuarios } from '../../db/schema/index';
import { startLocalIdp, type LocalIdp } from '../../test/local-idp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withDesafio } from '../../test/desafio';

const CLIENT_ID = 'pulso-web.apps.local';
const DESKTOP_CLIENT_ID = 'pulso-desktop.apps.local';

let t: TestApp;
let idp: LocalIdp;

beforeAll(async () => {
  idp = await startLocalIdp({ clientIds: [CLIENT_ID, DESKTOP_CLIENT_ID] });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_DESKTOP_CLIENT_ID: DESKTOP_CLIENT_ID,
    GOOGLE_JWKS_URL: idp.jwksUrl,
    GOOGLE_ISSUER: idp.issuer,
    GOOGLE_AUTH_URL: idp.authorizationEndpoint,
    GOOGLE_TOKEN_URL: idp.tokenEndpoint,
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const registration = (over: Record<string, unknown> = {}) => ({
  nombre: 'Lucía',
  apellido: 'Fernández',
  correo: 'Lucia.Fernandez@pulso.test',
  dni: '35111222',
  telefono: '1144443333',
  password: 'techno2024',
  cbu: '',
  bio: '',
  dtNacimiento: '1995-03-10',
  domicilio: {
    direccion: '',
    latitud: 0,
    longitud: 0,
    localidad: { nombre: '', codigo: '' },
    municipio: { nombre: '', codigo: '' },
    provincia: { nombre: '', codigo: '' },
  },
  socials: { mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  ...over,
});

/** The birth date of someone who turns 18 `days` from today in Argentina (negative: ago). */
const adultIn = (days: number) => {
  const [y, m, d] = arDate(new Date(Date.now() + days * 86_400_000))
    .split('-')
    .map(Number);
  // 29 February has no day 18 years earlier; the 28th is a day older still.
  const day = m === 2 && d === 29 ? 28 : d!;
  return `${y! - 18}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

describe('registration', () => {
  it('creates a role-0 user with an argon2id hash and no client-chosen roles', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/CreateUsuario',
      headers: await withDesafio(t.app),
      payload: { ...registration(), cdRoles: [1, 2] },
    });
    expect(res.statusCode).toBe(201);
    const { idUsuario } = res.json<{ idUsuario: number }>();
    const [row] = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.idUsuario, idUsuario));
    expect(row!.correo).toBe('lucia.fernandez@pulso.test');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const roles = await t.database.db
      .select()
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, idUsuario));
    expect(roles.map((r) => r.cdRol)).toEqual([0]);
  });

  it('refuses a second account with the same e-mail in any case, changing nothing', async () => {
    const before = await t.database.db.select().from(usuarios);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/CreateUsuario',
      headers: await withDesafio(t.app),
      payload: registration({ correo: 'LUCIA.FERNANDEZ@pulso.test' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(MSG.correoEnUso);
    expect(await t.database.db.select().from(usuarios)).toHaveLength(before.length);
  });

  it.each([
    [{ password: 'corta1' }, 'password', REGISTER_MSG.passwordDebil],
    [{ password: 'sololetras' }, 'password', REGISTER_MSG.passwordDebil],
    [{ nombre: '' }, 'nombre', REGISTER_MSG.nombre],
    [{ correo: 'no-es-mail' }, 'correo', REGISTER_MSG.correoFormato],
    [{ dtNacimiento: '' }, 'dtNacimiento', REGISTER_MSG.dtNacimiento],
  ])('answers 400 with the Spanish message for %o', async (over, field, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/CreateUsuario',
      payload: registration({
        ...over,
        correo: (over as { correo?: string }).correo ?? `x${field}@pulso.test`,
      }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; errors: Record<string, string> }>();
    expect(body.errors[field]).toBe(message);
  });

  it.each([
    [{ dni: '12' }, 'dni', PERSONA_MSG.documento],
    [{ dni: '123456' }, 'dni', PERSONA_MSG.documento],
    [{ telefono: '011 15 abc' }, 'telefono', CHECKOUT_MSG.telefono],
    [{ dtNacimiento: '2031-05-04' }, 'dtNacimiento', CHECKOUT_MSG.dtNacimientoInvalida],
    [{ dtNacimiento: '1899-12-31' }, 'dtNacimiento', CHECKOUT_MSG.dtNacimientoInvalida],
    [{ dtNacimiento: adultIn(6) }, 'dtNacimiento', CHECKOUT_MSG.edad],
  ])(
    'refuses what the checkout would refuse (%o) with a Spanish 400, storing nothing',
    async (over, field, message) => {
      const before = await t.database.db.select().from(usuarios);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Usuario/CreateUsuario',
        headers: await withDesafio(t.app),
        payload: registration({ ...over, correo: 'menor.o.mal@pulso.test' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
      expect(await t.database.db.select().from(usuarios)).toHaveLength(before.length);
    },
  );

  it('takes an account that turns 18 today', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/CreateUsuario',
      headers: await withDesafio(t.app),
      payload: registration({ dtNacimiento: adultIn(0), correo: 'recien.18@pulso.test' }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/CreateUsuario',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombre":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(MSG.datosInvalidos);
  });
});

describe('password sign-in', () => {
  it('returns a token bound to a session and the session user', async () => {
    const u = await t.createUser([0, 2]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Login',
      payload: { usuario: u.correo.toUpperCase(), pass: u.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      token: string;
      usuario: { id: number; roles: Array<{ cdRol: number; dsRol: string }> };
    }>();
    expect(body.usuario.id).toBe(u.idUsuario);
    expect(body.usuario.roles).toEqual([
      { cdRol: 0, dsRol: 'Usuario' },
      { cdRol: 2, dsRol: 'Organizador' },
    ]);
    expect(JSON.stringify(body)).not.toContain('argon2');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Security/Me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().usuario.email).toBe(u.correo);
  });

  it('says "Credenciales inválidas" for a wrong password and for an unknown e-mail', async () => {
    const u = await t.createUser([0]);
    for (const payload of [
      { usuario: u.correo, pass: 'otra-clave-1' },
      { usuario: 'nadie@pulso.test', pass: 'clave1234' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/Security/Login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(MSG.credencialesInvalidas);
    }
  });

  it('refuses role 3 with the validation-app message and keeps no session', async () => {
    const u = await t.createUser([3]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Login',
      payload: { usuario: u.correo, pass: u.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MSG.rolValidador);
    expect(res.json().token).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(sesiones)
      .where(eq(sesiones.idUsuario, u.idUsuario));
    expect(rows).toHaveLength(0);
  });

  it('answers the signed-in user with the first photo of their media as avatar, never a video', async () => {
    const u = await t.createUser([0, 2]);
    const auth = { authorization: `Bearer ${await t.login(u.correo, u.password)}` };
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/Security/Me', headers: auth })).json<{
        usuario: { id: number; email: string; avatarUrl: string | null; roles: unknown[] };
      }>().usuario;
    expect(await me()).toMatchObject({ id: u.idUsuario, email: u.correo, avatarUrl: null });
    expect((await me()).roles).toHaveLength(2);
    const entidad = `usuario-${u.idUsuario}`;
    await t.database.db
      .insert(media)
      .values({ idEntidadMedia: entidad, url: 'https://youtube.com/watch?v=x', mdVideo: true });
    expect((await me()).avatarUrl).toBeNull();
    await t.database.db.insert(media).values([
      { idEntidadMedia: entidad, url: '/api/v1/Media/file/primera' },
      { idEntidadMedia: entidad, url: '/api/v1/Media/file/segunda' },
    ]);
    expect((await me()).avatarUrl).toBe('/api/v1/Media/file/primera');
  });

  it('logout revokes the session: the same token is refused afterwards', async () => {
    const u = await t.createUser([0]);
    const token = await t.login(u.correo, u.password);
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/Security/Logout', headers: auth }))
        .statusCode,
    ).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/Security/Me', headers: auth });
    expect(me.statusCode).toBe(401);
    expect(me.json().detail).toBe(MSG.sesionVencida);
    const [row] = await t.database.db
      .select()
      .from(sesiones)
      .where(eq(sesiones.idUsuario, u.idUsuario));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('refuses a session past its expiry, and takes one still alive', async () => {
    const u = await t.createUser([0]);
    const token = await t.login(u.correo, u.password);
    const auth = { authorization: `Bearer ${token}` };
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/Security/Me', headers: auth });
    expect((await me()).statusCode).toBe(200);
    await t.database.db
      .update(sesiones)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sesiones.idUsuario, u.idUsuario));
    const expired = await me();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe(MSG.sesionVencida);
    await t.database.db
      .update(sesiones)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sesiones.idUsuario, u.idUsuario));
    expect((await me()).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const u = await t.createUser([0]);
    const token = await t.login(u.correo, u.password);
    const tampered = token.slice(0, -3) + (token.endsWith('a') ? 'bbb' : 'aaa');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Security/Me',
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  // Password sign-in asks for a challenge instead (login-limits.test.ts).
  it('answers 429 with a Spanish detail after too many Google sign-in attempts', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/Security/Google',
          payload: { credential: 'no-es-un-token' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().detail).toBe(MSG.demasiadosIntentos);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('Google sign-in', () => {
  it('verifies the ID token and creates the user with role 0 and no password', async () => {
    const credential = await idp.signIdToken({
      sub: 'g-100',
      email: 'nueva.google@pulso.test',
      given_name: 'Nueva',
      family_name: 'Persona',
      nonce: 'n-1',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Google',
      payload: { credential, nonce: 'n-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      usuario: { id: number; name: string; roles: Array<{ cdRol: number }> };
    }>();
    expect(body.usuario.name).toBe('Nueva Persona');
    expect(body.usuario.roles.map((r) => r.cdRol)).toEqual([0]);
    const [row] = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.idUsuario, body.usuario.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.googleSub).toBe('g-100');
    // A second sign-in finds the same account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Google',
      payload: {
        credential: await idp.signIdToken({ sub: 'g-100', email: 'nueva.google@pulso.test' }),
      },
    });
    expect(again.json().usuario.id).toBe(body.usuario.id);
  });

  it('accepts the desktop client as audience', async () => {
    const credential = await idp.signIdToken(
      { sub: 'g-desk', email: 'desk@pulso.test' },
      { audience: DESKTOP_CLIENT_ID },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Google',
      payload: { credential },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a token signed by another key', { foreignKey: true }, {}],
    ['a token for another audience', { audience: 'someone-else.apps' }, {}],
    ['an expired token', { expiresIn: '-5m' }, {}],
    ['an unverified e-mail', {}, { email_verified: false }],
  ])('refuses %s with "Falló el inicio con Google"', async (_name, opts, claims) => {
    const count = (await t.database.db.select().from(usuarios)).length;
    const credential = await idp.signIdToken(
      { sub: 'g-bad', email: 'forjado@pulso.test', ...claims },
      opts,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Google',
      payload: { credential },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(MSG.falloGoogle);
    expect((await t.database.db.select().from(usuarios)).length).toBe(count);
  });

  it('refuses a token whose nonce differs from the one the client generated', async () => {
    const credential = await idp.signIdToken({
      sub: 'g-n',
      email: 'nonce@pulso.test',
      nonce: 'server-side',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Google',
      payload: { credential, nonce: 'otro' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a role-3 Google account with the validation-app message', async () => {
    const u = await t.createUser([3], { correo: 'puerta@pulso.test' });
    const credential = await idp.signIdToken({ sub: 'g-door', email: 'puerta@pulso.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Google',
      payload: { credential },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MSG.rolValidador);
    expect(
      await t.database.db.select().from(sesiones).where(eq(sesiones.idUsuario, u.idUsuario)),
    ).toHaveLength(0);
  });
});

describe('GET /Usuario/GetUsuario', () => {
  it('answers for yourself, never with a password hash', async () => {
    const u = await t.createUser([0]);
    const token = await t.login(u.correo, u.password);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Usuario/GetUsuario?IdUsuario=${u.idUsuario}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const [view] = res.json<{ usuarios: Array<Record<string, unknown>> }>().usuarios;
    expect(view!.correo).toBe(u.correo);
    expect(res.body).not.toMatch(/password|argon2|googleSub/i);
  });

  it('refuses another user (403) and lets an administrator read anyone', async () => {
    const a = await t.createUser([0]);
    const b = await t.createUser([0, 2]);
    const admin = await t.createUser([1]);
    const asA = { authorization: `Bearer ${await t.login(a.correo, a.password)}` };
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Usuario/GetUsuario?IdUsuario=${b.idUsuario}`,
      headers: asA,
    });
    expect(other.statusCode).toBe(403);
    const byMail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Usuario/GetUsuario?Mail=${encodeURIComponent(b.correo)}`,
      headers: asA,
    });
    expect(byMail.statusCode).toBe(403);
    const asAdmin = { authorization: `Bearer ${await t.login(admin.correo, admin.password)}` };
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Usuario/GetUsuario?Mail=${encodeURIComponent(b.correo)}`,
      headers: asAdmin,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().usuarios[0].roles.map((r: { cdRol: number }) => r.cdRol)).toEqual([0, 2]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Usuario/GetUsuario?IdUsuario=999999',
      headers: asAdmin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('accounts without a password', () => {
  it('a Google-only account cannot sign in with any password', async () => {
    const credential = await idp.signIdToken({ sub: 'g-only', email: 'solo.google@pulso.test' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/Security/Google',
          payload: { credential },
        })
      ).statusCode,
    ).toBe(200);
    for (const pass of ['pulso-no-account-0', 'cualquier1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Security/Login',
        payload: { usuario: 'solo.google@pulso.test', pass },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(MSG.credencialesInvalidas);
    }
  });
});
