import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOOR_MSG,
  type IngresosEvento,
  type PersonalPuerta,
  type PuertaCambios,
  type PuertaSnapshot,
} from '@shared/api/door';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { doorAddedMail } from '@shared/texts/door';
import {
  eventos,
  ordenes,
  outbox,
  passwordResets,
  puertaPersonal,
  sesiones,
  tickets,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { CHECKOUT_NOW, testClock } from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_OPEN_AT,
  doorLogin,
  doorScene,
  escanear,
  type DoorScene,
} from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let s: DoorScene;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pulso.test' }, { now: clock.now });
  s = await doorScene(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set(DOOR_OPEN_AT));

const lastMailTo = async (correo: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, correo))
      .orderBy(desc(outbox.id))
  )[0];
const addStaff = (correo: string, token = s.orgToken, idEvento = s.a.idEvento) =>
  asUser(t, token, 'POST', '/Puerta/Personal', { idEvento, correo });
const login = (path: string, usuario: string, pass: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${path}`, payload: { usuario, pass } });

describe('door sessions', () => {
  it('gives role 3 a door session that only door routes accept; the website keeps refusing role 3', async () => {
    const res = await login('/Puerta/Login', s.staff.correo.toUpperCase(), s.staff.password);
    expect(res.statusCode).toBe(200);
    const { token, usuario } = res.json<{ token: string; usuario: unknown }>();
    expect(usuario).toEqual({
      id: s.staff.idUsuario,
      name: expect.any(String),
      email: s.staff.correo,
    });
    const rows = await t.database.db
      .select({ tipo: sesiones.tipo })
      .from(sesiones)
      .where(eq(sesiones.idUsuario, s.staff.idUsuario));
    expect(rows.every((r) => r.tipo === 'puerta')).toBe(true);

    expect((await asUser(t, token, 'GET', '/Puerta/Yo')).json().usuario.id).toBe(s.staff.idUsuario);
    // Anywhere else it is as if there were no token.
    const me = await asUser(t, token, 'GET', '/Security/Me');
    expect(me.statusCode).toBe(401);
    expect(me.json().detail).toBe(MSG.sesionVencida);
    expect((await asUser(t, token, 'GET', '/Entrada/MisEntradas')).statusCode).toBe(401);
    expect((await asUser(t, token, 'GET', '/Evento/GetGeneros')).statusCode).toBe(200);

    const web = await login('/Security/Login', s.staff.correo, s.staff.password);
    expect(web.statusCode).toBe(403);
    expect(web.json().detail).toBe(MSG.rolValidador);
  });

  it("keeps an attendee's door session off the website too, and logout ends it", async () => {
    const attendee = await t.createUser([0]);
    const token = await doorLogin(t, attendee.correo, attendee.password);
    expect((await asUser(t, token, 'GET', '/Entrada/MisEntradas')).statusCode).toBe(401);
    expect((await asUser(t, token, 'POST', '/Puerta/Logout')).statusCode).toBe(204);
    expect((await asUser(t, token, 'GET', '/Puerta/Yo')).statusCode).toBe(401);
    // Web sessions work on door routes (an organiser opening the door from the website).
    expect((await asUser(t, s.orgToken, 'GET', '/Puerta/Yo')).statusCode).toBe(200);
  });

  it('says "Credenciales inválidas" for a wrong password, an unknown e-mail and an account with no password', async () => {
    const nopass = await t.database.db
      .insert(usuarios)
      .values({ nombre: 'Sin', apellido: 'Clave', correo: 'sin.clave@pulso.test' })
      .returning();
    for (const [u, p] of [
      [s.staff.correo, 'otra-clave-1'],
      ['nadie@pulso.test', 'clave1234'],
      [nopass[0]!.correo, 'clave1234'],
    ]) {
      const res = await login('/Puerta/Login', u!, p!);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(MSG.credencialesInvalidas);
    }
  });
});

describe('door staff', () => {
  it('adds an existing account as it is: it keeps the website and gets a mail', async () => {
    const attendee = await t.createUser([0]);
    const res = await addStaff(attendee.correo.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json<{ persona: PersonalPuerta; invitado: boolean }>()).toEqual({
      persona: {
        idUsuario: attendee.idUsuario,
        correo: attendee.correo,
        nombre: expect.stringContaining('Test'),
        invitacionPendiente: false,
        agregadoAt: DOOR_OPEN_AT.toISOString(),
      },
      invitado: false,
    });
    const mail = await lastMailTo(attendee.correo);
    expect(mail).toMatchObject(doorAddedMail('Noche de puerta', 'https://pulso.test/puerta'));
    const roles = await t.database.db
      .select({ cdRol: usuarioRoles.cdRol })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, attendee.idUsuario));
    expect(roles.map((r) => r.cdRol)).toEqual([0]);
    expect((await login('/Security/Login', attendee.correo, attendee.password)).statusCode).toBe(
      200,
    );
    const door = await doorLogin(t, attendee.correo, attendee.password);
    expect(
      (await asUser(t, door, 'GET', `/Puerta/Snapshot?IdFecha=${s.a.idFechas[0]}`)).statusCode,
    ).toBe(200);
  });

  it('invites a new e-mail: a role-3 account with no password, an invitation, then the door', async () => {
    const correo = 'nueva.puerta@pulso.test';
    const res = await addStaff(`  ${correo.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      persona: { correo, nombre: correo, invitacionPendiente: true },
      invitado: true,
    });
    const [cuenta] = await t.database.db.select().from(usuarios).where(eq(usuarios.correo, correo));
    expect(cuenta!.passwordHash).toBeNull();
    const roles = await t.database.db
      .select({ cdRol: usuarioRoles.cdRol })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, cuenta!.idUsuario));
    expect(roles.map((r) => r.cdRol)).toEqual([3]);
    const mail = (await lastMailTo(correo))!;
    expect(mail.asunto).toBe('Te invitaron a la puerta de Noche de puerta en Pulso');
    const link = /https:\/\/pulso\.test\/puerta\/activar\?token=([\w-]+)/.exec(mail.cuerpo);
    expect(link).not.toBeNull();
    const [reset] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.idUsuario, cuenta!.idUsuario));
    expect(reset!.expiresAt.getTime() - DOOR_OPEN_AT.getTime()).toBe(7 * 24 * 3600_000);

    expect((await login('/Puerta/Login', correo, 'puerta2030')).statusCode).toBe(401);
    const weak = await asUser(t, null, 'POST', '/Puerta/Activar', {
      token: link![1],
      pass: 'corta',
    });
    expect(weak.statusCode).toBe(400);
    const ok = await asUser(t, null, 'POST', '/Puerta/Activar', {
      token: link![1],
      pass: 'puerta2030',
    });
    expect(ok.statusCode).toBe(204);
    const door = await login('/Puerta/Login', correo, 'puerta2030');
    expect(door.statusCode).toBe(200);
    const web = await login('/Security/Login', correo, 'puerta2030');
    expect([web.statusCode, web.json().detail]).toEqual([403, MSG.rolValidador]);
    for (const token of [link![1], 'x'.repeat(43)]) {
      const again = await asUser(t, null, 'POST', '/Puerta/Activar', { token, pass: 'otra2030x' });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe(DOOR_MSG.invitacionInvalida);
    }
    const list = await asUser(t, s.orgToken, 'GET', `/Puerta/Personal?IdEvento=${s.a.idEvento}`);
    expect(
      list.json<{ personal: PersonalPuerta[] }>().personal.find((p) => p.correo === correo),
    ).toMatchObject({ invitacionPendiente: false });
  });

  it('refuses an expired invitation', async () => {
    const correo = 'tarde@pulso.test';
    expect((await addStaff(correo)).statusCode).toBe(201);
    const token = /token=([\w-]+)/.exec((await lastMailTo(correo))!.cuerpo)![1];
    clock.set(new Date(DOOR_OPEN_AT.getTime() + 7 * 24 * 3600_000 + 1000));
    const res = await asUser(t, null, 'POST', '/Puerta/Activar', { token, pass: 'puerta2030' });
    expect([res.statusCode, res.json().detail]).toEqual([400, DOOR_MSG.invitacionInvalida]);
  });

  it('refuses duplicates, the owner, bad e-mails, cancelled events and others’ events, changing nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(puertaPersonal))[0]!.n;
    const before = await count();
    const mails = (await t.database.db.select().from(outbox)).length;
    const dup = await addStaff(s.staff.correo);
    expect([dup.statusCode, dup.json().detail]).toEqual([409, DOOR_MSG.yaEsPersonal]);
    const [owner] = await t.database.db
      .select({ correo: usuarios.correo })
      .from(usuarios)
      .where(eq(usuarios.idUsuario, s.organizador.idUsuario));
    const self = await addStaff(owner!.correo);
    expect([self.statusCode, self.json().detail]).toEqual([400, DOOR_MSG.esElOrganizador]);
    const bad = await addStaff('no-es-correo');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(DOOR_MSG.correoInvalido);
    const others = await addStaff('alguien@pulso.test', s.otroToken);
    expect([others.statusCode, others.json().detail]).toEqual([404, MSG.eventoNoEncontrado]);
    const attendee = await addStaff('alguien@pulso.test', s.buyerToken);
    expect(attendee.statusCode).toBe(403);
    // A cancelled event has no door.
    const cancelled = await t.database.db
      .insert(eventos)
      .values({
        idUsuario: s.organizador.idUsuario,
        nombre: 'Cancelado',
        cdEstado: ESTADO_EVENTO.BORRADO,
      })
      .returning();
    const sinPuerta = await addStaff('alguien@pulso.test', s.orgToken, cancelled[0]!.idEvento);
    expect([sinPuerta.statusCode, sinPuerta.json().detail]).toEqual([
      409,
      DOOR_MSG.eventoSinPuerta,
    ]);
    expect(await count()).toBe(before);
    expect((await t.database.db.select().from(outbox)).length).toBe(mails);
    expect(
      await t.database.db.select().from(usuarios).where(eq(usuarios.correo, 'alguien@pulso.test')),
    ).toEqual([]);
  });

  it('removes staff (204) and answers 404 for someone who is not staff', async () => {
    const extra = await t.createUser([0]);
    expect((await addStaff(extra.correo)).statusCode).toBe(201);
    const url = `/Puerta/Personal?IdEvento=${s.a.idEvento}&IdUsuario=${extra.idUsuario}`;
    expect((await asUser(t, s.otroToken, 'DELETE', url)).statusCode).toBe(404);
    expect((await asUser(t, s.orgToken, 'DELETE', url)).statusCode).toBe(204);
    const again = await asUser(t, s.orgToken, 'DELETE', url);
    expect([again.statusCode, again.json().detail]).toEqual([404, DOOR_MSG.personalNoEncontrado]);
  });
});

describe('snapshot and changes', () => {
  it('downloads the day: paid tickets with holder, revoked ones, who got in, the key and a cursor', async () => {
    const res = await asUser(t, s.staffToken, 'GET', `/Puerta/Snapshot?IdFecha=${s.a.idFechas[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const snap = res.json<PuertaSnapshot>();
    const clave = (await t.app.inject({ url: '/api/v1/Entrada/ClavePublica' })).json();
    const uids = await t.database.db
      .select({ tid: tickets.uid })
      .from(tickets)
      .where(eq(tickets.idFecha, s.a.idFechas[0]!))
      .orderBy(tickets.idTicket);
    expect(snap).toMatchObject({
      idEvento: s.a.idEvento,
      nombreEvento: 'Noche de puerta',
      fecha: { idFecha: s.a.idFechas[0], nroFecha: 1 },
      servidorAt: DOOR_OPEN_AT.toISOString(),
      clave,
      revocadas: [],
      ingresos: [],
      vendidos: 6,
    });
    expect(snap.entradas).toEqual(
      uids.map((u) => ({
        tid: u.tid,
        cdTipo: 0,
        dsTipo: 'General',
        titular: 'Ana Pérez',
        dni: '30123456',
      })),
    );
    expect(typeof snap.cursor).toBe('string');

    // Then: a scan, a new purchase and a refund.
    const scanned = await escanear(t, s.staffToken, {
      idFecha: s.a.idFechas[0],
      codigo: s.night1[0]!.codigo,
    });
    expect(scanned.json().resultado).toBe('admitido');
    const nuevo = await buyPaid(t, s.buyerToken, s.a.idEvento, [
      { idFecha: s.a.idFechas[0]!, cdTipo: 2, cantidad: 1 },
    ]);
    await t.database.db
      .update(ordenes)
      .set({ estado: 'reembolsada', updatedAt: DOOR_OPEN_AT })
      .where(eq(ordenes.idOrden, s.orden.idOrden));
    clock.set(new Date(DOOR_OPEN_AT.getTime() + 60_000));
    const cambios = (
      await asUser(
        t,
        s.staffToken,
        'GET',
        `/Puerta/Cambios?IdFecha=${s.a.idFechas[0]}&Desde=${snap.cursor}`,
      )
    ).json<PuertaCambios>();
    const nuevoTid = (
      await t.database.db
        .select({ tid: tickets.uid })
        .from(tickets)
        .where(eq(tickets.idTicket, nuevo.tickets[0]!.idTicket))
    )[0]!.tid;
    expect(cambios.entradas).toEqual([
      { tid: nuevoTid, cdTipo: 2, dsTipo: 'VIP', titular: 'Ana Pérez', dni: '30123456' },
    ]);
    expect(cambios.revocadas).toEqual(uids.map((u) => u.tid));
    expect(cambios.ingresos).toEqual([
      { tid: uids[0]!.tid, at: DOOR_OPEN_AT.toISOString(), puerta: 'Puerta 1' },
    ]);
    expect(cambios.vendidos).toBe(1);
    expect(cambios.servidorAt).toBe(clock.now().toISOString());

    // Nothing new past the overlap: an empty delta.
    clock.set(new Date(DOOR_OPEN_AT.getTime() + 120_000));
    const quiet = (
      await asUser(
        t,
        s.staffToken,
        'GET',
        `/Puerta/Cambios?IdFecha=${s.a.idFechas[0]}&Desde=${cambios.cursor}`,
      )
    ).json<PuertaCambios>();
    expect([quiet.entradas, quiet.revocadas, quiet.ingresos]).toEqual([[], [], []]);
    // Put the order back for the other tests.
    await t.database.db
      .update(ordenes)
      .set({ estado: 'pagada' })
      .where(eq(ordenes.idOrden, s.orden.idOrden));
  });

  it('answers 400 for a cursor the server did not give', async () => {
    const future = Buffer.from(`v1.${DOOR_OPEN_AT.getTime() + 3600_000}`).toString('base64url');
    for (const desde of ['x', 'djEuYWJj', future, '%%%', '']) {
      const res = await asUser(
        t,
        s.staffToken,
        'GET',
        `/Puerta/Cambios?IdFecha=${s.a.idFechas[0]}&Desde=${encodeURIComponent(desde)}`,
      );
      expect(res.statusCode, desde).toBe(400);
      expect(res.json().detail).toBe(DOOR_MSG.cursorInvalido);
    }
  });
});

describe('GET /Puerta/Ingresos', () => {
  it('counts who got in out of the tickets sold, per day, door and type', async () => {
    const second = s.night1[1]!;
    await escanear(t, s.staffToken, {
      idFecha: second.idFecha,
      codigo: second.codigo,
      puerta: 'VIP',
    });
    const res = await asUser(t, s.orgToken, 'GET', `/Puerta/Ingresos?IdEvento=${s.a.idEvento}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<IngresosEvento>();
    expect(body).toMatchObject({ idEvento: s.a.idEvento, nombre: 'Noche de puerta' });
    const [d1, d2] = body.fechas;
    expect(d1).toMatchObject({
      idFecha: s.a.idFechas[0],
      nroFecha: 1,
      abierta: true,
      ingresados: 2,
      vendidos: 7,
      porPuerta: [
        { puerta: 'Puerta 1', ingresados: 1 },
        { puerta: 'VIP', ingresados: 1 },
      ],
      porTipo: [
        { cdTipo: 0, dsTipo: 'General', ingresados: 2, vendidos: 6 },
        { cdTipo: 2, dsTipo: 'VIP', ingresados: 0, vendidos: 1 },
      ],
    });
    expect(d2).toMatchObject({
      idFecha: s.a.idFechas[1],
      nroFecha: 2,
      abierta: false,
      ingresados: 0,
      vendidos: 1,
      porPuerta: [],
    });
    const other = await asUser(t, s.otroToken, 'GET', `/Puerta/Ingresos?IdEvento=${s.a.idEvento}`);
    expect([other.statusCode, other.json().detail]).toEqual([404, MSG.eventoNoEncontrado]);
    // Door sessions do not reach the organiser's screens.
    expect(
      (await asUser(t, s.staffToken, 'GET', `/Puerta/Ingresos?IdEvento=${s.a.idEvento}`))
        .statusCode,
    ).toBe(401);
  });
});
