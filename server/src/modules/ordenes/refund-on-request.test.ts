import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REEMBOLSO_MSG, TICKET_MSG, type TicketCard } from '@shared/api/after-sale';
import { ORDEN_MSG, type OrdenView, type TicketsRevocados } from '@shared/api/checkout';
import { MSG } from '@shared/messages';
import { REFUND_REQUEST_MAIL } from '@shared/texts/after-sale';
import {
  entradas,
  eventos,
  ordenes,
  outbox,
  pagos,
  reembolsos,
  tickets,
} from '../../db/schema/index';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Refund on request (/modificar-evento): after the address, dates, times or artists of
 * an event change, a buyer whose order was paid before the change may have it refunded whole
 * until the event starts.
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idArtista: number;
let owner: { idUsuario: number; token: string };
let buyer: { idUsuario: number; correo: string; token: string };
let otro: string;
let admin: string;
let otroOrganizador: string;
let ev: { idEvento: number; idFecha: number };

/** The fixture night moved one day later (a significant change), or only renamed. */
const NEW_START = '2030-01-05T23:00:00-03:00';

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  idArtista = await insertArtista(t.database.db, { nombre: 'Juana Lumen' });
  const o = await t.createUser([0, 2]);
  owner = { idUsuario: o.idUsuario, token: await t.tokenFor(o.idUsuario) };
  const b = await t.createUser([0]);
  buyer = { ...b, token: await t.tokenFor(b.idUsuario) };
  otro = await t.tokenFor((await t.createUser([0])).idUsuario);
  admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  otroOrganizador = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(CHECKOUT_NOW);
  const created = await insertOnSale(
    t,
    owner.idUsuario,
    [{ cdTipo: 0, precio: 10000, cantidad: 20 }],
    {
      nombre: 'Noche movida',
    },
  );
  ev = { idEvento: created.idEvento, idFecha: created.idFechas[0]! };
});

const db = () => t.database.db;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function modificar(opts: { inicio?: string; nombre?: string } = {}) {
  const { fechas: _f, fiesta: _p, ...base } = crearEventoPayload(idArtista);
  const inicio = opts.inicio ?? NEW_START;
  const fin = new Date(new Date(inicio).getTime() + 6 * 3600_000).toISOString();
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/Evento/UpdateEvento',
    headers: auth(owner.token),
    payload: {
      ...base,
      nombre: opts.nombre ?? 'Noche movida',
      idEvento: ev.idEvento,
      fechas: [
        {
          idFecha: ev.idFecha,
          inicio,
          fin,
          inicioVenta: '2029-12-05T23:00:00-03:00',
          finVenta: inicio,
        },
      ],
    },
  });
}

const solicitar = (token: string, idOrden: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/SolicitarReembolso',
    headers: auth(token),
    payload: { idOrden },
  });

const comprar = (cantidad = 2) =>
  buyPaid(t, buyer.token, ev.idEvento, [{ idFecha: ev.idFecha, cdTipo: 0, cantidad }]);

const vendidas = async () =>
  (await db().select().from(entradas).where(eq(entradas.idFecha, ev.idFecha)))[0]!.vendidas;
const ordenRow = async (idOrden: number) =>
  (await db().select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!;
const misEntradas = async (token = buyer.token) =>
  (await t.app.inject({ url: '/api/v1/Entrada/MisEntradas', headers: auth(token) })).json<{
    entradas: TicketCard[];
  }>().entradas;
const ofOrden = async (idOrden: number) =>
  (await misEntradas()).filter((e) => e.idOrden === idOrden);
const revocadas = (token: string) =>
  t.app.inject({ url: `/api/v1/Entrada/Revocadas?IdEvento=${ev.idEvento}`, headers: auth(token) });

describe('the event change that opens refunds', () => {
  it('is recorded with the time of a change of dates, times, address or artists only', async () => {
    const cambio = async () =>
      (
        await db()
          .select({ at: eventos.cambioSignificativoAt })
          .from(eventos)
          .where(eq(eventos.idEvento, ev.idEvento))
      )[0]!.at;
    expect(await cambio()).toBeNull();
    expect((await modificar()).statusCode).toBe(200);
    expect(await cambio()).toEqual(clock.now());
    clock.advanceMinutes(30);
    // Same place, days and line-up: a new name does not count.
    expect((await modificar({ nombre: 'Noche movida (nuevo nombre)' })).statusCode).toBe(200);
    expect(await cambio()).toEqual(new Date(CHECKOUT_NOW));
  });
});

describe('POST /Orden/SolicitarReembolso', () => {
  it('is refused while the event has not changed since the purchase', async () => {
    const orden = await comprar();
    expect((await ofOrden(orden.idOrden)).map((e) => e.puedeReembolsar)).toEqual([false, false]);
    const res = await solicitar(buyer.token, orden.idOrden);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(REEMBOLSO_MSG.sinCambios);
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
    expect(
      await db().select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden)),
    ).toEqual([]);
  });

  it('after the change refunds the whole order: stock back, tickets gone, refund row, mail, provider', async () => {
    const orden = await comprar(2);
    const kept = await comprar(1);
    clock.advanceMinutes(10);
    expect((await modificar()).statusCode).toBe(200);
    expect((await ofOrden(orden.idOrden)).map((e) => e.puedeReembolsar)).toEqual([true, true]);
    expect(await vendidas()).toBe(3);
    const [pago] = await db().select().from(pagos).where(eq(pagos.idOrden, orden.idOrden));
    await db().delete(outbox);

    const res = await solicitar(buyer.token, orden.idOrden);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<OrdenView>();
    // The sandbox refunds at once: the order is done.
    expect(view).toMatchObject({
      idOrden: orden.idOrden,
      estado: 'reembolsada',
      total: orden.total,
      reembolso: { estado: 'hecho', monto: orden.total },
    });

    expect(await vendidas()).toBe(1);
    const [refund] = await db()
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(refund).toMatchObject({
      idPago: pago!.idPago,
      monto: orden.total,
      motivo: REEMBOLSO_MSG.motivo,
      estado: 'hecho',
      attempts: 1,
    });
    expect(await createSandboxProvider(db()).refunds()).toContainEqual({
      paymentId: pago!.providerPaymentId,
      refundId: refund!.providerRefundId,
      amount: orden.total,
    });

    // Its tickets leave the buyer's screens; the other order stays as it was.
    expect(await ofOrden(orden.idOrden)).toEqual([]);
    expect((await ofOrden(kept.idOrden)).map((e) => e.puedeReembolsar)).toEqual([true]);
    const gone = await t.app.inject({
      url: `/api/v1/Entrada/GetEntrada?idTicket=${orden.tickets[0]!.idTicket}`,
      headers: auth(buyer.token),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(TICKET_MSG.noEncontrada);

    const mails = await db().select().from(outbox);
    expect(mails).toEqual([
      expect.objectContaining({
        destinatario: buyer.correo,
        asunto: REEMBOLSO_MSG.asunto('Noche movida'),
        cuerpo: REFUND_REQUEST_MAIL.cuerpo({
          nombre: 'Ana',
          evento: 'Noche movida',
          numero: formatOrderNumber(orden.numero!),
          entradas: 2,
          monto: formatPesos(orden.total),
        }),
      }),
    ]);

    // Asking twice changes nothing more.
    const again = await solicitar(buyer.token, orden.idOrden);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(REEMBOLSO_MSG.yaSolicitado);
    expect(
      await db().select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden)),
    ).toHaveLength(1);
    expect(await vendidas()).toBe(1);
  });

  it("is someone else's order for anyone but its buyer: 404, nothing changes", async () => {
    const orden = await comprar();
    clock.advanceMinutes(1);
    await modificar();
    for (const token of [otro, await t.tokenFor(owner.idUsuario)]) {
      const res = await solicitar(token, orden.idOrden);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(ORDEN_MSG.ordenNoEncontrada);
    }
    expect((await solicitar(otro, 999_999)).statusCode).toBe(404);
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
    expect(await vendidas()).toBe(2);
  });

  it('is refused once the event has started', async () => {
    const orden = await comprar();
    clock.advanceMinutes(1);
    await modificar();
    clock.set(new Date(new Date(NEW_START).getTime() + 60_000));
    expect((await ofOrden(orden.idOrden)).every((e) => !e.puedeReembolsar)).toBe(true);
    const res = await solicitar(buyer.token, orden.idOrden);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(REEMBOLSO_MSG.yaEmpezo);
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
  });

  it('is refused for an order paid after the change (the buyer knew)', async () => {
    await modificar();
    clock.advanceMinutes(1);
    const orden = await comprar();
    const res = await solicitar(buyer.token, orden.idOrden);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(REEMBOLSO_MSG.sinCambios);
  });

  it('is refused on a cancelled event (the cancellation refunds by itself)', async () => {
    const orden = await comprar();
    clock.advanceMinutes(1);
    await modificar();
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CancelarEvento',
      headers: auth(owner.token),
      payload: { idEvento: ev.idEvento, motivo: 'Sin sonido.' },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await solicitar(buyer.token, orden.idOrden);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(REEMBOLSO_MSG.eventoCancelado);
    expect(
      await db().select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden)),
    ).toHaveLength(1);
  });

  it('answers bad input with 400 and a Spanish message, changing nothing', async () => {
    const orden = await comprar();
    clock.advanceMinutes(1);
    await modificar();
    for (const idOrden of ['uno', 0, 1.5, undefined]) {
      const res = await solicitar(buyer.token, idOrden);
      expect(res.statusCode, String(idOrden)).toBe(400);
      expect(res.json().detail).toMatch(/^(idOrden: )?(Debe ser|Este dato es obligatorio)/);
    }
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
    expect(await vendidas()).toBe(2);
  });
});

describe('GET /Entrada/Revocadas', () => {
  it('lists the tid of every ticket of the event whose order is no longer paid, for its owner and administrators', async () => {
    const refunded = await comprar(2);
    const kept = await comprar(1);
    const empty = await revocadas(owner.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<TicketsRevocados>()).toEqual({ idEvento: ev.idEvento, revocadas: [] });
    expect(empty.headers['cache-control']).toBe('private, no-store');

    clock.advanceMinutes(1);
    await modificar();
    expect((await solicitar(buyer.token, refunded.idOrden)).statusCode).toBe(200);
    const uids = (
      await db().select().from(tickets).where(eq(tickets.idOrden, refunded.idOrden))
    ).map((r) => r.uid);
    expect(uids).toHaveLength(2);
    for (const token of [owner.token, admin]) {
      const res = await revocadas(token);
      expect(res.statusCode).toBe(200);
      expect(res.json<TicketsRevocados>().revocadas.sort()).toEqual(uids.sort());
    }
    const keptUid = (await db().select().from(tickets).where(eq(tickets.idOrden, kept.idOrden)))[0]!
      .uid;
    expect((await revocadas(owner.token)).json<TicketsRevocados>().revocadas).not.toContain(
      keptUid,
    );

    const ajeno = await revocadas(otroOrganizador);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json().detail).toBe(MSG.eventoNoEncontrado);
    expect((await revocadas(buyer.token)).statusCode).toBe(403);
  });
});
