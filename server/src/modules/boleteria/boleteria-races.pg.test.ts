import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caja, VentasRegistradas } from '@shared/api/boleteria';
import { cuposCaja, entradas, ordenes, ordenItems, tickets } from '../../db/schema/index';
import { comprador, crearOrden, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { DOOR_OPEN_AT } from '../../test/door-fixtures';
import { boleteria, cajaConCupo, generalOnDoorSale, ventaDe } from '../../test/box-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The box office racing on a real PostgreSQL server (docs/decisions/0094-box-office.md),
 * ROUNDS times: two devices taking allotments and online buyers for the last places never take
 * more than the stock; each device then sells its allotment offline and syncs it twice at once
 * (a replay racing the first), and each sale is recorded once. Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 20;
const STOCK = 10;
const clock = testClock(DOOR_OPEN_AT);
let t: TestApp;
let org: { idUsuario: number; token: string };

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  const o = await t.createUser([0, 2]);
  org = { idUsuario: o.idUsuario, token: await t.tokenFor(o.idUsuario) };
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)('the box office under concurrency (PostgreSQL)', () => {
  it('two devices with allotments and the online sale never oversell; a sync replayed at once records each sale once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ev = await insertOnSale(t, org.idUsuario, [
        { cdTipo: 0, precio: 10000, cantidad: STOCK },
      ]);
      const idFecha = ev.idFechas[0]!;
      const general = await generalOnDoorSale(t, idFecha, 12000);
      const buyers = await Promise.all(
        Array.from({ length: 4 }, async () => t.tokenFor((await t.createUser([0])).idUsuario)),
      );
      const [a, b, ...online] = await Promise.all([
        cajaConCupo(t, org.token, idFecha, general, 4, `a-${round}`),
        cajaConCupo(t, org.token, idFecha, general, 4, `b-${round}`),
        ...buyers.map((token) =>
          crearOrden(t, token, {
            idEvento: ev.idEvento,
            items: [{ idFecha, cdTipo: 0, cantidad: 1 }],
            comprador,
          }),
        ),
      ]);
      const devices = [a!, b!].filter((d) => d.cupo.statusCode === 200);
      for (const d of [a!, b!].filter((x) => x.cupo.statusCode !== 200))
        expect(d.cupo.statusCode, d.cupo.body).toBe(409);
      const sold = online.filter((r) => r.statusCode === 201).length;
      expect(devices.length * 4 + sold).toBeLessThanOrEqual(STOCK);
      expect(await vendidasDe(general)).toBe(devices.length * 4 + sold);

      // Offline, each device sells its whole allotment (3 + 1), then syncs twice at once.
      const syncs = await Promise.all(
        devices.flatMap((d) => {
          const ventas = [ventaDe(general, 3), ventaDe(general, 1, { medio: 'transferencia' })];
          const send = () =>
            boleteria(t, org.token, 'POST', 'Vender', { idCaja: d.caja.idCaja, ventas });
          return [send(), send()];
        }),
      );
      for (const s of syncs) {
        expect(s.statusCode, s.body).toBe(200);
        expect(s.json<VentasRegistradas>().ventas.every((v) => v.motivo === null)).toBe(true);
      }
      const doorOrders = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ordenes)
        .where(and(eq(ordenes.idEvento, ev.idEvento), eq(ordenes.origen, 'puerta')));
      expect(doorOrders[0]!.n).toBe(devices.length * 2);
      const doorTickets = await t.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${tickets} tk join ${ordenes} o on o.id_orden = tk.id_orden
         where o.id_evento = ${ev.idEvento} and o.origen = 'puerta'`);
      expect(doorTickets.rows[0]!.n).toBe(devices.length * 4);
      // The type's stock is what the online orders and the door sales hold, no more.
      const held = await t.database.db.execute<{ n: number }>(sql`
        select coalesce(sum(i.cantidad), 0)::int as n from ${ordenItems} i
          join ${ordenes} o on o.id_orden = i.id_orden
         where o.id_evento = ${ev.idEvento} and o.estado in ('pendiente', 'pagada')`);
      expect(held.rows[0]!.n).toBe(await vendidasDe(general));
      const cupos = await t.database.db
        .select()
        .from(cuposCaja)
        .where(eq(cuposCaja.idEntrada, general));
      expect(cupos.every((c) => c.vendidas === c.cantidad)).toBe(true);
      for (const d of devices) {
        const closed = await boleteria(t, org.token, 'POST', 'CerrarCaja', {
          idCaja: d.caja.idCaja,
          efectivoContado: 36000,
        });
        expect(closed.json<Caja>().diferencia).toBe(0);
      }
    }
  }, 180_000);
  it('a Mercado Pago QR asked twice at once (a retry) and online buyers for the last places: one order, never oversold', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 4 }]);
      const idFecha = ev.idFechas[0]!;
      const general = await generalOnDoorSale(t, idFecha, 12000);
      const { caja } = await cajaConCupo(t, org.token, idFecha, general, 1, `qr-${round}`);
      const pedido = {
        idCaja: caja.idCaja,
        idVenta: randomUUID(),
        idEntrada: general,
        cantidad: 2,
      };
      const buyers = await Promise.all(
        Array.from({ length: 3 }, async () => t.tokenFor((await t.createUser([0])).idUsuario)),
      );
      const [a, b, ...online] = await Promise.all([
        boleteria(t, org.token, 'POST', 'CobrarQr', pedido),
        boleteria(t, org.token, 'POST', 'CobrarQr', pedido),
        ...buyers.map((token) =>
          crearOrden(t, token, {
            idEvento: ev.idEvento,
            items: [{ idFecha, cdTipo: 0, cantidad: 1 }],
            comprador,
          }),
        ),
      ]);
      for (const r of [a!, b!]) expect([200, 409], r.body).toContain(r.statusCode);
      if (a!.statusCode === 200 && b!.statusCode === 200)
        expect(a!.json<{ idOrden: number }>().idOrden).toBe(b!.json<{ idOrden: number }>().idOrden);
      const qrOrders = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ordenes)
        .where(and(eq(ordenes.idEvento, ev.idEvento), eq(ordenes.origen, 'puerta')));
      const held = a!.statusCode === 200 || b!.statusCode === 200 ? 2 : 0;
      expect(qrOrders[0]!.n).toBe(held === 2 ? 1 : 0);
      const sold = online.filter((r) => r.statusCode === 201).length;
      // The allotment's one place, the QR's two and the online buyers: never past the four.
      expect(1 + held + sold).toBeLessThanOrEqual(4);
      expect(await vendidasDe(general)).toBe(1 + held + sold);
    }
  }, 180_000);
});

async function vendidasDe(idEntrada: number) {
  const [row] = await t.database.db
    .select({ vendidas: entradas.vendidas })
    .from(entradas)
    .where(eq(entradas.idEntrada, idEntrada));
  return row!.vendidas;
}
