import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LISTA_MSG, type InvitadoView, type ListaEvento } from '@shared/api/guest-list';
import type { VentasEvento } from '@shared/api/after-sale';
import type { EscaneoRespuesta } from '@shared/api/door';
import { createTicketVerifier } from '@shared/domain/ticket-code';
import { MSG } from '@shared/messages';
import { entradas, invitados, ordenes, outbox, reembolsos, tickets } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { DOOR_OPEN_AT, escanear } from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Guest lists (issue 14): guests take places of the day, get a signed ticket by mail that the
 * door checks like any other (the list's deadline inside the code), can be withdrawn until
 * they get in, and a cancelled event voids them without refunds.
 */
let t: TestApp;
const clock = testClock(CHECKOUT_NOW);
let org: { idUsuario: number; token: string };
let otro: string;
let attendee: string;
let ev: { idEvento: number; idFechas: number[] };
let general: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const o = await t.createUser([0, 2]);
  org = { idUsuario: o.idUsuario, token: await t.tokenFor(o.idUsuario) };
  otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  attendee = await t.tokenFor((await t.createUser([0])).idUsuario);
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(CHECKOUT_NOW);
  ev = await insertOnSale(t, org.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 5 },
    { cdTipo: 2, precio: 30000, cantidad: 50 },
  ]);
  const [row] = await t.database.db
    .select({ idEntrada: entradas.idEntrada })
    .from(entradas)
    .where(and(eq(entradas.idFecha, ev.idFechas[0]!), eq(entradas.cdTipo, 0)));
  general = row!.idEntrada;
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const agregar = (body: Record<string, unknown>, token = org.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Lista/AgregarInvitados',
    headers: as(token),
    payload: {
      idEvento: ev.idEvento,
      idFecha: ev.idFechas[0],
      idEntrada: general,
      modalidad: 'free',
      invitados: [{ nombre: 'Juana Pérez', email: 'Juana@Correo.com' }],
      ...body,
    },
  });
const quitar = (idInvitado: number, token = org.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Lista/QuitarInvitado',
    headers: as(token),
    payload: { idInvitado },
  });
const stockOf = async (idEntrada: number) =>
  (await t.database.db.select().from(entradas).where(eq(entradas.idEntrada, idEntrada)))[0]!
    .vendidas;
const guestsOfEvent = () =>
  t.database.db.select().from(invitados).where(eq(invitados.idEvento, ev.idEvento));
const ticketOf = async (idInvitado: number) => {
  const [row] = await t.database.db
    .select({ ticket: tickets, token: invitados.token })
    .from(invitados)
    .innerJoin(tickets, eq(tickets.idOrden, invitados.idOrden))
    .where(eq(invitados.idInvitado, idInvitado));
  return row!;
};
const scanAt = async (codigo: string, at: Date) => {
  clock.set(at);
  const res = await escanear(t, org.token, { idFecha: ev.idFechas[0], codigo });
  return res.json<EscaneoRespuesta>();
};

describe('adding guests', () => {
  it('issues each a signed ticket with the deadline, takes a place and mails the link', async () => {
    const res = await agregar({
      hasta: '01:30',
      invitados: [
        { nombre: '  Juana   Pérez ', email: 'Juana@Correo.com' },
        { nombre: 'Leo Díaz', email: 'leo@correo.com' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const added = res.json<InvitadoView[]>();
    // The night starts on 4 January at 23:00: 01:30 is the next morning.
    expect(added.map((g) => [g.nombre, g.email, g.dsTipo, g.hasta, g.ingresoAt])).toEqual([
      ['Juana Pérez', 'juana@correo.com', 'General', '2030-01-05T04:30:00.000Z', null],
      ['Leo Díaz', 'leo@correo.com', 'General', '2030-01-05T04:30:00.000Z', null],
    ]);
    expect(await stockOf(general)).toBe(2);
    const orders = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(orders.map((o) => [o.origen, o.estado, o.total, o.idUsuario, o.provider])).toEqual([
      ['lista', 'pagada', 0, null, null],
      ['lista', 'pagada', 0, null, null],
    ]);
    const { ticket, token } = await ticketOf(added[0]!.idInvitado);
    expect(ticket.idUsuario).toBeNull();
    const key = await t.app.inject({ url: '/api/v1/Entrada/ClavePublica' });
    const claims = await (await createTicketVerifier(key.json()))(ticket.codigo);
    expect(claims).toMatchObject({
      tid: ticket.uid,
      idEvento: ev.idEvento,
      lista: { hasta: Date.parse('2030-01-05T04:30:00Z') / 1000 },
    });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, 'juana@correo.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.asunto).toBe('Estás en la lista de Noche de prueba');
    expect(mails[0]!.cuerpo).toContain('Lista free, hasta las 01:30.');
    expect(mails[0]!.cuerpo).toContain(`/api/v1/Lista/Entrada?token=${token}`);
    const pdf = await t.app.inject({ url: `/api/v1/Lista/Entrada?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('invites guests as General while its early bird still sells, within General’s total', async () => {
    // The template's tanda: General 5 of which early bird 3; General is not on sale yet.
    ev = await insertOnSale(t, org.idUsuario, [
      { cdTipo: 0, precio: 10000, cantidad: 5 },
      { cdTipo: 1, precio: 8000, cantidad: 3 },
    ]);
    const rows = await t.database.db
      .select()
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!));
    general = rows.find((r) => r.cdTipo === 0)!.idEntrada;
    const early = rows.find((r) => r.cdTipo === 1)!.idEntrada;
    const res = await agregar({
      invitados: [
        { nombre: 'Juana Pérez', email: 'juana@correo.com' },
        { nombre: 'Leo Díaz', email: 'leo@correo.com' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<InvitadoView[]>().map((g) => g.dsTipo)).toEqual(['General', 'General']);
    expect([await stockOf(general), await stockOf(early)]).toEqual([2, 0]);
    // The early bird still sells its 3; General's total holds 3 more guests, not 4.
    const page = await t.app.inject({
      url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${ev.idFechas[0]}&Estado=0`,
    });
    expect(
      page
        .json<Array<{ tipo: { dsTipo: string }; cantidad: number }>>()
        .map((e) => [e.tipo.dsTipo, e.cantidad]),
    ).toEqual([
      ['General Early Bird', 3],
      ['General', 0],
    ]);
    const more = await agregar({
      invitados: ['ana', 'bea', 'ciro', 'dani'].map((n) => ({
        nombre: `${n} Gil`,
        email: `${n}@correo.com`,
      })),
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().detail).toBe(LISTA_MSG.sinLugar(3));
    expect(await stockOf(general)).toBe(2);
  });

  it('lists days, rows and guests; sales count guests apart from tickets sold', async () => {
    await agregar({ modalidad: 'descuento', precioPuerta: 3000 });
    const res = await t.app.inject({
      url: `/api/v1/Lista/GetLista?IdEvento=${ev.idEvento}`,
      headers: as(org.token),
    });
    const lista = res.json<ListaEvento>();
    expect(lista.dias[0]!.entradas.map((e) => [e.dsTipo, e.disponibles])).toEqual([
      ['General', 4],
      ['VIP', 50],
    ]);
    expect(lista.invitados).toMatchObject([
      { nombre: 'Juana Pérez', modalidad: 'descuento', precioPuerta: 3000, anulado: false },
    ]);
    const ventas = await t.app.inject({
      url: `/api/v1/Evento/GetVentas?IdEvento=${ev.idEvento}`,
      headers: as(org.token),
    });
    const fila = ventas.json<VentasEvento>().filas.find((f) => f.cdTipo === 0)!;
    expect([fila.vendidas, fila.invitados, fila.total, fila.restantes]).toEqual([0, 1, 0, 4]);
  });

  it('refuses bad lines naming the line, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        {
          invitados: [
            { nombre: 'A', email: 'a@b.com' },
            { nombre: ' ', email: 'c@d.com' },
          ],
        },
        400,
        LISTA_MSG.nombreFalta(2),
      ],
      [{ invitados: [{ nombre: 'A', email: 'no-es-correo' }] }, 400, LISTA_MSG.correoInvalido(1)],
      [
        {
          invitados: [
            { nombre: 'A', email: 'a@b.com' },
            { nombre: 'B', email: 'A@B.com ' },
          ],
        },
        400,
        LISTA_MSG.repetidoEnCarga(2, 'a@b.com'),
      ],
      [{ invitados: [] }, 400, LISTA_MSG.sinInvitados],
      [{ modalidad: 'descuento' }, 400, LISTA_MSG.precioPuerta],
      [{ modalidad: 'free', precioPuerta: 500 }, 400, LISTA_MSG.precioNoCorresponde],
      [{ modalidad: 'descuento', precioPuerta: 20000 }, 400, LISTA_MSG.precioMayor],
      [{ modalidad: 'descuento', precioPuerta: -5 }, 400, LISTA_MSG.precioPuerta],
      [{ hasta: '25:00' }, 400, LISTA_MSG.horaInvalida],
      [{ modalidad: 'vip' }, 400, LISTA_MSG.modalidadInvalida],
      [{ idEntrada: 2_000_000_000 }, 404, LISTA_MSG.entradaNoEncontrada],
    ];
    for (const [body, status, detail] of cases) {
      const res = await agregar(body);
      expect([res.statusCode, res.json().detail], JSON.stringify(body)).toEqual([status, detail]);
    }
    const six = Array.from({ length: 6 }, (_, i) => ({ nombre: `G ${i}`, email: `g${i}@x.com` }));
    const full = await agregar({ invitados: six });
    expect([full.statusCode, full.json().detail]).toEqual([409, LISTA_MSG.sinLugar(5)]);
    expect(await guestsOfEvent()).toEqual([]);
    expect(await stockOf(general)).toBe(0);
  });

  it('refuses someone already on the day, another organiser and attendees', async () => {
    expect((await agregar({})).statusCode).toBe(201);
    const again = await agregar({ invitados: [{ nombre: 'Juana', email: 'juana@correo.com' }] });
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      LISTA_MSG.yaInvitado('juana@correo.com'),
    ]);
    const foreign = await agregar({}, otro);
    expect([foreign.statusCode, foreign.json().detail]).toEqual([404, MSG.eventoNoEncontrado]);
    expect((await agregar({}, attendee)).statusCode).toBe(403);
    expect(await guestsOfEvent()).toHaveLength(1);
  });

  it('refuses a day that ended', async () => {
    clock.set(new Date('2030-01-06T12:00:00-03:00'));
    const res = await agregar({});
    expect([res.statusCode, res.json().detail]).toEqual([409, LISTA_MSG.diaTerminado]);
  });
});

describe('at the door', () => {
  it('admits a guest before the deadline, says so after it, and a second scan is usada', async () => {
    const [a, b] = (
      await agregar({
        hasta: '01:30',
        invitados: [
          { nombre: 'Juana Pérez', email: 'juana@correo.com' },
          { nombre: 'Leo Díaz', email: 'leo@correo.com' },
        ],
      })
    ).json<InvitadoView[]>();
    const ja = (await ticketOf(a!.idInvitado)).ticket.codigo;
    const jb = (await ticketOf(b!.idInvitado)).ticket.codigo;
    const first = await scanAt(ja, DOOR_OPEN_AT);
    expect(first).toMatchObject({
      resultado: 'admitido',
      entrada: {
        titular: 'Juana Pérez',
        lista: { hasta: '2030-01-05T04:30:00.000Z', precio: 0 },
      },
    });
    const late = await scanAt(jb, new Date('2030-01-05T01:31:00-03:00'));
    expect(late).toMatchObject({ resultado: 'lista_vencida', entrada: { titular: 'Leo Díaz' } });
    const [leo] = await t.database.db.select().from(tickets).where(eq(tickets.codigo, jb));
    expect(leo!.usadoAt).toBeNull();
    const back = await scanAt(ja, new Date('2030-01-05T02:00:00-03:00'));
    expect(back.resultado).toBe('usada');
    expect(back.primerIngreso?.at).toBe(DOOR_OPEN_AT.toISOString());
  });
});

describe('withdrawing a guest', () => {
  it('voids the ticket at the door and gives the place back', async () => {
    const [g] = (await agregar({})).json<InvitadoView[]>();
    const { ticket, token } = await ticketOf(g!.idInvitado);
    const res = await quitar(g!.idInvitado);
    expect(res.statusCode).toBe(200);
    expect(res.json<InvitadoView>().anulado).toBe(true);
    expect(await stockOf(general)).toBe(0);
    expect((await scanAt(ticket.codigo, DOOR_OPEN_AT)).resultado).toBe('anulada');
    const pdf = await t.app.inject({ url: `/api/v1/Lista/Entrada?token=${token}` });
    expect([pdf.statusCode, pdf.json().detail]).toEqual([404, LISTA_MSG.invitacionInvalida]);
    const twice = await quitar(g!.idInvitado);
    expect([twice.statusCode, twice.json().detail]).toEqual([409, LISTA_MSG.yaQuitado]);
    // The same person may be invited again.
    expect((await agregar({})).statusCode).toBe(201);
  });

  it('is refused once the guest got in, and for another organiser', async () => {
    const [g] = (await agregar({})).json<InvitadoView[]>();
    const foreign = await quitar(g!.idInvitado, otro);
    expect([foreign.statusCode, foreign.json().detail]).toEqual([
      404,
      LISTA_MSG.invitadoNoEncontrado,
    ]);
    await scanAt((await ticketOf(g!.idInvitado)).ticket.codigo, DOOR_OPEN_AT);
    const res = await quitar(g!.idInvitado);
    expect([res.statusCode, res.json().detail]).toEqual([409, LISTA_MSG.yaIngreso]);
    expect(await stockOf(general)).toBe(1);
  });
});

describe('a cancelled event', () => {
  it('voids invitations without refunds and tells each guest', async () => {
    await agregar({});
    await buyPaid(t, attendee, ev.idEvento, [{ idFecha: ev.idFechas[0]!, cdTipo: 2, cantidad: 1 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CancelarEvento',
      headers: as(org.token),
      payload: { idEvento: ev.idEvento, motivo: 'Lluvia' },
    });
    expect(res.statusCode).toBe(200);
    // The purchase's refund is queued; with no job queue here, the refund pass attempts it.
    await t.app.pagos.retryRefunds();
    const orders = await t.database.db
      .select({ idOrden: ordenes.idOrden, origen: ordenes.origen, estado: ordenes.estado })
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(orders.map((o) => [o.origen, o.estado]).sort()).toEqual([
      ['compra', 'reembolsada'],
      ['lista', 'anulada'],
    ]);
    const refunds = await t.database.db.select().from(reembolsos);
    const guestOrder = orders.find((o) => o.origen === 'lista')!.idOrden;
    expect(refunds.some((r) => r.idOrden === guestOrder)).toBe(false);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.destinatario, 'juana@correo.com'),
          eq(outbox.asunto, 'Se canceló «Noche de prueba»'),
        ),
      );
    expect(mail!.cuerpo).toContain('Motivo: Lluvia');
  });
});
