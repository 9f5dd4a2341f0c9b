import { formatPesos } from '@shared/format/es-ar';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketDetalle, VentasEvento } from '@shared/api/after-sale';
import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import type { EscaneoRespuesta } from '@shared/api/door';
import { TRANSFER_MSG } from '@shared/api/transfers';
import {
  RESALE_MSG,
  WAITLIST_MSG,
  type ListaEsperaView,
  type TicketReventa,
} from '@shared/api/waitlist';
import { ARREPENTIMIENTO_MSG } from '@shared/api/withdrawal';
import { WAITLIST_MAIL } from '@shared/texts/waitlist';
import {
  auditoria,
  codigosDescuento,
  entradas,
  listaEspera,
  ordenes,
  outbox,
  puertaPersonal,
  reembolsos,
  reventas,
  tickets,
  ticketsRevocados,
  usuarios,
} from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  crearOrden,
  comprador,
  decidirEnSandbox,
  insertOnSale,
  NIGHT,
  testClock,
} from '../../test/checkout-fixtures';
import { asUser, doorLogin, DOOR_OPEN_AT, escanear } from '../../test/door-fixtures';
import { buyPaid, holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withdrawOwn } from '../../test/withdraw';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: { idUsuario: number; token: string };
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const org = await t.createUser([0, 2]);
  organizador = { idUsuario: org.idUsuario, token: await t.tokenFor(org.idUsuario) };
  const staff = await t.createUser([3]);
  staffToken = '';
  (globalThis as { staff?: typeof staff }).staff = staff;
});
afterAll(() => t.close());
beforeEach(() => clock.set(CHECKOUT_NOW));

async function person() {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A fresh event with `cantidad` General tickets at $10.000, and its door staff signed in. */
async function night(cantidad: number) {
  const ev = await insertOnSale(
    t,
    organizador.idUsuario,
    [{ cdTipo: 0, precio: 10000, cantidad }],
    { nombre: 'Noche agotada', dias: [NIGHT] },
  );
  const staff = (globalThis as { staff?: { correo: string; password: string } }).staff!;
  // Staff who accepted the organiser's invitation (door-staff.test.ts covers inviting).
  const [cuenta] = await t.database.db
    .select({ idUsuario: usuarios.idUsuario })
    .from(usuarios)
    .where(eq(usuarios.correo, staff.correo));
  await t.database.db
    .insert(puertaPersonal)
    .values({ idEvento: ev.idEvento, idUsuario: cuenta!.idUsuario, addedAt: new Date() });
  if (!staffToken) staffToken = await doorLogin(t, staff.correo, staff.password);
  return { ...ev, idFecha: ev.idFechas[0]! };
}
type Night = Awaited<ReturnType<typeof night>>;

const buy = (p: Person, n: Night, cantidad = 1) =>
  buyPaid(t, p.token, n.idEvento, [{ idFecha: n.idFecha, cdTipo: 0, cantidad }]);
const join = (p: Person, n: Night, cdTipo = 0) =>
  asUser(t, p.token, 'POST', '/ListaEspera/Anotarme', { idFecha: n.idFecha, cdTipo });
const mias = async (p: Person) =>
  (await asUser(t, p.token, 'GET', '/ListaEspera/Mias')).json<{ lugares: ListaEsperaView[] }>()
    .lugares;
const vendidas = async (n: Night) =>
  (await t.database.db.select().from(entradas).where(eq(entradas.idFecha, n.idFecha)))[0]!.vendidas;
const detalle = async (p: Person, idTicket: number) =>
  (
    await asUser(t, p.token, 'GET', `/Entrada/GetEntrada?idTicket=${idTicket}`)
  ).json<TicketDetalle>();
const revender = (p: Person, idTicket: number, precio: number) =>
  asUser(t, p.token, 'POST', '/Entrada/Revender', { idTicket, precio });
const expireAll = async () => {
  clock.set(new Date(clock.now().getTime() + 16 * 60_000));
  return t.app.pagos.expireHolds();
};
/** Pays an offer the way its person does: the checkout the page links to, approved. */
async function payOffer(p: Person) {
  const offer = (await mias(p)).find((l) => l.estado === 'ofertada')!.oferta!;
  expect(offer.redirectUrl).toMatch(/\/Pagos\/Sandbox\//);
  const paid = await decidirEnSandbox(
    t,
    { redirectUrl: offer.redirectUrl } as OrdenView,
    'aprobar',
  );
  expect(paid.statusCode, paid.body).toBe(303);
  return offer;
}
const mailsTo = async (correo: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.destinatario, correo));

describe('wait list', () => {
  it('opens only when the type is sold out, once per person, and shows no position', async () => {
    const n = await night(2);
    const a = await person();
    const b = await person();
    const early = await join(b, n);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(WAITLIST_MSG.hayEntradas);

    await buy(a, n, 2);
    const joined = await join(b, n);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<ListaEsperaView>()).toMatchObject({
      estado: 'esperando',
      evento: 'Noche agotada',
      dsTipo: 'General',
      oferta: null,
    });
    expect(Object.keys(joined.json())).not.toContain('posicion');
    const again = await join(b, n);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(WAITLIST_MSG.yaAnotado);
    const rows = await t.database.db
      .select()
      .from(listaEspera)
      .where(eq(listaEspera.idFecha, n.idFecha));
    expect(rows).toHaveLength(1);

    const bad = await asUser(t, b.token, 'POST', '/ListaEspera/Anotarme', {
      idFecha: n.idFecha,
      cdTipo: 2,
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().detail).toBe(WAITLIST_MSG.fechaInexistente);

    // Leaving: only one's own place, only while waiting.
    const other = await person();
    const foreign = await asUser(t, other.token, 'POST', '/ListaEspera/Salir', {
      idListaEspera: rows[0]!.idListaEspera,
    });
    expect(foreign.statusCode).toBe(404);
    const left = await asUser(t, b.token, 'POST', '/ListaEspera/Salir', {
      idListaEspera: rows[0]!.idListaEspera,
    });
    expect(left.json<ListaEsperaView>().estado).toBe('cancelada');
    const twice = await asUser(t, b.token, 'POST', '/ListaEspera/Salir', {
      idListaEspera: rows[0]!.idListaEspera,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(WAITLIST_MSG.noEsperando);
  });

  it('an expired hold becomes an offer to the first one waiting, never a public sale; unpaid, it passes on', async () => {
    const n = await night(1);
    const holder = await person();
    const first = await person();
    const second = await person();
    await holdOrder(t, holder.token, n.idEvento, [{ idFecha: n.idFecha, cdTipo: 0, cantidad: 1 }]);
    const j1 = await join(first, n);
    expect(j1.statusCode, j1.body).toBe(200);
    expect((await join(second, n)).statusCode).toBe(200);

    await expireAll();
    const [offer] = (await mias(first)).filter((l) => l.estado === 'ofertada');
    expect(offer!.oferta).toMatchObject({
      precio: 10000,
      cargoServicio: 1000,
      total: 11000,
      reventa: false,
    });
    expect((await mias(second))[0]!.estado).toBe('esperando');
    expect(await vendidas(n)).toBe(1);
    const mail = (await mailsTo(first.correo)).find(
      (m) => m.asunto === WAITLIST_MAIL.ofertaAsunto('Noche agotada'),
    );
    expect(mail?.cuerpo).toContain(formatPesos(11000));
    // The offer lasts minutes: the mail links straight to where it is paid.
    expect(mail?.cuerpo).toMatch(/Pagala desde https?:\/\/[^\s]+\/lista-de-espera\. /);

    // The public cannot take it meanwhile.
    const outsider = await person();
    const res = await crearOrden(t, outsider.token, {
      idEvento: n.idEvento,
      items: [{ idFecha: n.idFecha, cdTipo: 0, cantidad: 1 }],
      comprador: { ...comprador },
    });
    expect(res.statusCode).toBe(409);

    // Not paid in time: the next one gets it; the offer's ticket was never loose.
    await expireAll();
    expect((await mias(first))[0]!.estado).toBe('vencida');
    expect((await mias(second))[0]!.estado).toBe('ofertada');
    expect(await vendidas(n)).toBe(1);
    await payOffer(second);
    expect((await mias(second))[0]).toMatchObject({ estado: 'comprada' });
    const trail = await t.database.db
      .select({ accion: auditoria.accion, idUsuario: auditoria.idUsuario })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidad, 'lista_espera'),
          eq(auditoria.idEntidad, (await mias(first))[0]!.idListaEspera),
        ),
      )
      .orderBy(auditoria.idAuditoria);
    expect(trail).toEqual([
      { accion: 'anotarse', idUsuario: first.idUsuario },
      { accion: 'oferta', idUsuario: null },
      { accion: 'oferta_vencida', idUsuario: null },
    ]);
    const held = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idUsuario, second.idUsuario));
    expect(held).toHaveLength(1);
    expect(await vendidas(n)).toBe(1);
  });

  it('a withdrawal gives the tickets straight to the wait list', async () => {
    const n = await night(2);
    const a = await person();
    const w = await person();
    const orden = await buy(a, n, 2);
    await join(w, n);
    const res = await withdrawOwn(t, a.token, orden.idOrden);
    expect(res.statusCode, res.body).toBe(200);
    expect((await mias(w))[0]!.estado).toBe('ofertada');
    expect(await vendidas(n)).toBe(1);
  });
});

describe('resale at face value', () => {
  it('of a ticket bought with a discount code: at most what the ticket cost, so the refund fits the payment', async () => {
    const n = await night(5);
    const seller = await person();
    await t.database.db
      .insert(codigosDescuento)
      .values({ idEvento: n.idEvento, codigo: 'MITAD', tipo: 'porcentaje', valor: 50 });
    const created = await crearOrden(t, seller.token, {
      idEvento: n.idEvento,
      items: [{ idFecha: n.idFecha, cdTipo: 0, cantidad: 3 }],
      comprador,
      codigo: 'MITAD',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await decidirEnSandbox(t, created.json<OrdenView>(), 'aprobar')).statusCode).toBe(303);
    const orden = (
      await asUser(
        t,
        seller.token,
        'GET',
        `/Orden/GetOrden?idOrden=${created.json<OrdenView>().idOrden}`,
      )
    ).json<OrdenView>();
    // 3 × $10.000 less 50 %: $15.000 paid for the tickets, $5.000 each.
    expect(orden.descuento).toBe(15000);
    const ticket = orden.tickets[0]!;
    expect((await detalle(seller, ticket.idTicket)).revender.precioPagado).toBe(5000);
    const tooMuch = await revender(seller, ticket.idTicket, 5001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().detail).toBe(RESALE_MSG.precioMayor(formatPesos(5000)));
    expect((await revender(seller, ticket.idTicket, 5000)).statusCode).toBe(200);
  });

  it('goes to the wait list; the buyer gets a new ticket, the seller the refund, the door refuses the old code', async () => {
    const n = await night(1);
    const seller = await person();
    const fan = await person();
    const orden = await buy(seller, n);
    const ticket = orden.tickets[0]!;
    await join(fan, n);

    // Shown before listing: the ceiling and the fee that is not returned.
    const before = (await detalle(seller, ticket.idTicket)).revender;
    expect(before).toEqual<TicketReventa>({
      puedeRevender: true,
      motivo: null,
      precioPagado: 10000,
      cargoServicioPagado: 1000,
      activa: null,
    });

    const tooMuch = await revender(seller, ticket.idTicket, 10001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().detail).toBe(RESALE_MSG.precioMayor(formatPesos(10000)));
    expect(
      await t.database.db.select().from(reventas).where(eq(reventas.idTicket, ticket.idTicket)),
    ).toHaveLength(0);
    const stranger = await person();
    expect((await revender(stranger, ticket.idTicket, 9000)).statusCode).toBe(404);

    const listed = await revender(seller, ticket.idTicket, 9000);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<TicketReventa>().activa).toMatchObject({ estado: 'ofertada', precio: 9000 });
    const offer = (await mias(fan))[0]!;
    expect(offer.oferta).toMatchObject({
      precio: 9000,
      cargoServicio: 900,
      total: 9900,
      reventa: true,
    });

    // While listed: no transfer, no cancelling the offered listing, no withdrawal.
    const transfer = await asUser(t, seller.token, 'POST', '/Entrada/Transferir', {
      idTicket: ticket.idTicket,
      correo: stranger.correo,
    });
    expect(transfer.json().detail).toBe(TRANSFER_MSG.enReventa);
    const cancel = await asUser(t, seller.token, 'POST', '/Entrada/CancelarReventa', {
      idReventa: listed.json<TicketReventa>().activa!.idReventa,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe(RESALE_MSG.ofertada);
    const withdraw = await withdrawOwn(t, seller.token, orden.idOrden);
    expect(withdraw.json().detail).toBe(ARREPENTIMIENTO_MSG.conReventa);

    await payOffer(fan);
    const fanTickets = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idUsuario, fan.idUsuario));
    expect(fanTickets).toHaveLength(1);
    expect(fanTickets[0]!.codigo).not.toBe(ticket.codigo);
    const sold = (await detalle(seller, ticket.idTicket)).revender.activa;
    expect(sold).toMatchObject({
      estado: 'vendida',
      precio: 9000,
      reembolso: { monto: 9000, estado: 'hecho' },
    });
    expect((await detalle(seller, ticket.idTicket)).qr).toBe('');
    const refund = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(refund).toEqual([
      expect.objectContaining({ monto: 9000, estado: 'hecho', idReventa: sold!.idReventa }),
    ]);
    const revoked = await t.database.db
      .select()
      .from(ticketsRevocados)
      .where(eq(ticketsRevocados.idTicket, ticket.idTicket));
    expect(revoked).toEqual([expect.objectContaining({ motivo: 'reventa' })]);
    expect((await mailsTo(seller.correo)).map((m) => m.asunto)).toContain(
      WAITLIST_MAIL.vendidaAsunto('Noche agotada'),
    );
    const [sellerOrder] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, orden.idOrden));
    expect(sellerOrder!.estado).toBe('pagada');
    expect(await vendidas(n)).toBe(1);

    // The organiser counts the resale apart.
    const ventas = (
      await asUser(t, organizador.token, 'GET', `/Evento/GetVentas?IdEvento=${n.idEvento}`)
    ).json<VentasEvento>();
    expect(ventas.filas[0]).toMatchObject({ vendidas: 1, total: 10000, revendidas: 1 });
    expect(ventas.totalReventas).toBe(1);

    // The door: the seller's code is refused, the fan's admits.
    clock.set(DOOR_OPEN_AT);
    const old = (
      await escanear(t, staffToken, { idFecha: n.idFecha, codigo: ticket.codigo })
    ).json<EscaneoRespuesta>();
    expect(old.resultado).toBe('anulada');
    const fresh = (
      await escanear(t, staffToken, { idFecha: n.idFecha, codigo: fanTickets[0]!.codigo })
    ).json<EscaneoRespuesta>();
    expect(fresh.resultado).toBe('admitido');

    const audited = await t.database.db
      .select({ accion: auditoria.accion, entidad: auditoria.entidad })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'reventa'), eq(auditoria.idEntidad, sold!.idReventa)));
    expect(audited.map((a) => a.accion)).toEqual(['publicar', 'vender']);
  });

  it("a resale offer not paid in time goes to the next one waiting; the ticket stays the seller's meanwhile", async () => {
    const n = await night(1);
    const seller = await person();
    const first = await person();
    const second = await person();
    const ticket = (await buy(seller, n)).tickets[0]!;
    await join(first, n);
    await join(second, n);
    await revender(seller, ticket.idTicket, 8000);
    const offered = (await mias(first))[0]!.oferta!;
    expect(offered).toMatchObject({ precio: 8000, reventa: true });

    await expireAll();
    expect((await mias(first))[0]!.estado).toBe('vencida');
    const next = (await mias(second))[0]!;
    expect(next.oferta).toMatchObject({ precio: 8000, reventa: true });
    expect(next.oferta!.idOrden).not.toBe(offered.idOrden);
    const [listing] = await t.database.db
      .select()
      .from(reventas)
      .where(eq(reventas.idTicket, ticket.idTicket));
    expect(listing).toMatchObject({ estado: 'ofertada', idOrden: next.oferta!.idOrden });
    const [row] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idTicket, ticket.idTicket));
    expect(row).toMatchObject({ idUsuario: seller.idUsuario, enReventa: true, revendidaAt: null });
    expect(await vendidas(n)).toBe(1);

    // A late payment of the lapsed offer (as reconciliation would find it) does not take the
    // ticket: it is refunded.
    const late = await t.app.pagos.applyPayment({
      id: 'tarde-1',
      status: 'approved',
      externalReference: String(offered.idOrden),
      amount: offered.total,
      raw: {},
    });
    expect(late).toMatchObject({ outcome: 'reembolso', refund: true });
    const [lapsed] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, offered.idOrden));
    expect(lapsed!.estado).toMatch(/^reembolso/);
    expect(
      await t.database.db.select().from(tickets).where(eq(tickets.idUsuario, first.idUsuario)),
    ).toEqual([]);
  });

  it('a cancelled event ends its places, its offers and its listings; the seller gets the whole order back', async () => {
    const n = await night(1);
    const seller = await person();
    const a = await person();
    const b = await person();
    const orden = await buy(seller, n);
    await join(a, n);
    await join(b, n);
    await revender(seller, orden.tickets[0]!.idTicket, 9000);
    const offer = (await mias(a))[0]!.oferta!;

    const res = await asUser(t, organizador.token, 'POST', '/Evento/CancelarEvento', {
      idEvento: n.idEvento,
      motivo: 'Suspendido por lluvia.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mias(a))[0]!.estado).toBe('cancelada');
    expect((await mias(b))[0]!.estado).toBe('cancelada');
    const [listing] = await t.database.db
      .select()
      .from(reventas)
      .where(eq(reventas.idTicket, orden.tickets[0]!.idTicket));
    expect(listing!.estado).toBe('cancelada');
    const [ticketRow] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idTicket, orden.tickets[0]!.idTicket));
    expect(ticketRow!.enReventa).toBe(false);
    const [offered] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, offer.idOrden));
    expect(offered!.estado).toBe('expirada');
    const refunds = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(refunds).toEqual([expect.objectContaining({ monto: orden.total, idReventa: null })]);
  });

  it('cancelled after a resale the buyer withdrew: the seller gets the rest of the order, the buyer all of hers', async () => {
    const n = await night(1);
    const seller = await person();
    const fan = await person();
    const orden = await buy(seller, n);
    await join(fan, n);
    await revender(seller, orden.tickets[0]!.idTicket, 9000);
    const offer = await payOffer(fan);
    const withdrawn = await withdrawOwn(t, fan.token, offer.idOrden);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await vendidas(n)).toBe(0);

    const res = await asUser(t, organizador.token, 'POST', '/Evento/CancelarEvento', {
      idEvento: n.idEvento,
      motivo: 'Suspendido por lluvia.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sellerRefunds = await t.database.db
      .select({ monto: reembolsos.monto, idReventa: reembolsos.idReventa })
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden))
      .orderBy(reembolsos.idReembolso);
    expect(sellerRefunds.map((r) => r.monto)).toEqual([9000, orden.total - 9000]);
    const fanRefunds = await t.database.db
      .select({ monto: reembolsos.monto })
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, offer.idOrden));
    expect(fanRefunds).toEqual([{ monto: offer.total }]);
    expect(await vendidas(n)).toBe(0);
  });

  it('a listing waits for the list, stops the door meanwhile, and can be cancelled while nobody holds it', async () => {
    const n = await night(3);
    const seller = await person();
    const orden = await buy(seller, n);
    const ticket = orden.tickets[0]!;
    const listed = await revender(seller, ticket.idTicket, 10000);
    expect(listed.json<TicketReventa>().activa).toMatchObject({ estado: 'publicada' });
    const twice = await revender(seller, ticket.idTicket, 10000);
    expect(twice.json().detail).toBe(RESALE_MSG.enReventa);

    clock.set(DOOR_OPEN_AT);
    const refused = (
      await escanear(t, staffToken, { idFecha: n.idFecha, codigo: ticket.codigo })
    ).json<EscaneoRespuesta>();
    expect(refused.resultado).toBe('anulada');
    const cancelled = await asUser(t, seller.token, 'POST', '/Entrada/CancelarReventa', {
      idReventa: listed.json<TicketReventa>().activa!.idReventa,
    });
    expect(cancelled.json<TicketReventa>().activa).toBeNull();
    const admitted = (
      await escanear(t, staffToken, { idFecha: n.idFecha, codigo: ticket.codigo })
    ).json<EscaneoRespuesta>();
    expect(admitted.resultado).toBe('admitido');
    const used = await revender(seller, ticket.idTicket, 10000);
    expect(used.json().detail).toBe(RESALE_MSG.usada);
  });

  it('a received ticket cannot be resold (its refund would go to someone else)', async () => {
    const n = await night(3);
    const seller = await person();
    const friend = await person();
    const orden = await buy(seller, n);
    const sent = await asUser(t, seller.token, 'POST', '/Entrada/Transferir', {
      idTicket: orden.tickets[0]!.idTicket,
      correo: friend.correo,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await revender(friend, orden.tickets[0]!.idTicket, 5000);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(RESALE_MSG.noComprada);
    expect((await detalle(friend, orden.tickets[0]!.idTicket)).revender).toMatchObject({
      puedeRevender: false,
      motivo: RESALE_MSG.noComprada,
    });
  });

  it('refuses bad prices with a Spanish message', async () => {
    const n = await night(3);
    const seller = await person();
    const orden = await buy(seller, n);
    for (const precio of [0, -5, 12.5, '9000']) {
      const res = await revender(seller, orden.tickets[0]!.idTicket, precio as number);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(RESALE_MSG.precio);
    }
    expect(ORDEN_MSG.eventoNoDisponible).toBeTruthy();
  });
});
