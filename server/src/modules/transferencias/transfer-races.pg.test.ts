import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '@shared/api/checkout';
import type { EscaneoRespuesta } from '@shared/api/door';
import { eventos, ordenes, tickets, transferencias } from '../../db/schema/index';
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
 * Transfers racing what else can happen to a ticket, on a real PostgreSQL server (PGlite has
 * one connection and cannot race): each race leaves exactly one outcome, ROUNDS times.
 * Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 8;
const clock = testClock(DOOR_OPEN_AT);
let t: TestApp;
let s: DoorScene;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  clock.set(CHECKOUT_NOW);
  s = await doorScene(t);
  clock.set(DOOR_OPEN_AT);
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

async function freshTicket() {
  const buyer = await t.createUser([0]);
  const token = await t.tokenFor(buyer.idUsuario);
  const orden = await buyPaid(t, token, s.a.idEvento, [
    { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
  ]);
  return { token, orden, ticket: orden.tickets[0]! as TicketView };
}
const friend = async () => {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
};
const holderOf = async (idTicket: number) =>
  (await t.database.db.select().from(tickets).where(eq(tickets.idTicket, idTicket)))[0]!;

describe.runIf(onPostgres)('transfer races (PostgreSQL)', () => {
  it('transfer and door scan at once: either it got in or it moved, never both', async () => {
    const outcomes = { moved: 0, admitted: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { token, ticket } = await freshTicket();
      const to = await friend();
      const [transfer, scan] = await Promise.all([
        asUser(t, token, 'POST', '/Entrada/Transferir', {
          idTicket: ticket.idTicket,
          correo: to.correo,
        }),
        escanear(t, s.staffToken, { idFecha: ticket.idFecha, codigo: ticket.codigo }),
      ]);
      const verdict = scan.json<EscaneoRespuesta>().resultado;
      const row = await holderOf(ticket.idTicket);
      if (transfer.statusCode === 200) {
        outcomes.moved += 1;
        expect(verdict).toBe('anulada');
        expect(row.idUsuario).toBe(to.idUsuario);
        expect(row.usadoAt).toBeNull();
      } else {
        outcomes.admitted += 1;
        expect(transfer.statusCode).toBe(409);
        expect(verdict).toBe('admitido');
        expect(row.usadoAt).not.toBeNull();
        expect(row.codigo).toBe(ticket.codigo);
      }
    }
    expect(outcomes.moved + outcomes.admitted).toBe(ROUNDS);
  });

  it('one ticket sent to two people at once goes to exactly one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, ticket } = await freshTicket();
      const [a, b] = [await friend(), await friend()];
      const replies = await Promise.all(
        [a, b].map((to) =>
          asUser(t, token, 'POST', '/Entrada/Transferir', {
            idTicket: ticket.idTicket,
            correo: to.correo,
          }),
        ),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      const winner = replies[0]!.statusCode === 200 ? a : b;
      expect((await holderOf(ticket.idTicket)).idUsuario).toBe(winner.idUsuario);
      const rows = await t.database.db
        .select()
        .from(transferencias)
        .where(eq(transferencias.idTicket, ticket.idTicket));
      expect(rows).toHaveLength(1);
    }
  });

  it('a link accepted by two accounts at once is received once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, ticket } = await freshTicket();
      const sent = await asUser(t, token, 'POST', '/Entrada/Transferir', {
        idTicket: ticket.idTicket,
        correo: `sin-cuenta-${round}-${Date.now()}@pulso.test`,
      });
      expect(sent.statusCode).toBe(200);
      const link = (
        await t.database.executeSql('select cuerpo from outbox order by id desc limit 1')
      ).rows[0] as { cuerpo: string };
      const linkToken = /\/transferencia\/([A-Za-z0-9_-]+)/.exec(link.cuerpo)![1]!;
      const [a, b] = [await friend(), await friend()];
      const replies = await Promise.all(
        [a, b].map((p) =>
          asUser(t, p.token, 'POST', '/Transferencia/Aceptar', { token: linkToken }),
        ),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = replies[0]!.statusCode === 200 ? a : b;
      expect((await holderOf(ticket.idTicket)).idUsuario).toBe(winner.idUsuario);
    }
  });

  it('transfer and refund request of the same order at once: never both', async () => {
    await t.database.db
      .update(eventos)
      .set({ cambioSignificativoAt: new Date(DOOR_OPEN_AT.getTime() - 60_000) })
      .where(eq(eventos.idEvento, s.a.idEvento));
    try {
      for (let round = 0; round < ROUNDS; round++) {
        clock.set(new Date(CHECKOUT_NOW.getTime() - 120_000));
        const { token, orden, ticket } = await freshTicket();
        clock.set(DOOR_OPEN_AT);
        const to = await friend();
        const [transfer, refund] = await Promise.all([
          asUser(t, token, 'POST', '/Entrada/Transferir', {
            idTicket: ticket.idTicket,
            correo: to.correo,
          }),
          asUser(t, token, 'POST', '/Orden/SolicitarReembolso', { idOrden: orden.idOrden }),
        ]);
        expect([transfer.statusCode, refund.statusCode].sort()).toEqual([200, 409]);
        const [o] = await t.database.db
          .select()
          .from(ordenes)
          .where(eq(ordenes.idOrden, orden.idOrden));
        const row = await holderOf(ticket.idTicket);
        if (transfer.statusCode === 200) {
          expect(o!.estado).toBe('pagada');
          expect(row.idUsuario).toBe(to.idUsuario);
        } else {
          expect(o!.estado).not.toBe('pagada');
          expect(row.idUsuario).not.toBe(to.idUsuario);
        }
      }
    } finally {
      await t.database.db
        .update(eventos)
        .set({ cambioSignificativoAt: null })
        .where(eq(eventos.idEvento, s.a.idEvento));
    }
  });
});
