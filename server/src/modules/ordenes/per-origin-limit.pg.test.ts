import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPOSITIVO_HEADER } from '@shared/api/device';
import { entradas } from '../../db/schema/index';
import { CHECKOUT_NOW, comprador, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { insertBuyers } from '../../test/bulk-buyers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPurchaseBatcher } from './purchase-batcher';
import { purchase, type PurchaseArgs } from './purchase';

/**
 * The caps on unpaid holds per address and per device (migration 0022,
 * docs/decisions/0076-hostile-users.md) under real concurrency: many accounts of one origin
 * buying at once, alone or in the purchase batches of a drop, never hold more than the cap.
 * Runs when DATABASE_URL is set (PGlite has one connection and cannot race).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 20;

let t: TestApp;
const clock = testClock();
let organizador: number;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ HOLDS_PER_ADDRESS_PERCENT: '10' }, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

const buy = (
  token: string,
  ev: { idEvento: number; idFechas: number[] },
  cantidad: number,
  from: { ip: string; dispositivo?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/CrearOrden',
    remoteAddress: from.ip,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(from.dispositivo ? { [DISPOSITIVO_HEADER]: from.dispositivo } : {}),
    },
    payload: {
      idEvento: ev.idEvento,
      items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad }],
      comprador,
    },
  });

/** Pending tickets of the event per address and per device, and the stock row's count. */
async function heldBy(idEvento: number) {
  const rows = await t.database.db.execute<{ k: string; q: number }>(sql`
    select 'ip ' || o.ip_cliente as k, sum(i.cantidad)::int as q
      from ordenes o join orden_items i on i.id_orden = o.id_orden
     where o.id_evento = ${idEvento} and o.estado = 'pendiente' and o.ip_cliente is not null
     group by 1
    union all
    select 'disp ' || o.dispositivo, sum(i.cantidad)::int
      from ordenes o join orden_items i on i.id_orden = o.id_orden
     where o.id_evento = ${idEvento} and o.estado = 'pendiente' and o.dispositivo is not null
     group by 1
    union all
    select 'vendidas', e.vendidas from entradas e join fechas f on f.id_fecha = e.id_fecha
     where f.id_evento = ${idEvento}`);
  return Object.fromEntries(rows.rows.map((r) => [r.k, r.q]));
}

describe.runIf(onPostgres)('caps per origin under concurrency (PostgreSQL)', () => {
  it(`${ROUNDS} rounds: 20 accounts of one address, 8 of one device, 10 others at once`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      clock.set(new Date('2030-01-01T12:00:00-03:00'));
      const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 300 }], {
        nombre: `Acaparar ${round}`,
      });
      const casa = `198.51.100.${round + 1}`;
      const dispositivo = randomUUID();
      const [hoarders, sharing, others] = await Promise.all([
        insertBuyers(t.database.db, 20, { tag: `casa${round}`, jwtSecret: t.config.jwtSecret! }),
        insertBuyers(t.database.db, 8, { tag: `disp${round}`, jwtSecret: t.config.jwtSecret! }),
        insertBuyers(t.database.db, 10, { tag: `otros${round}`, jwtSecret: t.config.jwtSecret! }),
      ]);
      const replies = await Promise.all([
        ...hoarders.map((b) => buy(b.token, ev, 10, { ip: casa })),
        ...sharing.map((b, i) => buy(b.token, ev, 3, { ip: `203.0.113.${i + 1}`, dispositivo })),
        ...others.map((b, i) => buy(b.token, ev, 10, { ip: `192.0.2.${i + 1}` })),
      ]);
      const codes = replies.map((r) => r.statusCode);
      const hoarded = codes.slice(0, 20);
      const shared = codes.slice(20, 28);
      // 10 % of 300 from one address: three accounts of ten; one device: three purchases of three.
      expect(
        hoarded.filter((c) => c === 201),
        `round ${round}`,
      ).toHaveLength(3);
      expect(hoarded.filter((c) => c === 409)).toHaveLength(17);
      expect(
        shared.filter((c) => c === 201),
        `round ${round}`,
      ).toHaveLength(3);
      expect(shared.filter((c) => c === 409)).toHaveLength(5);
      expect(codes.slice(28).every((c) => c === 201)).toBe(true);
      for (const r of replies.filter((x) => x.statusCode === 409))
        expect(r.json().detail).toMatch(/^Desde (tu conexión|este dispositivo) ya hay/);

      const held = await heldBy(ev.idEvento);
      expect(held[`ip ${casa}`]).toBe(30);
      expect(held[`disp ${dispositivo}`]).toBe(9);
      expect(held.vendidas).toBe(30 + 9 + 100);
    }
  }, 300_000);

  // One process sends one batch of an event at a time (purchase-batcher.ts); several
  // instances send theirs side by side, and single purchases go beside them. Here four
  // batchers stand for four instances, plus purchases made alone, all at once.
  it(`${ROUNDS} rounds: one address's purchases through four instances and alone`, async () => {
    const instances = Array.from({ length: 4 }, () => createPurchaseBatcher(t.database.db));
    for (let round = 0; round < ROUNDS; round += 1) {
      const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 300 }], {
        nombre: `Instancias ${round}`,
      });
      const [row] = await t.database.db
        .select({ idEntrada: entradas.idEntrada })
        .from(entradas)
        .where(eq(entradas.idFecha, ev.idFechas[0]!));
      const casa = `198.51.100.${100 + round}`;
      const dispositivo = randomUUID();
      const people = await insertBuyers(t.database.db, 40, {
        tag: `inst${round}`,
        jwtSecret: t.config.jwtSecret!,
      });
      const args = (idUsuario: number, i: number): PurchaseArgs => ({
        idUsuario,
        idEvento: ev.idEvento,
        now: CHECKOUT_NOW,
        holdExpiresAt: new Date(CHECKOUT_NOW.getTime() + 10 * 60_000),
        idempotencyKey: randomUUID(),
        requestHash: 'h',
        provider: 'sandbox',
        comprador,
        lines: [
          {
            idEntrada: row!.idEntrada,
            idFecha: ev.idFechas[0]!,
            cdTipo: 0,
            cantidad: 4,
            precio: 10000,
          },
        ],
        subtotal: 40000,
        idCodigo: null,
        descuento: 0,
        cargoServicio: 4000,
        admisiones: [],
        // Half from the address (30 fit: seven purchases of four), half from one device on
        // their own addresses (10 fit: two purchases of four).
        origen:
          i % 2 === 0
            ? { ipCliente: casa, dispositivo: null, porcentajeConexion: 10 }
            : { ipCliente: `203.0.${round}.${i}`, dispositivo, porcentajeConexion: 10 },
      });
      const outcomes = await Promise.allSettled(
        people.map((p, i) =>
          i % 5 === 4
            ? purchase(t.database.db, args(p.idUsuario, i))
            : instances[i % 4]!(args(p.idUsuario, i)),
        ),
      );
      const codeOf = (o: PromiseSettledResult<unknown>) => {
        if (o.status === 'fulfilled') return 'ok';
        for (
          let e: unknown = o.reason;
          e && typeof e === 'object';
          e = (e as { cause?: unknown }).cause
        )
          if (typeof (e as { code?: unknown }).code === 'string')
            return (e as { code: string }).code;
        return String(o.reason);
      };
      const codes = outcomes.map(codeOf);
      // Every refusal is a cap's (a deadlock between instances would show here).
      expect(new Set(codes.filter((c) => c !== 'ok')), `round ${round}`).toEqual(
        new Set(['PU010', 'PU011']),
      );
      expect(
        codes.filter((c, i) => i % 2 === 0 && c === 'ok'),
        `round ${round}`,
      ).toHaveLength(7);
      expect(
        codes.filter((c, i) => i % 2 === 1 && c === 'ok'),
        `round ${round}`,
      ).toHaveLength(2);
      const held = await heldBy(ev.idEvento);
      expect(held[`ip ${casa}`]).toBe(28);
      expect(held[`disp ${dispositivo}`]).toBe(8);
      expect(held.vendidas).toBe(36);
    }
  }, 300_000);
});
