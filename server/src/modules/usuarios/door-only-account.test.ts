import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { RESET_MSG } from '@shared/validation/profile';
import {
  outbox,
  passwordResets,
  puertaPersonal,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { insertOnSale } from '../../test/checkout-fixtures';
import { withDesafio } from '../../test/desafio';
import { DOOR_NIGHT, invitationToken } from '../../test/door-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Door-only accounts made by the door's staff screen before invitations (role 3, no password,
 * no Google) no longer lock their owner out of the website (docs/decisions/0076-hostile-users.md).
 */

let t: TestApp;
let idEvento: number;
let orgToken: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pulso.test' });
  const org = await t.createUser([0, 2]);
  orgToken = await t.tokenFor(org.idUsuario);
  idEvento = (
    await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 1000, cantidad: 10 }], {
      nombre: 'Noche vieja',
      dias: [DOOR_NIGHT],
    })
  ).idEvento;
});
afterAll(() => t.close());

const db = () => t.database.db;

/**
 * An account as the old code left it: role 3, no credential, staff of the event, and the
 * invitation link (a password_resets row) it was mailed. Answers it and that link's token.
 */
async function legacyAccount() {
  n += 1;
  const correo = `vieja.puerta${n}@pulso.test`;
  const [row] = await db()
    .insert(usuarios)
    .values({ nombre: '', apellido: '', correo, correoConfirmadoAt: new Date() })
    .returning();
  const idUsuario = row!.idUsuario;
  await db().insert(usuarioRoles).values({ idUsuario, cdRol: 3 });
  await db().insert(puertaPersonal).values({ idEvento, idUsuario, addedAt: new Date() });
  const token = randomBytes(32).toString('base64url');
  await db()
    .insert(passwordResets)
    .values({
      idUsuario,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      createdAt: new Date(Date.now() - 24 * 3600_000),
      expiresAt: new Date(Date.now() + 6 * 24 * 3600_000),
    });
  return { idUsuario, correo, token };
}

const rolesOf = async (idUsuario: number) =>
  (
    await db()
      .select({ cdRol: usuarioRoles.cdRol })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, idUsuario))
  ).map((r) => r.cdRol);
const staffOf = async (idUsuario: number) =>
  db().select().from(puertaPersonal).where(eq(puertaPersonal.idUsuario, idUsuario));
const post = async (url: string, payload: Record<string, unknown>, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const webLogin = (correo: string, pass: string) =>
  post('/Security/Login', { usuario: correo, pass });
const register = async (correo: string) =>
  post(
    '/Usuario/CreateUsuario',
    {
      nombre: 'Dueña',
      apellido: 'Verdadera',
      correo,
      dni: '30111222',
      telefono: '1144443333',
      password: 'techno2024',
      cbu: '',
      bio: '',
      dtNacimiento: '1995-03-10',
    },
    await withDesafio(t.app),
  );

describe('door-only accounts from before invitations', () => {
  it('registering with the address claims the account: an ordinary, unconfirmed account, without the old door or link', async () => {
    const old = await legacyAccount();
    const res = await register(old.correo.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json().idUsuario).toBe(old.idUsuario);
    const [cuenta] = await db()
      .select()
      .from(usuarios)
      .where(eq(usuarios.idUsuario, old.idUsuario));
    expect(cuenta).toMatchObject({ nombre: 'Dueña', apellido: 'Verdadera', dni: '30111222' });
    // Registering proved nothing about the address: confirmed only by its mailed link.
    expect(cuenta!.correoConfirmadoAt).toBeNull();
    expect(await rolesOf(old.idUsuario)).toEqual([0]);
    expect(await staffOf(old.idUsuario)).toEqual([]);
    expect(
      await db().select().from(passwordResets).where(eq(passwordResets.idUsuario, old.idUsuario)),
    ).toEqual([]);
    // The link the old invitation mailed no longer sets its password.
    const reset = await post('/Usuario/RestablecerPassword', {
      token: old.token,
      nueva: 'otra-clave-9',
      confirmacion: 'otra-clave-9',
    });
    expect([reset.statusCode, reset.json().detail]).toEqual([400, RESET_MSG.enlaceInvalido]);
    expect((await webLogin(old.correo, 'techno2024')).statusCode).toBe(200);
    // The address is now taken as any other.
    const again = await register(old.correo);
    expect([again.statusCode, again.json().detail]).toEqual([409, MSG.correoEnUso]);
  });

  it('a password reset, or the old invitation link, opens it to the website and keeps its door', async () => {
    const old = await legacyAccount();
    // Without a password nobody signs in, and nothing tells whether the account exists.
    const none = await webLogin(old.correo, 'techno2024');
    expect([none.statusCode, none.json().detail]).toEqual([401, MSG.credencialesInvalidas]);
    expect((await post('/Usuario/RecuperarPassword', { correo: old.correo })).statusCode).toBe(202);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, old.correo))
      .orderBy(desc(outbox.id));
    const token = /restablecer-contrasena\?token=([\w-]+)/.exec(mail!.cuerpo)![1]!;
    expect(
      (
        await post('/Usuario/RestablecerPassword', {
          token,
          nueva: 'techno2024',
          confirmacion: 'techno2024',
        })
      ).statusCode,
    ).toBe(204);
    expect(await rolesOf(old.idUsuario)).toEqual([0]);
    expect(await staffOf(old.idUsuario)).toHaveLength(1);
    expect((await webLogin(old.correo, 'techno2024')).statusCode).toBe(200);

    const activated = await legacyAccount();
    expect(
      (await post('/Puerta/Activar', { token: activated.token, pass: 'puerta2030' })).statusCode,
    ).toBe(204);
    expect(await rolesOf(activated.idUsuario)).toEqual([0]);
    expect(await staffOf(activated.idUsuario)).toHaveLength(1);
    expect((await webLogin(activated.correo, 'puerta2030')).statusCode).toBe(200);
    expect(
      (await post('/Puerta/Login', { usuario: activated.correo, pass: 'puerta2030' })).statusCode,
    ).toBe(200);
  });

  it('a new invitation to its address makes it the invitee’s own account on accepting', async () => {
    const old = await legacyAccount();
    await db().delete(puertaPersonal).where(eq(puertaPersonal.idUsuario, old.idUsuario));
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Puerta/Personal',
      headers: { authorization: `Bearer ${orgToken}` },
      payload: { idEvento, correo: old.correo },
    });
    expect(invited.statusCode).toBe(201);
    const token = await invitationToken(t, old.correo);
    const view = await t.app.inject({ url: `/api/v1/Puerta/Invitacion?Token=${token}` });
    expect(view.json().cuentaExiste).toBe(false);
    const res = await post('/Puerta/Invitacion/Crear', {
      token,
      nombre: 'Dueña',
      apellido: 'Verdadera',
      pass: 'puerta2030',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().usuario.id).toBe(old.idUsuario);
    expect(await rolesOf(old.idUsuario)).toEqual([0]);
    expect((await staffOf(old.idUsuario)).map((r) => r.idEvento)).toEqual([idEvento]);
    const [cuenta] = await db()
      .select()
      .from(usuarios)
      .where(eq(usuarios.idUsuario, old.idUsuario));
    expect(cuenta!.correoConfirmadoAt).not.toBeNull();
    expect((await webLogin(old.correo, 'puerta2030')).statusCode).toBe(200);
  });
});
