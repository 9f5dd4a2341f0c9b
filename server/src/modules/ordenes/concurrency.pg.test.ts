import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import {
  entradas,
  eventos,
  ordenes,
  outbox,
  pagos,
  reembolsos,
  sandboxPagos,
  tickets,
  usuarios,
} from '../../db/schema/index';
import {
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  SANDBOX_SECRET,
  testClock,
  webhook,
} from '../../test/checkout-fixtures';
import { insertBuyers } from '../../test/bulk-buyers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAYMENT_JOB_LOCKS, paymentJobsTick } from '../../jobs/payment-jobs';

/**
 * Concurrency on a real PostgreSQL server (row locks, SKIP LOCKED, advisory locks and a pool
 * of connections behave as in production; PGlite has one connection and cannot race). Runs
 * when DATABASE_URL is set, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
const clock = testClock();
let organizador: number;

const buyers = (n: number, tag: string) =>
  insertBuyers(t.database.db, n, { tag, jwtSecret: t.config.jwtSecret! });

const buy = (
  token: string,
  ev: { idEvento: number; idFechas: number[] },
  cdTipo: number,
  cantidad: number,
) =>
  crearOrden(t, token, {
    idEvento: ev.idEvento,
    items: [{ idFecha: ev.idFechas[0]!, cdTipo, cantidad }],
    comprador,
  });

/** entradas.vendidas is exactly what pending and paid orders hold, row by row. */
async function expectStockMatchesOrders() {
  const result = await t.database.db.execute<{
    id_entrada: number;
    vendidas: number;
    held: number;
  }>(sql`
    select e.id_entrada, e.vendidas,
           coalesce((select sum(i.cantidad) from orden_items i
                     join ordenes o on o.id_orden = i.id_orden
                     where i.id_entrada = e.id_entrada and o.estado in ('pendiente', 'pagada')), 0)::int as held
    from entradas e`);
  for (const row of result.rows) {
    expect(row.vendidas, `entrada ${row.id_entrada}`).toBe(row.held);
    expect(row.vendidas).toBeGreaterThanOrEqual(0);
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)('checkout under concurrency (PostgreSQL)', () => {
  it('200 buyers racing for 50 tickets of one type sell exactly 50', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 20000, cantidad: 50 }], {
      nombre: 'Drop de 50',
    });
    const people = await buyers(200, 'drop');
    const replies = await Promise.all(people.map((p) => buy(p.token, ev, 0, 1)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    const [row] = await t.database.db
      .select()
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!));
    expect(row!.vendidas).toBe(50);

    const sold = replies.filter((r) => r.statusCode === 201).map((r) => r.json<OrdenView>());
    const paid = await Promise.all(sold.map((o) => decidirEnSandbox(t, o, 'aprobar')));
    expect(paid.every((r) => r.statusCode === 303)).toBe(true);
    const issued = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${tickets} where id_fecha = ${ev.idFechas[0]!}`);
    expect(issued.rows[0]!.n).toBe(50);
    await expectStockMatchesOrders();
  });

  it('early-bird and General buyers racing: the early bird sells out first, then General within the total (3 rounds)', async () => {
    for (let round = 0; round < 3; round += 1) {
      // The template's tanda: General 30 of which early bird 20 (docs/decisions/0095).
      const ev = await insertOnSale(
        t,
        organizador,
        [
          { cdTipo: 0, precio: 20000, cantidad: 30 },
          { cdTipo: 1, precio: 15000, cantidad: 20 },
        ],
        { nombre: `Early bird en carrera ${round}` },
      );
      const people = await buyers(80, `eb-${round}`);
      const replies = await Promise.all(
        people.map((p, i) => buy(p.token, ev, i % 2 === 0 ? 1 : 0, 1)),
      );
      const rows = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idFecha, ev.idFechas[0]!));
      const by = (tipo: number) => rows.find((r) => r.cdTipo === tipo)!.vendidas;
      // 40 ask for the early bird's 20: all sold; General only what the total has left.
      expect(by(1)).toBe(20);
      expect(by(0)).toBeLessThanOrEqual(10);
      expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(by(0) + by(1));
      // No General was sold while an early bird was left: every General order came after the
      // last early bird's, under the day's locks.
      const orders = await t.database.db.execute<{ cd: number; id: number }>(sql`
        select i.cd_tipo as cd, o.id_orden as id from ordenes o
          join orden_items i on i.id_orden = o.id_orden
         where o.id_evento = ${ev.idEvento}`);
      const ids = (cd: number) =>
        orders.rows.filter((r) => Number(r.cd) === cd).map((r) => Number(r.id));
      if (by(0) > 0) expect(Math.min(...ids(0))).toBeGreaterThan(Math.max(...ids(1)));
      await expectStockMatchesOrders();
    }
  });

  it('one account firing 30 purchases at once keeps one pending order and its hold only (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 300 }], {
        nombre: `Acaparar ${round}`,
      });
      const [person] = await buyers(1, `acapara-${round}`);
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => buy(person!.token, ev, 0, 1 + (i % 10))),
      );
      // Other tickets replace the pending order (201); the same ones resume it (200, issue 15).
      expect(replies.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
      const rows = await t.database.db
        .select()
        .from(ordenes)
        .where(eq(ordenes.idEvento, ev.idEvento));
      expect(rows).toHaveLength(replies.filter((r) => r.statusCode === 201).length);
      const pending = rows.filter((o) => o.estado === 'pendiente');
      expect(pending).toHaveLength(1);
      expect(rows.filter((o) => o.estado === 'expirada')).toHaveLength(rows.length - 1);
      const [row] = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idFecha, ev.idFechas[0]!));
      expect(row!.vendidas).toBe(pending[0]!.subtotal / 10000);
      await expectStockMatchesOrders();
    }
  });

  it('the per-account limit holds when payments and new purchases of one account race (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 300 }], {
        nombre: `Límite en carrera ${round}`,
      });
      await t.database.db
        .update(eventos)
        .set({ maxEntradasPorCuenta: 4 })
        .where(eq(eventos.idEvento, ev.idEvento));
      const [person] = await buyers(1, `limite-${round}`);
      // Three checkouts left open, each replaced by the next (3, 2, 3 tickets: the same ones
      // again would resume it); then all paid at once while more purchases arrive.
      const open: OrdenView[] = [];
      for (let i = 0; i < 3; i += 1) {
        const orden = (await buy(person!.token, ev, 0, 3 - (i % 2))).json<OrdenView>();
        await decidirEnSandbox(t, orden, 'pendiente');
        open.push(orden);
      }
      await Promise.all([
        ...open.map((o) => decidirEnSandbox(t, o, 'aprobar')),
        ...Array.from({ length: 5 }, () => buy(person!.token, ev, 0, 1)),
      ]);
      const held = await t.database.db.execute<{ n: number }>(sql`
        select coalesce(sum(i.cantidad), 0)::int as n from orden_items i
        join ordenes o on o.id_orden = i.id_orden
        where o.id_evento = ${ev.idEvento} and o.estado in ('pendiente', 'pagada')`);
      expect(held.rows[0]!.n).toBeLessThanOrEqual(4);
      const paid = await t.database.db
        .select()
        .from(ordenes)
        .where(and(eq(ordenes.idEvento, ev.idEvento), eq(ordenes.estado, 'pagada')));
      expect(paid.length).toBeGreaterThanOrEqual(1);
      await expectStockMatchesOrders();
    }
  });

  it('20 requests with one Idempotency-Key at once make one order, answered to all (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 50 }], {
        nombre: `Misma clave ${round}`,
      });
      const [person] = await buyers(1, `misma-clave-${round}`);
      const key = `misma-clave-${round}-${Date.now()}`;
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          crearOrden(
            t,
            person!.token,
            {
              idEvento: ev.idEvento,
              items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 2 }],
              comprador,
            },
            key,
          ),
        ),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 200)).toHaveLength(19);
      expect(new Set(replies.map((r) => r.json<OrdenView>().idOrden)).size).toBe(1);
      const rows = await t.database.db
        .select()
        .from(ordenes)
        .where(eq(ordenes.idEvento, ev.idEvento));
      expect(rows).toHaveLength(1);
      await expectStockMatchesOrders();
    }
  });

  it('expired holds return their stock once, even racing approvals and other instances', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 40 }], {
      nombre: 'Reservas que vencen',
    });
    const people = await buyers(20, 'hold');
    const orders = (await Promise.all(people.map((p) => buy(p.token, ev, 0, 2)))).map((r) =>
      r.json<OrdenView>(),
    );
    // Half of them have a payment waiting at the provider.
    await Promise.all(orders.slice(0, 10).map((o) => decidirEnSandbox(t, o, 'pendiente')));
    clock.advanceMinutes(11);
    await Promise.all([
      t.app.pagos.expireHolds(),
      t.app.pagos.expireHolds(),
      t.app.pagos.expireHolds(),
      ...orders.slice(0, 10).map((o) => decidirEnSandbox(t, o, 'aprobar')),
    ]);
    await t.app.pagos.expireHolds();
    const states = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(states.filter((o) => o.estado === 'pendiente')).toHaveLength(0);
    expect(states.filter((o) => o.estado === 'expirada')).toHaveLength(10);
    expect(states.filter((o) => o.estado === 'pagada')).toHaveLength(10);
    const [row] = await t.database.db
      .select()
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!));
    expect(row!.vendidas).toBe(20);
    await expectStockMatchesOrders();
  });

  it('the same webhook delivered 20 times at once issues one set of tickets', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 2, precio: 30000, cantidad: 10 }], {
      nombre: 'Webhook repetido',
    });
    const [person] = await buyers(1, 'repetido');
    const orden = (await buy(person!.token, ev, 2, 3)).json<OrdenView>();
    await decidirEnSandbox(t, orden, 'pendiente');
    const [payment] = await t.database.db
      .select()
      .from(sandboxPagos)
      .where(eq(sandboxPagos.externalReference, String(orden.idOrden)));
    await t.database.db
      .update(sandboxPagos)
      .set({ status: 'approved' })
      .where(eq(sandboxPagos.id, payment!.id));

    const replies = await Promise.all(
      Array.from({ length: 20 }, () => webhook(t, payment!.id, SANDBOX_SECRET)),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      await t.database.db.select().from(tickets).where(eq(tickets.idOrden, orden.idOrden)),
    ).toHaveLength(3);
    expect(
      await t.database.db.select().from(pagos).where(eq(pagos.idOrden, orden.idOrden)),
    ).toHaveLength(1);
    const [buyer] = await t.database.db
      .select({ correo: usuarios.correo })
      .from(usuarios)
      .where(eq(usuarios.idUsuario, person!.idUsuario));
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, buyer!.correo));
    expect(mails).toHaveLength(1);
    await expectStockMatchesOrders();
  });

  it('a forged signature changes nothing', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 5 }], {
      nombre: 'Firma falsa',
    });
    const [person] = await buyers(1, 'falsa');
    const orden = (await buy(person!.token, ev, 0, 1)).json<OrdenView>();
    await decidirEnSandbox(t, orden, 'pendiente');
    const [payment] = await t.database.db
      .select()
      .from(sandboxPagos)
      .where(eq(sandboxPagos.externalReference, String(orden.idOrden)));
    await t.database.db
      .update(sandboxPagos)
      .set({ status: 'approved' })
      .where(eq(sandboxPagos.id, payment!.id));
    const pagosBefore = (await t.database.db.select().from(pagos)).length;
    const ticketsBefore = (await t.database.db.select().from(tickets)).length;

    const forged = await Promise.all(
      Array.from({ length: 5 }, () => webhook(t, payment!.id, 'a-guessed-secret-0123456789')),
    );
    expect(forged.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await t.database.db.select().from(pagos)).length).toBe(pagosBefore);
    expect((await t.database.db.select().from(tickets)).length).toBe(ticketsBefore);
    const [row] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, orden.idOrden));
    expect(row!.estado).toBe('pendiente');
  });

  it('a late payment with no stock left is refunded through the provider', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 12000, cantidad: 4 }], {
      nombre: 'Pago tardío',
    });
    const [late, early] = await buyers(2, 'tarde');
    const first = (await buy(late!.token, ev, 0, 4)).json<OrdenView>();
    await decidirEnSandbox(t, first, 'pendiente');
    clock.advanceMinutes(11);
    await t.app.pagos.expireHolds();
    const second = (await buy(early!.token, ev, 0, 4)).json<OrdenView>();
    await decidirEnSandbox(t, second, 'aprobar');

    await decidirEnSandbox(t, first, 'aprobar');
    const [row] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, first.idOrden));
    expect(row!.estado).toBe('reembolsada');
    const [refund] = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, first.idOrden));
    expect(refund).toMatchObject({ estado: 'hecho', monto: first.total });
    const [payment] = await t.database.db
      .select()
      .from(sandboxPagos)
      .where(eq(sandboxPagos.externalReference, String(first.idOrden)));
    expect(payment).toMatchObject({ status: 'refunded', refundId: refund!.providerRefundId });
    expect(
      await t.database.db.select().from(tickets).where(eq(tickets.idOrden, first.idOrden)),
    ).toHaveLength(0);
    await expectStockMatchesOrders();
  });

  it('another instance holding the job locks makes this one skip every payment job', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 5 }], {
      nombre: 'Trabajos con candado',
    });
    const [person] = await buyers(1, 'candado');
    const orden = (await buy(person!.token, ev, 0, 2)).json<OrdenView>();
    clock.advanceMinutes(11);
    const opts = { reconcileAfterMinutes: 15 };
    const skipped = await t.database.db.transaction(async (tx) => {
      for (const key of Object.values(PAYMENT_JOB_LOCKS))
        await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
      return paymentJobsTick(t.database, t.app.pagos, opts);
    });
    expect(skipped).toEqual({
      expiradas: null,
      ofertas: null,
      conciliadas: null,
      reembolsos: null,
    });
    const [held] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, orden.idOrden));
    expect(held!.estado).toBe('pendiente');
    const ran = await paymentJobsTick(t.database, t.app.pagos, opts);
    expect(ran.expiradas).toBeGreaterThanOrEqual(1);
    const [expired] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, orden.idOrden));
    expect(expired!.estado).toBe('expirada');
    await expectStockMatchesOrders();
  });
});
