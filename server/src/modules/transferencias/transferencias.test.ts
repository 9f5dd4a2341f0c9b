import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REEMBOLSO_MSG,
  TICKET_MSG,
  type TicketCard,
  type TicketDetalle,
  type VentasEvento,
} from '@shared/api/after-sale';
import type { TicketView } from '@shared/api/checkout';
import type { EscaneoRespuesta, PuertaSnapshot } from '@shared/api/door';
import {
  TRANSFER_MSG,
  type TransferenciaPublica,
  type TransferenciaView,
} from '@shared/api/transfers';
import { TRANSFER_MAIL } from '@shared/texts/transfers';
import { auditoria, eventos, outbox, tickets, transferencias } from '../../db/schema/index';
import { CHECKOUT_NOW, testClock } from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_OPEN_AT,
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
beforeEach(() => clock.set(CHECKOUT_NOW));

const transferir = (token: string, idTicket: number, correo: string) =>
  asUser(t, token, 'POST', '/Entrada/Transferir', { idTicket, correo });
const misEntradas = async (token: string) =>
  (await asUser(t, token, 'GET', '/Entrada/MisEntradas')).json<{ entradas: TicketCard[] }>()
    .entradas;
const detalle = async (token: string, idTicket: number) =>
  (await asUser(t, token, 'GET', `/Entrada/GetEntrada?idTicket=${idTicket}`)).json<TicketDetalle>();
const lastMailTo = async (correo: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, correo))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0];
const transferCount = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from transferencias`))
    .rows[0]!.n;
const tokenOf = (cuerpo: string) => /\/transferencia\/([A-Za-z0-9_-]+)/.exec(cuerpo)![1]!;

/** A fresh ticket of the first night, bought by a new buyer. */
async function freshTicket() {
  const buyer = await t.createUser([0]);
  const token = await t.tokenFor(buyer.idUsuario);
  const orden = await buyPaid(t, token, s.a.idEvento, [
    { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 2 },
  ]);
  return { buyer, token, orden, ticket: orden.tickets[0]! as TicketView };
}

describe('transfer to someone with an account', () => {
  it('moves the ticket at once with a new code; the old code is refused at the door', async () => {
    const { buyer, token, orden, ticket } = await freshTicket();
    const friend = await t.createUser([0]);
    const friendToken = await t.tokenFor(friend.idUsuario);

    const res = await transferir(token, ticket.idTicket, friend.correo.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<TransferenciaView>();
    expect(view).toMatchObject({
      idTicket: ticket.idTicket,
      estado: 'aceptada',
      correo: friend.correo.toLowerCase(),
      de: expect.stringMatching(/^Test Usuario/),
      para: expect.stringMatching(/^Test Usuario/),
    });

    // The sender keeps the other ticket of the order; the friend holds this one, recoded.
    expect((await misEntradas(token)).map((e) => e.idTicket)).toEqual([orden.tickets[1]!.idTicket]);
    const held = await misEntradas(friendToken);
    expect(held.map((e) => e.idTicket)).toEqual([ticket.idTicket]);
    expect(held[0]!.codigo).not.toBe(ticket.codigo);
    const [row] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idTicket, ticket.idTicket));
    expect(row!.idUsuario).toBe(friend.idUsuario);
    expect(
      (await asUser(t, token, 'GET', `/Entrada/GetEntrada?idTicket=${ticket.idTicket}`)).json()
        .detail,
    ).toBe(TICKET_MSG.noEncontrada);

    // Both are mailed; the history shows on the friend's ticket and in the sender's list.
    expect((await lastMailTo(friend.correo))!.asunto).toBe(
      TRANSFER_MAIL.asuntoRecibida('Noche de puerta'),
    );
    expect((await lastMailTo(buyer.correo))!.asunto).toBe(
      TRANSFER_MAIL.asuntoEnviada('Noche de puerta'),
    );
    const d = await detalle(friendToken, ticket.idTicket);
    expect(d.transferencia.historial.map((h) => h.idTransferencia)).toEqual([view.idTransferencia]);
    expect(d.transferencia.puedeTransferir).toBe(true);
    const enviadas = (await asUser(t, token, 'GET', '/Entrada/MisTransferencias')).json<{
      enviadas: TransferenciaView[];
    }>().enviadas;
    expect(enviadas[0]).toMatchObject({ idTicket: ticket.idTicket, estado: 'aceptada' });

    // Audited: who, when, what.
    const audited = await t.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.idEntidad, ticket.idTicket));
    expect(audited).toEqual([
      expect.objectContaining({
        idUsuario: buyer.idUsuario,
        accion: 'transferencia_aceptada',
        entidad: 'ticket',
        at: CHECKOUT_NOW,
        detalle: expect.objectContaining({
          idTransferencia: view.idTransferencia,
          tidAnterior: expect.any(String),
        }),
      }),
    ]);

    // The door: the old code is anulada (showing nobody), the new one admits, and devices
    // learn both through the snapshot and the organiser's revoked list.
    clock.set(DOOR_OPEN_AT);
    const old = (
      await escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: ticket.codigo })
    ).json<EscaneoRespuesta>();
    expect(old.resultado).toBe('anulada');
    expect(old.entrada).toBeNull();
    // So is its old short code, typed: the transfer drew the friend's ticket a new one.
    expect(held[0]!.codigoCorto).not.toBe(ticket.codigoCorto);
    const oldTyped = (
      await escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: ticket.codigoCorto })
    ).json<EscaneoRespuesta>();
    expect(oldTyped).toMatchObject({ resultado: 'anulada', entrada: null });
    const snapshot = (
      await asUser(t, s.staffToken, 'GET', `/Puerta/Snapshot?IdFecha=${ticket.idFecha}`)
    ).json<PuertaSnapshot>();
    const oldTid = (audited[0]!.detalle as { tidAnterior: string }).tidAnterior;
    expect(snapshot.revocadas).toContain(oldTid);
    const mine = snapshot.entradas.find((e) => e.tid === row!.uid)!;
    expect(mine.titular).toMatch(/^Test Usuario/);
    expect(mine.titular).toBe(d.transferencia.historial[0]!.para);
    expect(mine.codigoCorto).toBe(held[0]!.codigoCorto);
    const revocadas = (
      await asUser(t, s.orgToken, 'GET', `/Entrada/Revocadas?IdEvento=${s.a.idEvento}`)
    ).json<{ revocadas: string[] }>().revocadas;
    expect(revocadas).toContain(oldTid);
    const fresh = (
      await escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: held[0]!.codigo })
    ).json<EscaneoRespuesta>();
    expect(fresh.resultado).toBe('admitido');

    // The organiser sees the current holder.
    const ventas = (
      await asUser(t, s.orgToken, 'GET', `/Evento/GetVentas?IdEvento=${s.a.idEvento}`)
    ).json<VentasEvento>();
    expect(ventas.transferidas).toContainEqual(
      expect.objectContaining({ idTicket: ticket.idTicket, titular: mine.titular }),
    );
  });

  it('a device that synced before the transfer gets the new code and the revoked one in its changes', async () => {
    const { token, ticket } = await freshTicket();
    const friend = await t.createUser([0]);
    clock.set(DOOR_OPEN_AT);
    const snap = (
      await asUser(t, s.staffToken, 'GET', `/Puerta/Snapshot?IdFecha=${ticket.idFecha}`)
    ).json<PuertaSnapshot>();
    clock.set(new Date(DOOR_OPEN_AT.getTime() + 60_000));
    expect((await transferir(token, ticket.idTicket, friend.correo)).statusCode).toBe(200);
    clock.set(new Date(DOOR_OPEN_AT.getTime() + 120_000));
    const cambios = (
      await asUser(
        t,
        s.staffToken,
        'GET',
        `/Puerta/Cambios?IdFecha=${ticket.idFecha}&Desde=${encodeURIComponent(snap.cursor)}`,
      )
    ).json<{ entradas: Array<{ tid: string }>; revocadas: string[] }>();
    const [row] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idTicket, ticket.idTicket));
    expect(cambios.entradas.map((e) => e.tid)).toEqual([row!.uid]);
    expect(cambios.revocadas).toHaveLength(1);
    expect(snap.entradas.map((e) => e.tid)).toContain(cambios.revocadas[0]);
  });
});

describe('transfer by link to someone without an account', () => {
  it('waits, can be cancelled, and is received by whoever signs in with the link', async () => {
    const { token, ticket, buyer } = await freshTicket();
    const correo = `amiga-${Date.now()}@pulso.test`;
    const res = await transferir(token, ticket.idTicket, correo);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<TransferenciaView>();
    expect(sent).toMatchObject({ estado: 'pendiente', correo, para: null });
    const mail = (await lastMailTo(correo))!;
    expect(mail.asunto).toMatch(/te envía una entrada para Noche de puerta$/);
    expect(mail.cuerpo).toContain('https://pulso.test/transferencia/');
    const link = tokenOf(mail.cuerpo);

    // Still the sender's, marked pending; a second transfer waits for this one.
    const d = await detalle(token, ticket.idTicket);
    expect(d.transferencia).toMatchObject({ puedeTransferir: false, motivo: null });
    expect(d.transferencia.pendiente?.idTransferencia).toBe(sent.idTransferencia);
    const again = await transferir(token, ticket.idTicket, 'otra@pulso.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(TRANSFER_MSG.pendiente);

    const ver = await t.app.inject({ url: `/api/v1/Transferencia/Ver?token=${link}` });
    expect(ver.json<TransferenciaPublica>()).toMatchObject({
      estado: 'pendiente',
      evento: 'Noche de puerta',
      dsTipo: 'General',
      correo,
      de: expect.stringMatching(/^Test Usuario/),
    });

    // Cancelled: the link no longer gives anything.
    const cancel = await asUser(t, token, 'POST', '/Entrada/CancelarTransferencia', {
      idTransferencia: sent.idTransferencia,
    });
    expect(cancel.json<TransferenciaView>().estado).toBe('cancelada');
    const newcomer = await t.createUser([0]);
    const newcomerToken = await t.tokenFor(newcomer.idUsuario);
    const late = await asUser(t, newcomerToken, 'POST', '/Transferencia/Aceptar', { token: link });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(TRANSFER_MSG.yaNoPendiente);
    expect(await misEntradas(newcomerToken)).toEqual([]);

    // Sent again and accepted: the newcomer holds it, with a new code.
    const second = await transferir(token, ticket.idTicket, correo);
    const link2 = tokenOf((await lastMailTo(correo))!.cuerpo);
    const own = await asUser(t, token, 'POST', '/Transferencia/Aceptar', { token: link2 });
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe(TRANSFER_MSG.propia);
    const ok = await asUser(t, newcomerToken, 'POST', '/Transferencia/Aceptar', { token: link2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ idTicket: ticket.idTicket });
    const held = await misEntradas(newcomerToken);
    expect(held.map((e) => e.idTicket)).toEqual([ticket.idTicket]);
    expect(held[0]!.codigo).not.toBe(ticket.codigo);
    const [stored] = await t.database.db
      .select()
      .from(transferencias)
      .where(eq(transferencias.idTransferencia, second.json<TransferenciaView>().idTransferencia));
    expect(stored).toMatchObject({ estado: 'aceptada', aUsuario: newcomer.idUsuario });
    expect((await lastMailTo(buyer.correo))!.asunto).toBe(
      TRANSFER_MAIL.asuntoEnviada('Noche de puerta'),
    );
    const reuse = await asUser(t, newcomerToken, 'POST', '/Transferencia/Aceptar', {
      token: link2,
    });
    expect(reuse.json().detail).toBe(TRANSFER_MSG.yaNoPendiente);
  });

  it('an unknown or malformed link is refused in Spanish', async () => {
    const unknown = await t.app.inject({
      url: `/api/v1/Transferencia/Ver?token=${'a'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(TRANSFER_MSG.linkInvalido);
    const bad = await t.app.inject({ url: '/api/v1/Transferencia/Ver?token=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(TRANSFER_MSG.linkInvalido);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Transferencia/Aceptar',
      payload: { token: 'a'.repeat(32) },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('what cannot be transferred (nothing is stored)', () => {
  it("someone else's ticket, oneself, a bad address", async () => {
    const { token, ticket, buyer } = await freshTicket();
    const before = await transferCount();
    const other = await t.tokenFor((await t.createUser([0])).idUsuario);
    const foreign = await transferir(other, ticket.idTicket, 'x@pulso.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(TICKET_MSG.noEncontrada);
    const self = await transferir(token, ticket.idTicket, buyer.correo);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(TRANSFER_MSG.aVosMismo);
    const bad = await transferir(token, ticket.idTicket, 'no es un correo');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(TRANSFER_MSG.correo);
    expect(await transferCount()).toBe(before);
  });

  it('a scanned ticket, a night that started, an event whose organiser switched transfers off', async () => {
    const { token, ticket, orden } = await freshTicket();
    const friend = await t.createUser([0]);
    const before = await transferCount();
    clock.set(DOOR_OPEN_AT);
    await escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: ticket.codigo });
    const used = await transferir(token, ticket.idTicket, friend.correo);
    expect(used.json().detail).toBe(TRANSFER_MSG.usada);
    expect((await detalle(token, ticket.idTicket)).transferencia).toMatchObject({
      puedeTransferir: false,
      motivo: TRANSFER_MSG.usada,
    });

    clock.set(new Date('2030-01-04T23:30:00-03:00'));
    const started = await transferir(token, orden.tickets[1]!.idTicket, friend.correo);
    expect(started.statusCode).toBe(409);
    expect(started.json().detail).toBe(TRANSFER_MSG.empezo);

    clock.set(CHECKOUT_NOW);
    await t.database.db
      .update(eventos)
      .set({ permiteTransferencias: false })
      .where(eq(eventos.idEvento, s.a.idEvento));
    try {
      const off = await transferir(token, orden.tickets[1]!.idTicket, friend.correo);
      expect(off.json().detail).toBe(TRANSFER_MSG.deshabilitada);
    } finally {
      await t.database.db
        .update(eventos)
        .set({ permiteTransferencias: true })
        .where(eq(eventos.idEvento, s.a.idEvento));
    }
    expect(await transferCount()).toBe(before);
  });

  it('an order with a transferred ticket cannot be refunded on request', async () => {
    const { token, ticket, orden } = await freshTicket();
    const friend = await t.createUser([0]);
    expect((await transferir(token, ticket.idTicket, friend.correo)).statusCode).toBe(200);
    // The event changed after the purchase: otherwise refundable.
    await t.database.db
      .update(eventos)
      .set({ cambioSignificativoAt: new Date(CHECKOUT_NOW.getTime() + 1000) })
      .where(eq(eventos.idEvento, s.a.idEvento));
    clock.set(new Date(CHECKOUT_NOW.getTime() + 2000));
    try {
      const res = await asUser(t, token, 'POST', '/Orden/SolicitarReembolso', {
        idOrden: orden.idOrden,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(REEMBOLSO_MSG.conTransferidas);
      expect(
        (await misEntradas(token)).find((e) => e.idOrden === orden.idOrden)?.puedeReembolsar,
      ).toBe(false);
    } finally {
      await t.database.db
        .update(eventos)
        .set({ cambioSignificativoAt: null })
        .where(eq(eventos.idEvento, s.a.idEvento));
    }
  });
});
