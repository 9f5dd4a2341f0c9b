import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDEN_MSG } from '@shared/api/checkout';
import { MSG } from '@shared/messages';
import { CONFIRMACION_MSG, REENVIOS_POR_HORA } from '@shared/api/email-confirmation';
import { correoConfirmaciones, ordenes, outbox, usuarios } from '../../db/schema/index';
import { comprador, crearOrden, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { withDesafio } from '../../test/desafio';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUsuariosService } from './usuarios-service';

/** E-mail confirmation before the first purchase (docs/decisions/0076-hostile-users.md). */

let t: TestApp;
const clock = testClock();
let ev: { idEvento: number; idFechas: number[] };
let n = 0;

beforeAll(async () => {
  // The address limit of the resend is tested apart, with its own low limit.
  t = await createTestApp({}, { now: clock.now });
  const organizador = (await t.createUser([0, 2])).idUsuario;
  ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 100 }]);
});
afterAll(() => t.close());
beforeEach(() => clock.set(new Date('2030-01-01T12:00:00-03:00')));

const db = () => t.database.db;

const registration = (correo: string) => ({
  nombre: 'Sofía',
  apellido: 'Giménez',
  correo,
  dni: '35111222',
  telefono: '1144443333',
  password: 'techno2024',
  cbu: '',
  bio: '',
  dtNacimiento: '1995-03-10',
});

/** Signs up through the route; answers the account, a session and the mailed link's token. */
async function signUp() {
  n += 1;
  const correo = `nueva${n}-${Date.now()}@pulso.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Usuario/CreateUsuario',
    headers: await withDesafio(t.app),
    payload: registration(correo),
  });
  expect(res.statusCode).toBe(201);
  const { idUsuario } = res.json<{ idUsuario: number }>();
  return { idUsuario, correo, token: await t.login(correo, 'techno2024') };
}

/** The confirmation mails sent to `correo`, newest first, with the token each link carries. */
async function mailsTo(correo: string) {
  const rows = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.destinatario, correo))
    .orderBy(desc(outbox.id));
  return rows.map((r) => ({
    ...r,
    token: /\/confirmar-correo\?token=([\w-]+)/.exec(r.cuerpo)?.[1] ?? null,
  }));
}

const confirmar = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Usuario/ConfirmarCorreo',
    payload: { token },
  });

const reenviar = (session: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Usuario/ReenviarConfirmacion',
    headers: { authorization: `Bearer ${session}` },
  });

const comprar = (session: string) =>
  crearOrden(t, session, {
    idEvento: ev.idEvento,
    items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 2 }],
    comprador,
  });

const ordersOf = (idUsuario: number) =>
  db().select().from(ordenes).where(eq(ordenes.idUsuario, idUsuario));

const confirmadoAt = async (idUsuario: number) =>
  (
    await db()
      .select({ at: usuarios.correoConfirmadoAt })
      .from(usuarios)
      .where(eq(usuarios.idUsuario, idUsuario))
  )[0]!.at;

describe('sign-up and the first purchase', () => {
  it('mails a link on sign-up; until it is followed the account signs in but cannot buy', async () => {
    const cuenta = await signUp();
    const [mail, ...others] = await mailsTo(cuenta.correo);
    expect(others).toHaveLength(0);
    expect(mail!.asunto).toBe('Confirmá tu correo electrónico en Pulso');
    expect(mail!.cuerpo).toContain('Hola, Sofía:');
    expect(mail!.cuerpo).toContain('El enlace vence en 48 horas y sirve una sola vez.');
    expect(mail!.token).toMatch(/^[\w-]{40,}$/);
    // Only the token's hash is kept.
    const [link] = await db()
      .select()
      .from(correoConfirmaciones)
      .where(eq(correoConfirmaciones.idUsuario, cuenta.idUsuario));
    expect(link!.tokenHash).not.toContain(mail!.token!);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(48 * 3_600_000);
    expect(await confirmadoAt(cuenta.idUsuario)).toBeNull();

    const refused = await comprar(cuenta.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(ORDEN_MSG.correoSinConfirmar);
    expect(await ordersOf(cuenta.idUsuario)).toHaveLength(0);
  });

  it('the link confirms once; then the account buys', async () => {
    const cuenta = await signUp();
    const [mail] = await mailsTo(cuenta.correo);
    const ok = await confirmar(mail!.token!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ correo: cuenta.correo });
    expect(await confirmadoAt(cuenta.idUsuario)).toEqual(clock.now());

    const again = await confirmar(mail!.token!);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe(CONFIRMACION_MSG.enlaceUsado);

    const bought = await comprar(cuenta.token);
    expect(bought.statusCode).toBe(201);
    expect(await ordersOf(cuenta.idUsuario)).toHaveLength(1);
  });

  it('refuses an expired link and an unknown one, and confirms nothing', async () => {
    const cuenta = await signUp();
    const [mail] = await mailsTo(cuenta.correo);
    clock.advanceMinutes(48 * 60);
    const late = await confirmar(mail!.token!);
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe(CONFIRMACION_MSG.enlaceVencido);

    const unknown = await confirmar('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(CONFIRMACION_MSG.enlaceInvalido);
    const garbage = await confirmar('corto');
    expect(garbage.statusCode).toBe(400);
    expect(await confirmadoAt(cuenta.idUsuario)).toBeNull();
  });
});

describe('asking for a new link', () => {
  it('mails a new link that works, and the earlier one stops working', async () => {
    const cuenta = await signUp();
    const [first] = await mailsTo(cuenta.correo);
    const res = await reenviar(cuenta.token);
    expect(res.statusCode).toBe(202);
    const [second] = await mailsTo(cuenta.correo);
    expect(second!.token).not.toBe(first!.token);

    const old = await confirmar(first!.token!);
    expect(old.statusCode).toBe(410);
    expect(old.json().detail).toBe(CONFIRMACION_MSG.enlaceVencido);
    expect((await confirmar(second!.token!)).statusCode).toBe(200);

    const done = await reenviar(cuenta.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().detail).toBe(CONFIRMACION_MSG.yaConfirmado);
    expect(await mailsTo(cuenta.correo)).toHaveLength(2);
  });

  it(`sends at most ${REENVIOS_POR_HORA} mails an hour per account, sign-up's included`, async () => {
    const cuenta = await signUp();
    for (let i = 1; i < REENVIOS_POR_HORA; i += 1)
      expect((await reenviar(cuenta.token)).statusCode).toBe(202);
    const over = await reenviar(cuenta.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe(CONFIRMACION_MSG.demasiadosReenvios);
    expect(await mailsTo(cuenta.correo)).toHaveLength(REENVIOS_POR_HORA);

    clock.advanceMinutes(61);
    expect((await reenviar(cuenta.token)).statusCode).toBe(202);
    expect(await mailsTo(cuenta.correo)).toHaveLength(REENVIOS_POR_HORA + 1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/Usuario/ReenviarConfirmacion' });
    expect(res.statusCode).toBe(401);
  });
});

describe('accounts that are confirmed without the mail', () => {
  it('a Google account is confirmed when made, and an unconfirmed one when Google links it', async () => {
    const service = createUsuariosService(db());
    const made = await service.findOrCreateGoogleUser({
      sub: `google-${Date.now()}`,
      email: `google-${Date.now()}@pulso.test`,
      givenName: 'Gala',
      familyName: 'Ruiz',
    });
    expect(made.correoConfirmadoAt).not.toBeNull();

    const cuenta = await signUp();
    expect(await confirmadoAt(cuenta.idUsuario)).toBeNull();
    const linked = await service.findOrCreateGoogleUser({
      sub: `google-link-${Date.now()}`,
      email: cuenta.correo,
      givenName: 'Sofía',
      familyName: 'Giménez',
    });
    expect(linked.idUsuario).toBe(cuenta.idUsuario);
    expect(await confirmadoAt(cuenta.idUsuario)).not.toBeNull();
    expect((await comprar(cuenta.token)).statusCode).toBe(201);
  });
});

describe('the address limit of the resend', () => {
  let low: TestApp;
  beforeAll(async () => {
    low = await createTestApp({ RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE: '2' });
  });
  afterAll(() => low.close());

  it('answers 429 in Spanish past the limit per address', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 3; i += 1) {
      const u = await low.createUser([0], { confirmado: false });
      const res = await low.app.inject({
        method: 'POST',
        url: '/api/v1/Usuario/ReenviarConfirmacion',
        headers: { authorization: `Bearer ${await low.tokenFor(u.idUsuario)}` },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
      if (res.statusCode !== 202) last = res.json<{ detail: string }>().detail;
    }
    expect(statuses).toEqual([202, 202, 429]);
    expect(last).toBe(MSG.demasiadosIntentos);
  });
});
