import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EscaneoRespuesta } from '@shared/api/door';
import {
  arrepentimientoSolicitudes,
  arrepentimientos,
  eventos,
  ordenes,
  reembolsos,
  tickets,
} from '../../db/schema/index';
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

/**
 * Money and entry racing each other on a real PostgreSQL server: a withdrawal's confirmation
 * against a transfer or another confirmation, a refund request against a door scan. Each race leaves one
 * outcome, ROUNDS times. Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 8;
/** The race the withdrawal's money depends on, run more often. */
const RACE_ROUNDS = 30;
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

async function paidTicket() {
  const u = await t.createUser([0]);
  const token = await t.tokenFor(u.idUsuario);
  const orden = await buyPaid(t, token, s.a.idEvento, [
    { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
  ]);
  return { token, orden, ticket: orden.tickets[0]! };
}
const orderRow = async (idOrden: number) =>
  (await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!;
/** A confirmation link of one's own order (POST /Orden/Arrepentimiento/Propia). */
async function ownLink(token: string, idOrden: number): Promise<string> {
  const res = await asUser(t, token, 'POST', '/Orden/Arrepentimiento/Propia', { idOrden });
  if (res.statusCode !== 200) throw new Error(`Propia ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}
const refundsOf = (idOrden: number) =>
  t.database.db.select().from(reembolsos).where(eq(reembolsos.idOrden, idOrden));

describe.runIf(onPostgres)('withdrawal and refund races (PostgreSQL)', () => {
  it('confirming a withdrawal and transferring one of its tickets at once: never both', async () => {
    clock.set(CHECKOUT_NOW);
    for (let round = 0; round < ROUNDS; round++) {
      const { token, orden, ticket } = await paidTicket();
      const friend = await t.createUser([0]);
      const link = await ownLink(token, orden.idOrden);
      const [withdrawal, transfer] = await Promise.all([
        asUser(t, token, 'POST', '/Orden/Arrepentimiento/Confirmar', { token: link }),
        asUser(t, token, 'POST', '/Entrada/Transferir', {
          idTicket: ticket.idTicket,
          correo: friend.correo,
        }),
      ]);
      expect([withdrawal.statusCode, transfer.statusCode].sort()).toEqual([200, 409]);
      const [holder] = await t.database.db
        .select()
        .from(tickets)
        .where(eq(tickets.idTicket, ticket.idTicket));
      if (withdrawal.statusCode === 200) {
        expect((await orderRow(orden.idOrden)).estado).not.toBe('pagada');
        expect(holder!.idUsuario).not.toBe(friend.idUsuario);
      } else {
        expect((await orderRow(orden.idOrden)).estado).toBe('pagada');
        expect(holder!.idUsuario).toBe(friend.idUsuario);
        expect(await refundsOf(orden.idOrden)).toEqual([]);
      }
    }
  });

  it('two confirmations of one withdrawal at once (the same link, or two links): one refund, one withdrawal', async () => {
    clock.set(CHECKOUT_NOW);
    const outcomes = new Map<string, number>();
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const { token, orden } = await paidTicket();
      const first = await ownLink(token, orden.idOrden);
      // Even rounds: one link confirmed twice (a double tap, two tabs); odd rounds: two
      // requests of the same order, each confirmed.
      const second = round % 2 === 0 ? first : await ownLink(token, orden.idOrden);
      const replies = await Promise.all(
        [first, second].map((link) =>
          asUser(t, token, 'POST', '/Orden/Arrepentimiento/Confirmar', { token: link }),
        ),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual(round % 2 === 0 ? [200, 410] : [200, 409]);
      outcomes.set(codes.join(','), (outcomes.get(codes.join(',')) ?? 0) + 1);
      expect(await refundsOf(orden.idOrden)).toHaveLength(1);
      expect(
        await t.database.db
          .select()
          .from(arrepentimientos)
          .where(eq(arrepentimientos.idOrden, orden.idOrden)),
      ).toHaveLength(1);
      expect(
        (
          await t.database.db
            .select()
            .from(arrepentimientoSolicitudes)
            .where(eq(arrepentimientoSolicitudes.idOrden, orden.idOrden))
        ).filter((s) => s.confirmadoAt !== null),
      ).toHaveLength(1);
      expect((await orderRow(orden.idOrden)).estado).not.toBe('pagada');
    }
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(RACE_ROUNDS);
  });

  it('a refund request and a door scan at once: in and refunded never both', async () => {
    // The event changed after these purchases: a refund on request is allowed until it starts,
    // and the door is open from 12 hours before.
    clock.set(CHECKOUT_NOW);
    const bought = [];
    for (let round = 0; round < ROUNDS; round++) bought.push(await paidTicket());
    await t.database.db
      .update(eventos)
      .set({ cambioSignificativoAt: new Date(CHECKOUT_NOW.getTime() + 60_000) })
      .where(eq(eventos.idEvento, s.a.idEvento));
    clock.set(DOOR_OPEN_AT);
    try {
      const outcomes = { entered: 0, refunded: 0 };
      for (const { token, orden, ticket } of bought) {
        const [refund, scan] = await Promise.all([
          asUser(t, token, 'POST', '/Orden/SolicitarReembolso', { idOrden: orden.idOrden }),
          escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: ticket.codigo }),
        ]);
        const verdict = scan.json<EscaneoRespuesta>().resultado;
        const [row] = await t.database.db
          .select()
          .from(tickets)
          .where(eq(tickets.idTicket, ticket.idTicket));
        if (refund.statusCode === 200) {
          outcomes.refunded += 1;
          expect(verdict).toBe('anulada');
          expect(row!.usadoAt).toBeNull();
        } else {
          outcomes.entered += 1;
          expect(refund.statusCode).toBe(409);
          expect(verdict).toBe('admitido');
          expect((await orderRow(orden.idOrden)).estado).toBe('pagada');
          expect(await refundsOf(orden.idOrden)).toEqual([]);
        }
      }
      expect(outcomes.entered + outcomes.refunded).toBe(ROUNDS);
    } finally {
      await t.database.db
        .update(eventos)
        .set({ cambioSignificativoAt: null })
        .where(eq(eventos.idEvento, s.a.idEvento));
    }
  });
});
