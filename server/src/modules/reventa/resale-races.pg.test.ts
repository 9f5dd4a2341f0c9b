import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EscaneoRespuesta } from '@shared/api/door';
import {
  entradas,
  listaEspera,
  ordenes,
  ordenItems,
  reventas,
  tickets,
} from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  NIGHT,
  testClock,
} from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_OPEN_AT,
  doorScene,
  escanear,
  type DoorScene,
} from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirmWithdrawal, ownWithdrawalLink } from '../../test/withdraw';

/**
 * The wait list and resale racing on a real PostgreSQL server (issue 13): offers never exceed
 * the tickets that came back while the public, new places and returns all arrive at once; a
 * ticket listed, transferred and scanned at once ends with exactly one of them; a listing and a
 * withdrawal of its order at once, one. Each ROUNDS times. Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 6;
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let s: DoorScene;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  s = await doorScene(t);
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

async function person() {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}

async function paidTicket() {
  const p = await person();
  const orden = await buyPaid(t, p.token, s.a.idEvento, [
    { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
  ]);
  return { ...p, orden, ticket: orden.tickets[0]! };
}

describe.runIf(onPostgres)('wait list and resale races (PostgreSQL)', () => {
  it('returns, public purchases and new places at once: offers = tickets returned, the public gets none', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      clock.set(CHECKOUT_NOW);
      const STOCK = 8;
      const ev = await insertOnSale(
        t,
        s.organizador.idUsuario,
        [{ cdTipo: 0, precio: 5000, cantidad: STOCK }],
        {
          nombre: `Agotada ${round}`,
          dias: [NIGHT],
        },
      );
      const idFecha = ev.idFechas[0]!;
      const holders = [];
      for (let i = 0; i < STOCK; i++) {
        const p = await person();
        holders.push({
          ...p,
          orden: await buyPaid(t, p.token, ev.idEvento, [{ idFecha, cdTipo: 0, cantidad: 1 }]),
        });
      }
      const waiting = await Promise.all(Array.from({ length: 12 }, () => person()));
      for (const w of waiting.slice(0, 6))
        expect(
          (await asUser(t, w.token, 'POST', '/ListaEspera/Anotarme', { idFecha, cdTipo: 0 }))
            .statusCode,
        ).toBe(200);
      const publicBuyers = await Promise.all(Array.from({ length: 10 }, () => person()));
      const RETURNED = 5;

      // The withdrawals asked first: their confirmations race the buyers.
      const returning = await Promise.all(
        holders
          .slice(0, RETURNED)
          .map(async (h) => ({ h, link: await ownWithdrawalLink(t, h.token, h.orden.idOrden) })),
      );
      const replies = await Promise.all([
        ...returning.map(({ h, link }) => confirmWithdrawal(t, h.token, link)),
        ...publicBuyers.map((p) =>
          crearOrden(t, p.token, {
            idEvento: ev.idEvento,
            items: [{ idFecha, cdTipo: 0, cantidad: 1 }],
            comprador: { ...comprador },
          }),
        ),
        ...waiting
          .slice(6)
          .map((w) => asUser(t, w.token, 'POST', '/ListaEspera/Anotarme', { idFecha, cdTipo: 0 })),
      ]);
      const withdrawals = replies.slice(0, RETURNED);
      const purchases = replies.slice(RETURNED, RETURNED + publicBuyers.length);
      expect(withdrawals.map((r) => r.statusCode)).toEqual(Array(RETURNED).fill(200));
      // The six waiting before the returns came first: every returned ticket is theirs.
      expect(purchases.map((r) => r.statusCode)).toEqual(Array(publicBuyers.length).fill(409));

      const places = await t.database.db
        .select()
        .from(listaEspera)
        .where(eq(listaEspera.idFecha, idFecha));
      const offered = places.filter((p) => p.estado === 'ofertada');
      expect(offered).toHaveLength(RETURNED);
      const firstSix = new Set(waiting.slice(0, 6).map((w) => w.idUsuario));
      expect(offered.every((p) => firstSix.has(p.idUsuario))).toBe(true);
      const [stock] = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idFecha, idFecha));
      const holding = await t.database.db
        .select({ cantidad: ordenItems.cantidad })
        .from(ordenItems)
        .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
        .where(
          and(eq(ordenItems.idFecha, idFecha), inArray(ordenes.estado, ['pendiente', 'pagada'])),
        );
      expect(stock!.vendidas).toBe(STOCK);
      expect(holding.reduce((n, h) => n + h.cantidad, 0)).toBe(STOCK);
    }
  }, 120_000);

  it('one ticket listed, transferred and scanned at once: exactly one of them', async () => {
    const wins = { listed: 0, transferred: 0, scanned: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      clock.set(CHECKOUT_NOW);
      const { token, ticket } = await paidTicket();
      const friend = await person();
      clock.set(DOOR_OPEN_AT);
      const [listing, transfer, scan] = await Promise.all([
        asUser(t, token, 'POST', '/Entrada/Revender', { idTicket: ticket.idTicket, precio: 9000 }),
        asUser(t, token, 'POST', '/Entrada/Transferir', {
          idTicket: ticket.idTicket,
          correo: friend.correo,
        }),
        escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: ticket.codigo }),
      ]);
      const admitted = scan.json<EscaneoRespuesta>().resultado === 'admitido';
      const outcomes = [listing.statusCode === 200, transfer.statusCode === 200, admitted];
      expect(
        outcomes.filter(Boolean),
        `${listing.body} ${transfer.body} ${scan.body}`,
      ).toHaveLength(1);
      const [row] = await t.database.db
        .select()
        .from(tickets)
        .where(eq(tickets.idTicket, ticket.idTicket));
      const listed = await t.database.db
        .select()
        .from(reventas)
        .where(eq(reventas.idTicket, ticket.idTicket));
      if (outcomes[0]) {
        wins.listed += 1;
        expect(row!.enReventa).toBe(true);
        expect(row!.usadoAt).toBeNull();
      } else {
        expect(listed).toEqual([]);
        expect(row!.enReventa).toBe(false);
      }
      if (outcomes[1]) {
        wins.transferred += 1;
        expect(row!.idUsuario).toBe(friend.idUsuario);
      }
      if (outcomes[2]) {
        wins.scanned += 1;
        expect(row!.usadoAt).not.toBeNull();
      }
    }
    expect(wins.listed + wins.transferred + wins.scanned).toBe(ROUNDS);
  }, 120_000);

  it('a listing and a withdrawal of its order at once: one of them', async () => {
    clock.set(CHECKOUT_NOW);
    for (let round = 0; round < ROUNDS; round++) {
      const { token, orden, ticket } = await paidTicket();
      const link = await ownWithdrawalLink(t, token, orden.idOrden);
      const [listing, withdrawal] = await Promise.all([
        asUser(t, token, 'POST', '/Entrada/Revender', { idTicket: ticket.idTicket, precio: 9000 }),
        confirmWithdrawal(t, token, link),
      ]);
      expect([listing.statusCode, withdrawal.statusCode].sort()).toEqual([200, 409]);
      const [o] = await t.database.db
        .select()
        .from(ordenes)
        .where(eq(ordenes.idOrden, orden.idOrden));
      const listed = await t.database.db
        .select()
        .from(reventas)
        .where(eq(reventas.idTicket, ticket.idTicket));
      if (listing.statusCode === 200) {
        expect(o!.estado).toBe('pagada');
        expect(listed).toHaveLength(1);
      } else {
        expect(o!.estado).not.toBe('pagada');
        expect(listed).toEqual([]);
      }
    }
  }, 120_000);
});
