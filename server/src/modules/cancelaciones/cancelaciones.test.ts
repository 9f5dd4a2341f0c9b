import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_MSG, type ReembolsosEvento, type TicketCard } from '@shared/api/after-sale';
import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import type { EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import {
  entradas,
  eventos,
  ordenes,
  outbox,
  reembolsos,
  sandboxPagos,
  tickets,
} from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { buyPaid, holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

const MOTIVO = 'El predio no obtuvo la habilitación municipal.';
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idOrganizador: number;
const token: Record<string, string> = {};
const correo: Record<string, string> = {};

/** An on-sale event of the organiser with General (10000) and VIP (20000). */
const nuevoEvento = (nombre: string, cdEstado?: number) =>
  insertOnSale(
    t,
    idOrganizador,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 20000, cantidad: 10 },
    ],
    { nombre, ...(cdEstado !== undefined ? { cdEstado } : {}) },
  );

beforeAll(async () => {
  // A real list cache: the cancellation must clear it, not wait for it to expire.
  t = await createTestApp({ EVENTS_LIST_CACHE_MS: '60000' }, { now: clock.now, jobQueue: true });
  const organizador = await t.createUser([0, 2]);
  idOrganizador = organizador.idUsuario;
  token.organizador = await t.tokenFor(idOrganizador);
  token.otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  token.adminOrganizador = await t.tokenFor((await t.createUser([1, 2])).idUsuario);
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  for (const key of ['ana', 'beto', 'caro', 'dani']) {
    const u = await t.createUser([0]);
    token[key] = await t.tokenFor(u.idUsuario);
    correo[key] = u.correo;
  }
});
afterAll(() => t.close());

const auth = (key: string | null) => (key ? { authorization: `Bearer ${token[key]}` } : {});
const getReembolsos = (idEvento: number | string, key: string | null) =>
  t.app.inject({ url: `/api/v1/Evento/GetReembolsos?IdEvento=${idEvento}`, headers: auth(key) });
const cancelar = (payload: Record<string, unknown>, key: string | null = 'organizador') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CancelarEvento',
    headers: auth(key),
    payload,
  });
const estadoDe = async (idEvento: number) =>
  (
    await t.database.db
      .select({ cdEstado: eventos.cdEstado })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento))
  )[0]!.cdEstado;
const vendidasDe = async (idFecha: number) =>
  (
    await t.database.db
      .select({ cdTipo: entradas.cdTipo, vendidas: entradas.vendidas })
      .from(entradas)
      .where(eq(entradas.idFecha, idFecha))
      .orderBy(entradas.cdTipo)
  ).map((r) => [r.cdTipo, r.vendidas]);

describe('an event on sale with paid, pending and rejected orders', () => {
  let idEvento: number;
  let idFecha: number;
  let ana1: OrdenView;
  let ana2: OrdenView;
  let beto: OrdenView;
  let pendiente: OrdenView;

  beforeAll(async () => {
    ({
      idEvento,
      idFechas: [idFecha],
    } = (await nuevoEvento('Noche cancelada')) as { idEvento: number; idFechas: [number] });
    ana1 = await buyPaid(t, token.ana!, idEvento, [{ idFecha, cdTipo: 0, cantidad: 2 }]);
    ana2 = await buyPaid(t, token.ana!, idEvento, [{ idFecha, cdTipo: 2, cantidad: 1 }]);
    beto = await buyPaid(t, token.beto!, idEvento, [{ idFecha, cdTipo: 0, cantidad: 1 }]);
    pendiente = await holdOrder(t, token.caro!, idEvento, [{ idFecha, cdTipo: 0, cantidad: 3 }]);
    const rechazada = await holdOrder(t, token.dani!, idEvento, [
      { idFecha, cdTipo: 2, cantidad: 1 },
    ]);
    await decidirEnSandbox(t, rechazada, 'rechazar');
  });

  it('lists what would be refunded: every paid order, fee included, no state yet', async () => {
    const res = await getReembolsos(idEvento, 'organizador');
    expect(res.statusCode).toBe(200);
    const body = res.json<ReembolsosEvento>();
    expect(body).toMatchObject({ idEvento, nombre: 'Noche cancelada', cdEstado: 2 });
    expect(body.lineas).toEqual([
      {
        idOrden: ana1.idOrden,
        comprador: 'Ana Pérez',
        entradas: 2,
        monto: ana1.total,
        ordenEstado: 'pagada',
        estado: null,
      },
      {
        idOrden: ana2.idOrden,
        comprador: 'Ana Pérez',
        entradas: 1,
        monto: ana2.total,
        ordenEstado: 'pagada',
        estado: null,
      },
      {
        idOrden: beto.idOrden,
        comprador: 'Ana Pérez',
        entradas: 1,
        monto: beto.total,
        ordenEstado: 'pagada',
        estado: null,
      },
    ]);
    expect(ana1.total).toBe(22000); // 2 × 10000 + 10% fee
    expect(body.total).toBe(ana1.total + ana2.total + beto.total);
  });

  it("is the owner's: other organisers get 404, administrators without it 403, guests 401", async () => {
    for (const key of ['otro', 'adminOrganizador']) {
      for (const res of [
        await getReembolsos(idEvento, key),
        await cancelar({ idEvento, motivo: MOTIVO }, key),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
      }
    }
    expect((await getReembolsos(idEvento, 'admin')).statusCode).toBe(403);
    expect((await cancelar({ idEvento, motivo: MOTIVO }, 'admin')).statusCode).toBe(403);
    expect((await cancelar({ idEvento, motivo: MOTIVO }, 'ana')).statusCode).toBe(403);
    expect((await cancelar({ idEvento, motivo: MOTIVO }, null)).statusCode).toBe(401);
    expect((await getReembolsos(idEvento, null)).statusCode).toBe(401);
    expect(await estadoDe(idEvento)).toBe(ESTADO_EVENTO.EN_VENTA);
  });

  it('needs a reason (400 with the Spanish text, nothing changes)', async () => {
    for (const payload of [{ idEvento }, { idEvento, motivo: '   ' }, { idEvento, motivo: 7 }]) {
      const res = await cancelar(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: CANCEL_MSG.motivoFalta });
    }
    expect(await estadoDe(idEvento)).toBe(ESTADO_EVENTO.EN_VENTA);
    expect(await t.database.db.select().from(reembolsos)).toEqual([]);
  });

  it('leaves nothing half done when the transaction fails', async () => {
    const db = t.database.db;
    const outboxBefore = (await db.select().from(outbox)).length;
    await db.execute(sql`create function pulso_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(sql`create trigger pulso_test_fail before insert on outbox
      for each row execute function pulso_test_fail()`);
    try {
      const res = await cancelar({ idEvento, motivo: MOTIVO });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger pulso_test_fail on outbox`);
      await db.execute(sql`drop function pulso_test_fail()`);
    }
    expect(await estadoDe(idEvento)).toBe(ESTADO_EVENTO.EN_VENTA);
    expect(await db.select().from(reembolsos)).toEqual([]);
    expect((await db.select().from(outbox)).length).toBe(outboxBefore);
    const estados = await db
      .select({ idOrden: ordenes.idOrden, estado: ordenes.estado })
      .from(ordenes)
      .where(inArray(ordenes.idOrden, [ana1.idOrden, beto.idOrden, pendiente.idOrden]));
    expect(estados.map((o) => o.estado).sort()).toEqual(['pagada', 'pagada', 'pendiente']);
    // General: 2 + 1 paid + 3 held; VIP: 1 paid.
    expect(await vendidasDe(idFecha)).toEqual([
      [0, 6],
      [2, 1],
    ]);
    expect(
      (await db.select().from(sandboxPagos).where(eq(sandboxPagos.status, 'refunded'))).length,
    ).toBe(0);
  });

  it('cancels: Borrado, holds released, every paid order refunded through the provider (in the job queue), one mail per buyer', async () => {
    const db = t.database.db;
    // Warm the public list cache with the event in it.
    const listed = await t.app.inject({ url: '/api/v1/Evento/GetEventos?Estado=2' });
    expect(listed.json<EventosPage>().eventos.map((e) => e.idEvento)).toContain(idEvento);
    const outboxBefore = await db.select({ id: outbox.id }).from(outbox);

    const res = await cancelar({ idEvento, motivo: `  ${MOTIVO}  ` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReembolsosEvento>();
    expect(body).toMatchObject({ idEvento, cdEstado: ESTADO_EVENTO.BORRADO });
    // Answered once committed: the refunds are queued, not yet at the provider.
    expect(body.lineas.map((l) => [l.idOrden, l.ordenEstado, l.estado])).toEqual([
      [ana1.idOrden, 'reembolso_pendiente', 'pendiente'],
      [ana2.idOrden, 'reembolso_pendiente', 'pendiente'],
      [beto.idOrden, 'reembolso_pendiente', 'pendiente'],
    ]);
    const lineas = async () =>
      (await getReembolsos(idEvento, 'organizador'))
        .json<ReembolsosEvento>()
        .lineas.map((l) => [l.idOrden, l.ordenEstado, l.estado]);
    await waitUntil(
      async () => (await lineas()).every(([, , estado]) => estado === 'hecho'),
      'the queued refunds',
    );
    expect(await lineas()).toEqual([
      [ana1.idOrden, 'reembolsada', 'hecho'],
      [ana2.idOrden, 'reembolsada', 'hecho'],
      [beto.idOrden, 'reembolsada', 'hecho'],
    ]);

    expect(await estadoDe(idEvento)).toBe(ESTADO_EVENTO.BORRADO);
    const rows = await db.select().from(reembolsos).orderBy(reembolsos.idOrden);
    expect(rows.map((r) => [r.idOrden, r.monto, r.estado, r.motivo, r.attempts])).toEqual([
      [ana1.idOrden, ana1.total, 'hecho', MOTIVO, 1],
      [ana2.idOrden, ana2.total, 'hecho', MOTIVO, 1],
      [beto.idOrden, beto.total, 'hecho', MOTIVO, 1],
    ]);
    // The provider's own record: each payment refunded, for what was paid.
    const refunded = await db
      .select()
      .from(sandboxPagos)
      .where(eq(sandboxPagos.status, 'refunded'));
    expect(refunded.map((p) => [Number(p.externalReference), p.amount]).sort()).toEqual(
      [
        [ana1.idOrden, ana1.total],
        [ana2.idOrden, ana2.total],
        [beto.idOrden, beto.total],
      ].sort(),
    );
    expect(rows.map((r) => r.providerRefundId).sort()).toEqual(
      refunded.map((p) => p.refundId).sort(),
    );
    const [held] = await db.select().from(ordenes).where(eq(ordenes.idOrden, pendiente.idOrden));
    expect(held!.estado).toBe('expirada');
    expect(await vendidasDe(idFecha)).toEqual([
      [0, 0],
      [2, 0],
    ]);

    const mails = (await db.select().from(outbox)).filter(
      (m) => !outboxBefore.some((b) => b.id === m.id),
    );
    expect(mails.map((m) => m.destinatario).sort()).toEqual([correo.ana, correo.beto].sort());
    for (const m of mails) expect(m.asunto).toBe(CANCEL_MSG.asunto('Noche cancelada'));
    const anaMail = mails.find((m) => m.destinatario === correo.ana)!;
    expect(anaMail.cuerpo).toContain(`Motivo: ${MOTIVO}`);
    expect(anaMail.cuerpo).toContain(formatPesos(ana1.total + ana2.total));
    expect(anaMail.cuerpo).toContain(
      `compras N.º ${formatOrderNumber(ana1.numero!)}, ${formatOrderNumber(ana2.numero!)}`,
    );
    expect(mails.find((m) => m.destinatario === correo.beto)!.cuerpo).toContain(
      formatPesos(beto.total),
    );

    // Gone from the public list at once; the buyers keep their tickets, marked cancelled
    // with their order's refund and without a code (cancelled-event-stays.test.ts).
    const after = await t.app.inject({ url: '/api/v1/Evento/GetEventos?Estado=2' });
    expect(after.json<EventosPage>().eventos.map((e) => e.idEvento)).not.toContain(idEvento);
    const mine = await t.app.inject({ url: '/api/v1/Entrada/MisEntradas', headers: auth('ana') });
    expect(
      mine
        .json<{ entradas: TicketCard[] }>()
        .entradas.map((e) => [e.idOrden, e.codigo, e.cancelacion?.reembolso?.estado]),
    ).toEqual([
      [ana1.idOrden, '', 'hecho'],
      [ana1.idOrden, '', 'hecho'],
      [ana2.idOrden, '', 'hecho'],
    ]);
  });

  it('shows each refund afterwards, and cannot be cancelled twice', async () => {
    const body = (await getReembolsos(idEvento, 'organizador')).json<ReembolsosEvento>();
    expect(body.cdEstado).toBe(ESTADO_EVENTO.BORRADO);
    expect(body.lineas.map((l) => l.estado)).toEqual(['hecho', 'hecho', 'hecho']);
    expect(body.total).toBe(ana1.total + ana2.total + beto.total);
    const again = await cancelar({ idEvento, motivo: MOTIVO });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: CANCEL_MSG.noCancelable });
    expect((await t.database.db.select().from(reembolsos)).length).toBe(3);
  });

  it('sells nothing more: a new order is refused, a late payment is refunded without tickets', async () => {
    const nueva = await crearOrden(t, token.dani!, {
      idEvento,
      items: [{ idFecha, cdTipo: 0, cantidad: 1 }],
      comprador: { ...comprador },
    });
    expect(nueva.statusCode).toBe(409);
    expect(nueva.json()).toMatchObject({ detail: ORDEN_MSG.eventoNoDisponible });
    // Caro's released order is paid on the provider's page after all.
    expect((await decidirEnSandbox(t, pendiente, 'aprobar')).statusCode).toBe(303);
    const db = t.database.db;
    const [orden] = await db.select().from(ordenes).where(eq(ordenes.idOrden, pendiente.idOrden));
    expect(orden!.estado).toBe('reembolsada');
    expect(await db.select().from(tickets).where(eq(tickets.idOrden, pendiente.idOrden))).toEqual(
      [],
    );
    expect(await vendidasDe(idFecha)).toEqual([
      [0, 0],
      [2, 0],
    ]);
  });
});

describe('statuses', () => {
  it('cancels an event awaiting approval or approved, with nothing to refund', async () => {
    for (const cdEstado of [ESTADO_EVENTO.POR_APROBAR, ESTADO_EVENTO.APROBADO]) {
      const { idEvento } = await nuevoEvento(`Estado ${cdEstado}`, cdEstado);
      const res = await cancelar({ idEvento, motivo: MOTIVO });
      expect(res.statusCode).toBe(200);
      expect(res.json<ReembolsosEvento>()).toMatchObject({
        cdEstado: ESTADO_EVENTO.BORRADO,
        lineas: [],
        total: 0,
      });
      expect(await estadoDe(idEvento)).toBe(ESTADO_EVENTO.BORRADO);
    }
  });

  it('refuses the statuses without "cancel" in the organiser table (409)', async () => {
    for (const cdEstado of [
      ESTADO_EVENTO.FIN_VENTA,
      ESTADO_EVENTO.FINALIZADO,
      ESTADO_EVENTO.BORRADO,
      ESTADO_EVENTO.RECHAZADO,
    ]) {
      const { idEvento } = await nuevoEvento(`No cancelable ${cdEstado}`, cdEstado);
      const res = await cancelar({ idEvento, motivo: MOTIVO });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: CANCEL_MSG.noCancelable });
      expect(await estadoDe(idEvento)).toBe(cdEstado);
    }
  });

  it('lets exactly one of two simultaneous cancellations through', async () => {
    const { idEvento, idFechas } = await nuevoEvento('Doble clic');
    const paid = await buyPaid(t, token.beto!, idEvento, [
      { idFecha: idFechas[0]!, cdTipo: 0, cantidad: 1 },
    ]);
    const [a, b] = await Promise.all([
      cancelar({ idEvento, motivo: MOTIVO }),
      cancelar({ idEvento, motivo: MOTIVO }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, paid.idOrden));
    expect(rows).toHaveLength(1);
  });

  it('answers a missing event with 404 and a bad id with 400', async () => {
    const missing = await cancelar({ idEvento: 999999, motivo: MOTIVO });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    expect((await getReembolsos('abc', 'organizador')).statusCode).toBe(400);
    expect((await cancelar({ idEvento: 'x', motivo: MOTIVO })).statusCode).toBe(400);
  });
});
