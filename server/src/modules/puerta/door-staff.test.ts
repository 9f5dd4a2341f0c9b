import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOOR_MSG,
  type IngresosEvento,
  type InvitacionPuerta,
  type PersonalPuerta,
  type PuertaCambios,
  type PuertaSnapshot,
} from '@shared/api/door';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MAIL_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { doorInvitationMail } from '@shared/texts/door';
import { REGISTER_MSG } from '@shared/validation/auth';
import {
  eventoInvitaciones,
  eventos,
  ordenes,
  outbox,
  puertaPersonal,
  sesiones,
  tickets,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_NIGHT,
  DOOR_OPEN_AT,
  doorLogin,
  doorScene,
  escanear,
  invitationToken,
  inviteAndAccept,
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

describe('door invitations', () => {
  const invitaciones = (correo: string) =>
    t.database.db
      .select()
      .from(eventoInvitaciones)
      .where(eq(eventoInvitaciones.correo, correo))
      .orderBy(eventoInvitaciones.idInvitacion);
  const staffRows = (idUsuario: number) =>
    t.database.db
      .select({ idEvento: puertaPersonal.idEvento })
      .from(puertaPersonal)
      .where(eq(puertaPersonal.idUsuario, idUsuario));
  const rolesOf = async (idUsuario: number) =>
    (
      await t.database.db
        .select({ cdRol: usuarioRoles.cdRol })
        .from(usuarioRoles)
        .where(eq(usuarioRoles.idUsuario, idUsuario))
    ).map((r) => r.cdRol);
  const view = (token: string) =>
    asUser(t, null, 'GET', `/Puerta/Invitacion?Token=${encodeURIComponent(token)}`);
  const accept = (session: string, token: string) =>
    asUser(t, session, 'POST', '/Puerta/Invitacion/Aceptar', { token });
  const crear = (token: string, pass = 'puerta2030') =>
    asUser(t, null, 'POST', '/Puerta/Invitacion/Crear', {
      token,
      nombre: ' Nueva ',
      apellido: 'Puerta',
      pass,
    });
  const list = async (token = s.orgToken) =>
    (await asUser(t, token, 'GET', `/Puerta/Personal?IdEvento=${s.a.idEvento}`)).json<{
      personal: PersonalPuerta[];
      invitaciones: InvitacionPuerta[];
    }>();

  it('invites an existing attendee: nothing changes until they accept; then the door, and the website as before', async () => {
    const attendee = await t.createUser([0]);
    const res = await addStaff(attendee.correo.toUpperCase());
    expect(res.statusCode).toBe(201);
    const [row] = await invitaciones(attendee.correo);
    expect(res.json()).toEqual({
      invitacion: {
        idInvitacion: row!.idInvitacion,
        correo: attendee.correo,
        invitadaAt: DOOR_OPEN_AT.toISOString(),
        venceAt: new Date(DOOR_OPEN_AT.getTime() + 7 * 24 * 3600_000).toISOString(),
      },
    });
    expect(row).toMatchObject({
      idEvento: s.a.idEvento,
      rol: 'puerta',
      invitadoPor: s.organizador.idUsuario,
      aceptadaAt: null,
      revocadaAt: null,
    });
    expect(await staffRows(attendee.idUsuario)).toEqual([]);
    const mail = (await lastMailTo(attendee.correo))!;
    const token = await invitationToken(t, attendee.correo);
    expect(mail).toMatchObject(
      doorInvitationMail('Noche de puerta', `https://pulso.test/puerta/invitacion?token=${token}`),
    );
    // Only the token's SHA-256 is stored.
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect((await list()).invitaciones.map((i) => i.correo)).toContain(attendee.correo);

    expect((await view(token)).json()).toEqual({
      evento: 'Noche de puerta',
      correo: attendee.correo,
      cuentaExiste: true,
    });
    // Signed in as someone else: refused, nothing changes.
    const otra = await accept(s.buyerToken, token);
    expect([otra.statusCode, otra.json().detail]).toEqual([403, DOOR_MSG.invitacionOtraCuenta]);
    expect(await staffRows(s.buyer.idUsuario)).toEqual([]);

    const door = await doorLogin(t, attendee.correo, attendee.password);
    const snapshot = `/Puerta/Snapshot?IdFecha=${s.a.idFechas[0]}`;
    expect((await asUser(t, door, 'GET', snapshot)).statusCode).toBe(404);
    const ok = await accept(door, token);
    expect([ok.statusCode, ok.json()]).toEqual([200, { idEvento: s.a.idEvento }]);
    expect(await staffRows(attendee.idUsuario)).toEqual([{ idEvento: s.a.idEvento }]);
    expect((await invitaciones(attendee.correo))[0]).toMatchObject({
      aceptadaAt: DOOR_OPEN_AT,
      idUsuario: attendee.idUsuario,
    });
    expect(await rolesOf(attendee.idUsuario)).toEqual([0]);
    expect((await asUser(t, door, 'GET', snapshot)).statusCode).toBe(200);
    expect((await login('/Security/Login', attendee.correo, attendee.password)).statusCode).toBe(
      200,
    );
    const listed = await list();
    expect(listed.personal.find((p) => p.idUsuario === attendee.idUsuario)).toMatchObject({
      correo: attendee.correo,
      nombre: expect.stringContaining('Test'),
    });
    expect(listed.invitaciones.map((i) => i.correo)).not.toContain(attendee.correo);
    // A link works once.
    const again = await accept(door, token);
    expect([again.statusCode, again.json().detail]).toEqual([410, DOOR_MSG.invitacionUsada]);
  });

  it('makes no account for an unknown address until its owner accepts: then an ordinary, confirmed account with the door', async () => {
    const correo = 'nueva.puerta@pulso.test';
    const res = await addStaff(`  ${correo.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json().invitacion.correo).toBe(correo);
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.correo, correo))).toEqual(
      [],
    );
    const token = await invitationToken(t, correo);
    expect((await view(token)).json()).toEqual({
      evento: 'Noche de puerta',
      correo,
      cuentaExiste: false,
    });
    const weak = await crear(token, 'corta');
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain(REGISTER_MSG.passwordDebil);

    const ok = await crear(token);
    expect(ok.statusCode).toBe(201);
    const [cuenta] = await t.database.db.select().from(usuarios).where(eq(usuarios.correo, correo));
    expect(cuenta).toMatchObject({ nombre: 'Nueva', apellido: 'Puerta', googleSub: null });
    expect(cuenta!.correoConfirmadoAt).toEqual(DOOR_OPEN_AT);
    expect(await rolesOf(cuenta!.idUsuario)).toEqual([0]);
    expect(await staffRows(cuenta!.idUsuario)).toEqual([{ idEvento: s.a.idEvento }]);
    const { token: door, usuario } = ok.json<{ token: string; usuario: unknown }>();
    expect(usuario).toEqual({ id: cuenta!.idUsuario, name: 'Nueva Puerta', email: correo });
    expect(
      (await asUser(t, door, 'GET', `/Puerta/Snapshot?IdFecha=${s.a.idFechas[0]}`)).statusCode,
    ).toBe(200);
    // Nothing locks its owner out of the website.
    expect((await login('/Security/Login', correo, 'puerta2030')).statusCode).toBe(200);
    const twice = await crear(token);
    expect([twice.statusCode, twice.json().detail]).toEqual([410, DOOR_MSG.invitacionUsada]);
  });

  it('asks an address that has an account to sign in rather than make one', async () => {
    const attendee = await t.createUser([0]);
    expect((await addStaff(attendee.correo)).statusCode).toBe(201);
    const res = await crear(await invitationToken(t, attendee.correo));
    expect([res.statusCode, res.json().detail]).toEqual([409, DOOR_MSG.invitacionConCuenta]);
    expect(await staffRows(attendee.idUsuario)).toEqual([]);
    expect((await invitaciones(attendee.correo))[0]!.aceptadaAt).toBeNull();
  });

  it('lists pending invitations and withdraws them; withdrawn, expired and unknown links say so', async () => {
    const correo = 'retirada@pulso.test';
    const { idInvitacion } = (await addStaff(correo)).json().invitacion;
    const token = await invitationToken(t, correo);
    expect((await list()).invitaciones).toContainEqual(expect.objectContaining({ correo }));
    const url = `/Puerta/Invitacion?IdEvento=${s.a.idEvento}&IdInvitacion=${idInvitacion}`;
    expect((await asUser(t, s.otroToken, 'DELETE', url)).statusCode).toBe(404);
    expect((await asUser(t, s.orgToken, 'DELETE', url)).statusCode).toBe(204);
    expect((await invitaciones(correo))[0]!.revocadaAt).toEqual(DOOR_OPEN_AT);
    expect((await list()).invitaciones.map((i) => i.correo)).not.toContain(correo);
    const again = await asUser(t, s.orgToken, 'DELETE', url);
    expect([again.statusCode, again.json().detail]).toEqual([404, DOOR_MSG.invitacionNoEncontrada]);
    for (const res of [await view(token), await crear(token), await accept(s.staffToken, token)])
      expect([res.statusCode, res.json().detail]).toEqual([410, DOOR_MSG.invitacionRetirada]);
    const unknown = await view('x'.repeat(43));
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, DOOR_MSG.invitacionInvalida]);

    // Expired: refused; the address can be invited again.
    const tarde = 'tarde@pulso.test';
    expect((await addStaff(tarde)).statusCode).toBe(201);
    const old = await invitationToken(t, tarde);
    clock.set(new Date(DOOR_OPEN_AT.getTime() + 7 * 24 * 3600_000 + 1000));
    const vencida = await crear(old);
    expect([vencida.statusCode, vencida.json().detail]).toEqual([410, DOOR_MSG.invitacionVencida]);
    expect((await list()).invitaciones.map((i) => i.correo)).not.toContain(tarde);
    expect((await addStaff(tarde)).statusCode).toBe(201);
    expect((await invitaciones(tarde)).map((i) => i.revocadaAt !== null)).toEqual([true, false]);
    expect((await view(await invitationToken(t, tarde))).statusCode).toBe(200);

    // An accepted invitation is not withdrawn: the person is removed instead.
    clock.set(DOOR_OPEN_AT);
    const extra = await t.createUser([0]);
    await inviteAndAccept(t, s.orgToken, s.a.idEvento, extra);
    const [accepted] = await invitaciones(extra.correo);
    const late = await asUser(
      t,
      s.orgToken,
      'DELETE',
      `/Puerta/Invitacion?IdEvento=${s.a.idEvento}&IdInvitacion=${accepted!.idInvitacion}`,
    );
    expect([late.statusCode, late.json().detail]).toEqual([409, DOOR_MSG.invitacionYaAceptada]);
  });

  it('refuses staff, invited addresses, the owner, bad e-mails, unapproved, cancelled and others’ events, changing nothing', async () => {
    const count = async (table: typeof puertaPersonal | typeof eventoInvitaciones) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    expect((await addStaff('dos.veces@pulso.test')).statusCode).toBe(201);
    const before = [await count(puertaPersonal), await count(eventoInvitaciones)];
    const mails = (await t.database.db.select().from(outbox)).length;
    const dup = await addStaff(s.staff.correo);
    expect([dup.statusCode, dup.json().detail]).toEqual([409, DOOR_MSG.yaEsPersonal]);
    const twice = await addStaff('dos.veces@pulso.test');
    expect([twice.statusCode, twice.json().detail]).toEqual([409, DOOR_MSG.yaInvitado]);
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
    // Creating an event makes an organiser, but only an approved event invites.
    const nuevo = await t.createUser([0]);
    const nuevoToken = await t.tokenFor(nuevo.idUsuario);
    for (const [cdEstado, status, detail, token, idUsuario] of [
      [
        ESTADO_EVENTO.POR_APROBAR,
        409,
        DOOR_MSG.eventoNoAprobado,
        s.orgToken,
        s.organizador.idUsuario,
      ],
      [ESTADO_EVENTO.BORRADO, 409, DOOR_MSG.eventoSinPuerta, s.orgToken, s.organizador.idUsuario],
      [ESTADO_EVENTO.RECHAZADO, 409, DOOR_MSG.eventoSinPuerta, s.orgToken, s.organizador.idUsuario],
    ] as const) {
      const [ev] = await t.database.db
        .insert(eventos)
        .values({ idUsuario, nombre: `Estado ${cdEstado}`, cdEstado })
        .returning();
      const res = await addStaff('alguien@pulso.test', token, ev!.idEvento);
      expect([res.statusCode, res.json().detail]).toEqual([status, detail]);
    }
    // An account that is no organiser at all never reaches the route.
    expect((await addStaff('alguien@pulso.test', nuevoToken)).statusCode).toBe(403);
    expect([await count(puertaPersonal), await count(eventoInvitaciones)]).toEqual(before);
    expect((await t.database.db.select().from(outbox)).length).toBe(mails);
    expect(
      await t.database.db.select().from(usuarios).where(eq(usuarios.correo, 'alguien@pulso.test')),
    ).toEqual([]);
    // An administrator may invite to any approved event.
    const admin = await t.tokenFor((await t.createUser([1])).idUsuario);
    expect((await addStaff('de.admin@pulso.test', admin)).statusCode).toBe(201);
  });

  it('limits invitation mails per inviting account (an hour) and per address (a day): 429, nothing stored or sent', async () => {
    const org = await t.createUser([0, 2]);
    const orgToken = await t.tokenFor(org.idUsuario);
    const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 1000, cantidad: 10 }], {
      nombre: 'Noche con límite',
      dias: [DOOR_NIGHT],
    });
    const invite = (correo: string) => addStaff(correo, orgToken, ev.idEvento);
    const { porCuentaPorHora, porDestinatarioPorDia } = MAIL_LIMITS.invitaciones;
    // One address, invited and withdrawn again and again.
    const victima = 'victima.invitaciones@pulso.test';
    for (let i = 0; i < porDestinatarioPorDia; i++) {
      const res = await invite(victima);
      expect(res.statusCode).toBe(201);
      const { idInvitacion } = res.json().invitacion;
      await asUser(
        t,
        orgToken,
        'DELETE',
        `/Puerta/Invitacion?IdEvento=${ev.idEvento}&IdInvitacion=${idInvitacion}`,
      );
    }
    const mailsBefore = (await t.database.db.select().from(outbox)).length;
    const over = await invite(victima);
    expect([over.statusCode, over.json().detail]).toEqual([429, MSG.demasiadosCorreosDestinatario]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await invitaciones(victima)).toHaveLength(porDestinatarioPorDia);
    // Other addresses until the account's hour is used up (the refused one did not count).
    for (let i = porDestinatarioPorDia; i < porCuentaPorHora; i++)
      expect((await invite(`invitada${i}@pulso.test`)).statusCode).toBe(201);
    const spent = await invite('una.mas@pulso.test');
    expect([spent.statusCode, spent.json().detail]).toEqual([429, MSG.demasiadosCorreos]);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect(await invitaciones('una.mas@pulso.test')).toEqual([]);
    expect((await t.database.db.select().from(outbox)).length).toBe(
      mailsBefore + porCuentaPorHora - porDestinatarioPorDia,
    );
    // Another organiser is not held back by this one.
    expect((await addStaff('una.mas@pulso.test')).statusCode).toBe(201);
  });

  it('removes staff (204), withdrawing their open invitation, and answers 404 for someone who is not staff', async () => {
    const extra = await t.createUser([0]);
    await inviteAndAccept(t, s.orgToken, s.a.idEvento, extra);
    const url = `/Puerta/Personal?IdEvento=${s.a.idEvento}&IdUsuario=${extra.idUsuario}`;
    expect((await asUser(t, s.otroToken, 'DELETE', url)).statusCode).toBe(404);
    expect((await asUser(t, s.orgToken, 'DELETE', url)).statusCode).toBe(204);
    expect(await staffRows(extra.idUsuario)).toEqual([]);
    const again = await asUser(t, s.orgToken, 'DELETE', url);
    expect([again.statusCode, again.json().detail]).toEqual([404, DOOR_MSG.personalNoEncontrado]);
    // Removed, and invited again: removing once more withdraws the open invitation.
    await inviteAndAccept(t, s.orgToken, s.a.idEvento, extra);
    expect((await asUser(t, s.orgToken, 'DELETE', url)).statusCode).toBe(204);
    expect((await addStaff(extra.correo)).statusCode).toBe(201);
    await t.database.db
      .insert(puertaPersonal)
      .values({ idEvento: s.a.idEvento, idUsuario: extra.idUsuario, addedAt: DOOR_OPEN_AT });
    expect((await asUser(t, s.orgToken, 'DELETE', url)).statusCode).toBe(204);
    expect((await invitaciones(extra.correo)).map((i) => i.revocadaAt !== null)).toEqual([
      false,
      false,
      true,
    ]);
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
      .select({ tid: tickets.uid, codigoCorto: tickets.codigoCorto })
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
        // Typed at the door, it admits offline too.
        codigoCorto: u.codigoCorto,
        cdTipo: 0,
        dsTipo: 'General',
        admite: 'General',
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
      {
        tid: nuevoTid,
        codigoCorto: nuevo.tickets[0]!.codigoCorto,
        cdTipo: 2,
        dsTipo: 'VIP',
        admite: 'VIP',
        titular: 'Ana Pérez',
        dni: '30123456',
      },
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
