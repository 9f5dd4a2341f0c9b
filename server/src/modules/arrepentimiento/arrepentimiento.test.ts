import { formatDiaSemana, formatHora } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketCard } from '@shared/api/after-sale';
import {
  ARREPENTIMIENTO_MSG,
  type ArrepentimientoPreview,
  type ArrepentimientoView,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import { MSG } from '@shared/messages';
import { WITHDRAWAL_MAIL, WITHDRAWAL_REQUEST_MAIL } from '@shared/texts/withdrawal';
import {
  arrepentimientoSolicitudes,
  arrepentimientos,
  auditoria,
  entradas,
  ordenes,
  outbox,
  reembolsos,
} from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, NIGHT, testClock } from '../../test/checkout-fixtures';
import { admitAtDoor, asUser } from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WITHDRAWAL_REQUEST } from './arrepentimiento-service';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: { idUsuario: number; token: string };
let near: { idEvento: number; idFechas: number[] };
/** A night seven weeks away: the ten calendar days end first. */
const FAR_NIGHT = '2030-02-20T23:00:00-03:00';
let far: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const o = await t.createUser([0, 2]);
  organizador = { idUsuario: o.idUsuario, token: await t.tokenFor(o.idUsuario) };
  near = await insertOnSale(t, o.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 50 }], {
    nombre: 'Noche cercana',
    dias: [NIGHT],
  });
  far = await insertOnSale(t, o.idUsuario, [{ cdTipo: 0, precio: 8000, cantidad: 50 }], {
    nombre: 'Noche lejana',
    dias: [FAR_NIGHT],
  });
});
afterAll(() => t.close());
beforeEach(() => clock.set(CHECKOUT_NOW));

// Each request from its own address unless a test says otherwise: the route's limit per
// address is tested apart.
let addresses = 0;
const nextAddress = () => `10.33.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const pedir = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/Arrepentimiento',
    remoteAddress,
    payload,
  });
const preview = (token: string | null, link: string) =>
  asUser(t, token, 'GET', `/Orden/Arrepentimiento/Solicitud?token=${encodeURIComponent(link)}`);
const confirmar = (token: string | null, link: string) =>
  asUser(t, token, 'POST', '/Orden/Arrepentimiento/Confirmar', { token: link });
const propia = (token: string, idOrden: number) =>
  asUser(t, token, 'POST', '/Orden/Arrepentimiento/Propia', { idOrden });

async function buyer() {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}
const buy = (token: string, ev: { idEvento: number; idFechas: number[] }, cantidad = 2) =>
  buyPaid(t, token, ev.idEvento, [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad }]);
const numeroOf = async (idOrden: number) =>
  (await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!.numero;
const orderRow = async (idOrden: number) =>
  (await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!;
const sold = async (idFecha: number) =>
  (await t.database.db.select().from(entradas).where(eq(entradas.idFecha, idFecha)))[0]!.vendidas;
const requestsOf = (idOrden: number) =>
  t.database.db
    .select()
    .from(arrepentimientoSolicitudes)
    .where(eq(arrepentimientoSolicitudes.idOrden, idOrden));
const mailsTo = (correo: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.destinatario, correo))
    .orderBy(desc(outbox.id));
const requestMails = async (correo: string, evento: string) =>
  (await mailsTo(correo)).filter((m) => m.asunto === WITHDRAWAL_REQUEST_MAIL.asunto(evento));
/** The link's token in the newest request mail to this address. */
async function linkIn(correo: string, evento: string): Promise<string> {
  const [mail] = await requestMails(correo, evento);
  const m = /\/arrepentimiento\/confirmar\/([A-Za-z0-9_-]+)/.exec(mail?.cuerpo ?? '');
  if (!m) throw new Error(`no withdrawal link mailed to ${correo}`);
  return m[1]!;
}
/** Asks signed out with the order's number and e-mail, and reads the link back from the mail. */
async function askByMail(b: { correo: string }, idOrden: number, evento: string) {
  const res = await pedir({ numero: await numeroOf(idOrden), correo: b.correo });
  expect(res.statusCode, res.body).toBe(202);
  return linkIn(b.correo, evento);
}

describe('POST /Orden/Arrepentimiento: anyone asks, and is told nothing', () => {
  it('unknown number, another e-mail, a used ticket and a good request get the same answer; only the buyer’s address hears what happened', async () => {
    const b = await buyer();
    const ok = await buy(b.token, near);
    const used = await buy(b.token, near, 1);
    await admitAtDoor(
      t,
      clock,
      organizador.token,
      used.tickets,
      new Date('2030-01-04T22:00:00-03:00'),
    );
    const mailsBefore = (await mailsTo(b.correo)).length;

    const cases = {
      desconocido: { numero: 'ABCDEF012345', correo: b.correo },
      otroCorreo: { numero: await numeroOf(ok.idOrden), correo: 'otra@pulso.test' },
      usada: { numero: await numeroOf(used.idOrden), correo: b.correo },
      bien: { numero: await numeroOf(ok.idOrden), correo: b.correo.toUpperCase() },
    };
    const answers: Record<string, { status: number; body: string; ms: number }> = {};
    for (const [name, payload] of Object.entries(cases)) {
      const started = performance.now();
      const res = await pedir(payload);
      answers[name] = { status: res.statusCode, body: res.body, ms: performance.now() - started };
    }
    for (const a of Object.values(answers)) {
      expect(a.status).toBe(202);
      expect(a.body).toBe(JSON.stringify({ mensaje: ARREPENTIMIENTO_MSG.solicitado }));
      expect(a.ms).toBeGreaterThanOrEqual(WITHDRAWAL_REQUEST.answerMs - 5);
    }

    // The good one: a request row with its code, and the mail with the code and the link.
    const [request] = await requestsOf(ok.idOrden);
    expect(request).toMatchObject({ correo: b.correo, confirmadoAt: null });
    expect(request!.codigo).toMatch(/^ARR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(request!.expiresAt.getTime()).toBe(
      CHECKOUT_NOW.getTime() + WITHDRAWAL_REQUEST.linkHours * 3600_000,
    );
    const link = await linkIn(b.correo, 'Noche cercana');
    expect(request!.tokenHash).not.toContain(link);
    const [mail] = await requestMails(b.correo, 'Noche cercana');
    expect(mail!.cuerpo).toContain(request!.codigo);
    expect(mail!.cuerpo).toContain(formatOrderNumber(await numeroOf(ok.idOrden)));
    // The used one: the buyer is told why, nothing is stored.
    const refusals = (await mailsTo(b.correo)).filter(
      (m) => m.asunto === WITHDRAWAL_REQUEST_MAIL.rechazoAsunto('Noche cercana'),
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.cuerpo).toContain(ARREPENTIMIENTO_MSG.ingresada);
    expect(await requestsOf(used.idOrden)).toEqual([]);
    // Nothing else went anywhere: two mails to the buyer, none to the typed address.
    expect((await mailsTo(b.correo)).length - mailsBefore).toBe(2);
    expect(await mailsTo('otra@pulso.test')).toEqual([]);
    // Asking revokes nothing.
    expect((await orderRow(ok.idOrden)).estado).toBe('pagada');
    expect(
      await t.database.db
        .select()
        .from(arrepentimientos)
        .where(eq(arrepentimientos.idOrden, ok.idOrden)),
    ).toEqual([]);
  });

  it('the number is typed with or without dashes or spaces, in any case; a malformed one or e-mail is a Spanish 400', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 1);
    const numero = await numeroOf(orden.idOrden);
    const typed = formatOrderNumber(numero).toLowerCase().replace('-', ' ');
    expect((await pedir({ numero: typed, correo: ` ${b.correo} ` })).statusCode).toBe(202);
    expect(await requestsOf(orden.idOrden)).toHaveLength(1);

    const sequential = await pedir({ numero: String(orden.idOrden), correo: b.correo });
    expect(sequential.statusCode).toBe(400);
    expect(sequential.body).toContain(ARREPENTIMIENTO_MSG.orden);
    const bad = await pedir({ numero, correo: 'no-es-correo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(ARREPENTIMIENTO_MSG.correo);
    const noMail = await pedir({ numero });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.body).toContain(ARREPENTIMIENTO_MSG.correo);
    expect(await requestsOf(orden.idOrden)).toHaveLength(1);
  });

  it(`at most ${WITHDRAWAL_REQUEST.mailsPerOrder} request mails per order a day, wherever asked from; the answer does not change`, async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 1);
    const payload = { numero: await numeroOf(orden.idOrden), correo: b.correo };
    const answers = [];
    for (let i = 0; i < WITHDRAWAL_REQUEST.mailsPerOrder + 2; i++)
      answers.push((await pedir(payload)).body);
    expect(new Set(answers)).toEqual(
      new Set([JSON.stringify({ mensaje: ARREPENTIMIENTO_MSG.solicitado })]),
    );
    expect(await requestMails(b.correo, 'Noche cercana')).toHaveLength(
      WITHDRAWAL_REQUEST.mailsPerOrder,
    );
    expect(await requestsOf(orden.idOrden)).toHaveLength(WITHDRAWAL_REQUEST.mailsPerOrder);
  });

  it('limited per client address: past the limit a Spanish 429 and no mail', async () => {
    // An app of its own with a small limit (the shared one allows 1000 a minute).
    const small = await createTestApp(
      { RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE: '3' },
      { now: clock.now },
    );
    try {
      const seller = await small.createUser([0, 2]);
      const ev = await insertOnSale(
        small,
        seller.idUsuario,
        [{ cdTipo: 0, precio: 5000, cantidad: 5 }],
        { nombre: 'Noche chica', dias: [NIGHT] },
      );
      const u = await small.createUser([0]);
      const orden = await buyPaid(small, await small.tokenFor(u.idUsuario), ev.idEvento, [
        { idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 },
      ]);
      const [row] = await small.database.db
        .select()
        .from(ordenes)
        .where(eq(ordenes.idOrden, orden.idOrden));
      const ask = (numero: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/v1/Orden/Arrepentimiento',
          remoteAddress: '10.34.0.1',
          payload: { numero, correo: u.correo },
        });
      const codes = [];
      for (const numero of ['ABCDEF012345', 'ABCDEF012346', 'ABCDEF012347'])
        codes.push((await ask(numero)).statusCode);
      expect(codes).toEqual([202, 202, 202]);
      const refused = await ask(row!.numero);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe(MSG.demasiadosIntentos);
      expect(
        await small.database.db
          .select()
          .from(arrepentimientoSolicitudes)
          .where(eq(arrepentimientoSolicitudes.idOrden, orden.idOrden)),
      ).toEqual([]);
      const mails = await small.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.destinatario, u.correo));
      expect(
        mails.filter((m) => m.asunto === WITHDRAWAL_REQUEST_MAIL.asunto('Noche chica')),
      ).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('confirming from the mailed link: only the buyer, once', () => {
  it('the buyer sees what is lost and refunded, confirms, and the whole order comes back with the mailed code', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 2);
    const before = await sold(near.idFechas[0]!);
    const link = await askByMail(b, orden.idOrden, 'Noche cercana');
    const [request] = await requestsOf(orden.idOrden);

    expect((await preview(null, link)).statusCode).toBe(401);
    const seen = await preview(b.token, link);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<ArrepentimientoPreview>()).toEqual({
      codigo: request!.codigo,
      numero: await numeroOf(orden.idOrden),
      evento: 'Noche cercana',
      entradas: 2,
      total: orden.total,
      cargoServicio: orden.cargoServicio,
      venceAt: request!.expiresAt.toISOString(),
    });
    expect(orden.cargoServicio).toBeGreaterThan(0);

    clock.set(new Date(CHECKOUT_NOW.getTime() + 3600_000));
    const res = await confirmar(b.token, link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ArrepentimientoView>()).toMatchObject({
      codigo: request!.codigo,
      idOrden: orden.idOrden,
      numero: await numeroOf(orden.idOrden),
      evento: 'Noche cercana',
      monto: orden.total,
      reembolso: 'hecho',
    });
    expect((await orderRow(orden.idOrden)).estado).toBe('reembolsada');
    const [r] = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(r).toMatchObject({ monto: orden.total, estado: 'hecho' });
    expect(await sold(near.idFechas[0]!)).toBe(before - 2);
    const [row] = await t.database.db
      .select()
      .from(arrepentimientos)
      .where(eq(arrepentimientos.idOrden, orden.idOrden));
    expect(row).toMatchObject({
      codigo: request!.codigo,
      idUsuario: b.idUsuario,
      idReembolso: r!.idReembolso,
    });
    expect((await requestsOf(orden.idOrden))[0]!.confirmadoAt).not.toBeNull();
    const held = (await asUser(t, b.token, 'GET', '/Entrada/MisEntradas')).json<{
      entradas: TicketCard[];
    }>().entradas;
    expect(held.filter((e) => e.idOrden === orden.idOrden)).toEqual([]);
    const [done] = (await mailsTo(b.correo)).filter(
      (m) => m.asunto === WITHDRAWAL_MAIL.asunto('Noche cercana'),
    );
    expect(done!.cuerpo).toContain(request!.codigo);
    const [a] = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idEntidad, orden.idOrden), eq(auditoria.accion, 'arrepentimiento')));
    expect(a).toMatchObject({ entidad: 'orden', idUsuario: b.idUsuario });

    // The same link again: used.
    const again = await confirmar(b.token, link);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe(ARREPENTIMIENTO_MSG.linkUsado);
    expect(
      await t.database.db.select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden)),
    ).toHaveLength(1);
  });

  it('another account holding the link gets a Spanish 403 and changes nothing; an unknown link 404', async () => {
    const b = await buyer();
    const other = await buyer();
    const orden = await buy(b.token, near, 1);
    const link = await askByMail(b, orden.idOrden, 'Noche cercana');
    for (const res of [await preview(other.token, link), await confirmar(other.token, link)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(ARREPENTIMIENTO_MSG.otraCuenta);
    }
    const admin = await t.createUser([1]);
    expect((await confirmar(await t.tokenFor(admin.idUsuario), link)).statusCode).toBe(403);
    expect((await orderRow(orden.idOrden)).estado).toBe('pagada');
    expect((await requestsOf(orden.idOrden))[0]!.confirmadoAt).toBeNull();
    const unknown = await confirmar(b.token, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ARREPENTIMIENTO_MSG.linkInvalido);
  });

  it('the link expires after 48 hours, and never after the withdrawal deadline', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 1);
    const link = await askByMail(b, orden.idOrden, 'Noche cercana');
    clock.set(new Date(CHECKOUT_NOW.getTime() + WITHDRAWAL_REQUEST.linkHours * 3600_000));
    const late = await confirmar(b.token, link);
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe(ARREPENTIMIENTO_MSG.linkVencido);
    expect((await orderRow(orden.idOrden)).estado).toBe('pagada');

    // Asked an hour before the tenth day ends: the link ends with the day.
    clock.set(new Date('2030-01-25T21:30:00-03:00'));
    const lejos = await buy(b.token, far, 1);
    clock.set(new Date('2030-02-04T23:00:00-03:00'));
    await askByMail(b, lejos.idOrden, 'Noche lejana');
    const [request] = await requestsOf(lejos.idOrden);
    expect(request!.expiresAt.toISOString()).toBe(
      new Date('2030-02-05T00:00:00-03:00').toISOString(),
    );
  });

  it('a used ticket: the buyer is told why, at the link and from the list', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 2);
    const link = await askByMail(b, orden.idOrden, 'Noche cercana');
    await admitAtDoor(
      t,
      clock,
      organizador.token,
      orden.tickets.slice(0, 1),
      new Date('2030-01-04T22:00:00-03:00'),
    );
    const res = await confirmar(b.token, link);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(ARREPENTIMIENTO_MSG.ingresada);
    const own = await propia(b.token, orden.idOrden);
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe(ARREPENTIMIENTO_MSG.ingresada);
    expect((await orderRow(orden.idOrden)).estado).toBe('pagada');
    const listed = (await asUser(t, b.token, 'GET', '/Orden/Arrepentibles')).json<{
      ordenes: OrdenArrepentible[];
    }>().ordenes;
    expect(listed.map((o) => o.idOrden)).not.toContain(orden.idOrden);
  });
});

describe('a buyer signed in goes straight to the confirmation', () => {
  it('lists their withdrawable orders with the number; asks for one without the mail round trip; others cannot', async () => {
    const b = await buyer();
    const other = await buyer();
    const orden = await buy(b.token, near, 1);
    const listed = (await asUser(t, b.token, 'GET', '/Orden/Arrepentibles')).json<{
      ordenes: OrdenArrepentible[];
    }>().ordenes;
    expect(listed).toEqual([
      {
        idOrden: orden.idOrden,
        numero: await numeroOf(orden.idOrden),
        evento: 'Noche cercana',
        total: orden.total,
        hasta: new Date(new Date(NIGHT).getTime() - 24 * 3600_000).toISOString(),
      },
    ]);
    const foreign = await propia(other.token, orden.idOrden);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(ARREPENTIMIENTO_MSG.noEncontrada);

    const mailsBefore = (await mailsTo(b.correo)).length;
    const own = await propia(b.token, orden.idOrden);
    expect(own.statusCode, own.body).toBe(200);
    expect((await mailsTo(b.correo)).length).toBe(mailsBefore);
    const { token } = own.json<{ token: string }>();
    const [request] = await requestsOf(orden.idOrden);
    const done = await confirmar(b.token, token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ArrepentimientoView>().codigo).toBe(request!.codigo);
    // The tracking code is mailed at the confirmation.
    const [mail] = (await mailsTo(b.correo)).filter(
      (m) => m.asunto === WITHDRAWAL_MAIL.asunto('Noche cercana'),
    );
    expect(mail!.cuerpo).toContain(request!.codigo);
    expect((await asUser(t, b.token, 'GET', '/Orden/Arrepentibles')).json().ordenes).toEqual([]);
  });

  it('ten calendar days (Argentine) from the purchase: the last minute of the tenth day yes, the eleventh no', async () => {
    const b = await buyer();
    clock.set(new Date('2030-01-25T21:30:00-03:00'));
    const [first, second] = [await buy(b.token, far, 1), await buy(b.token, far, 1)];
    clock.set(new Date('2030-02-04T23:59:00-03:00'));
    const token = (await propia(b.token, first.idOrden)).json<{ token: string }>().token;
    expect((await confirmar(b.token, token)).statusCode).toBe(200);
    clock.set(new Date('2030-02-05T00:00:00-03:00'));
    const late = await propia(b.token, second.idOrden);
    expect(late.statusCode).toBe(409);
    const hasta = new Date('2030-02-05T00:00:00-03:00');
    expect(late.json().detail).toBe(
      ARREPENTIMIENTO_MSG.fueraDePlazo(`${formatDiaSemana(hasta)}, ${formatHora(hasta)} h`),
    );
  });

  it('no later than 24 hours before the event', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 1);
    const hasta = new Date(new Date(NIGHT).getTime() - 24 * 3600_000);
    clock.set(hasta);
    const res = await propia(b.token, orden.idOrden);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      ARREPENTIMIENTO_MSG.muyCerca(`${formatDiaSemana(hasta)}, ${formatHora(hasta)} h`),
    );
  });

  it('not once one of its tickets was transferred, even with a link asked before', async () => {
    const b = await buyer();
    const friend = await t.createUser([0]);
    const orden = await buy(b.token, near, 2);
    const link = await askByMail(b, orden.idOrden, 'Noche cercana');
    const sent = await asUser(t, b.token, 'POST', '/Entrada/Transferir', {
      idTicket: orden.tickets[0]!.idTicket,
      correo: friend.correo,
    });
    expect(sent.statusCode).toBe(200);
    const res = await confirmar(b.token, link);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(ARREPENTIMIENTO_MSG.conTransferidas);
    expect((await orderRow(orden.idOrden)).estado).toBe('pagada');
  });
});
