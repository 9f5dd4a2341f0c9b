import { generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  normalizeShortCode,
} from '@shared/domain/ticket-short-code';
import { ordenes, tickets } from '../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../test/checkout-fixtures';
import { buyPaid } from '../test/paid-order';
import { createTestApp, type TestApp } from '../test/test-app';
import { issueTickets } from '../modules/ordenes/issue-tickets';
import { createTicketSigner } from './ticket-signer';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let evento: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  evento = await insertOnSale(t, organizador.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 100 },
  ]);
});
afterAll(() => t.close());

const buyerToken = async () => t.tokenFor((await t.createUser([0])).idUsuario);

/** A signer whose short codes are these first, then random ones; `drawn` counts the draws. */
function scripted(first: string[]) {
  const signer = createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  const queue = [...first];
  const out = { ...signer, drawn: 0, shortCode: () => '' };
  out.shortCode = () => {
    out.drawn++;
    return queue.shift() ?? signer.shortCode();
  };
  return out;
}

describe('ticket short codes', () => {
  it('are drawn by the database from the shared alphabet (migration 0025)', async () => {
    const fn = await t.database.db.execute<{ src: string }>(
      sql`select prosrc as src from pg_proc where proname = 'pulso_codigo_corto'`,
    );
    expect(fn.rows[0]!.src).toContain(`'${SHORT_CODE_ALPHABET}'`);
    expect(fn.rows[0]!.src).toContain(`random() * ${SHORT_CODE_ALPHABET.length}`);
    expect(fn.rows[0]!.src).toContain(`generate_series(1, ${SHORT_CODE_LENGTH})`);
    const drawn = await t.database.db.execute<{ c: string }>(
      sql`select pulso_codigo_corto() as c from generate_series(1, 300)`,
    );
    for (const { c } of drawn.rows) expect(normalizeShortCode(c)).toBe(c);
    expect(new Set(drawn.rows.map((r) => r.c)).size).toBeGreaterThan(295);
  });

  it('a paid order issues each ticket its own code, which its buyer reads', async () => {
    const orden = await buyPaid(t, await buyerToken(), evento.idEvento, [
      { idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad: 3 },
    ]);
    const codes = orden.tickets.map((e) => e.codigoCorto);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(normalizeShortCode(code)).toBe(code);
  });

  it("draws again when another ticket holds a code, keeping the caller's transaction", async () => {
    const taken = (
      await buyPaid(t, await buyerToken(), evento.idEvento, [
        { idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad: 1 },
      ])
    ).tickets[0]!.codigoCorto;
    const res = await crearOrden(t, await buyerToken(), {
      idEvento: evento.idEvento,
      items: [{ idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad: 2 }],
      comprador: { ...comprador },
    });
    const pending = res.json<OrdenView>();
    const signer = scripted([taken, 'FRESH222', 'FRESH333', 'FRESH444']);
    const issued = await t.database.db.transaction(async (tx) => {
      // The caller's own work in the same transaction (marking the order paid does the same).
      await tx
        .update(ordenes)
        .set({ compradorTelefono: '1100000000' })
        .where(eq(ordenes.idOrden, pending.idOrden));
      return issueTickets(
        tx,
        signer,
        { idOrden: pending.idOrden, idUsuario: null, idEvento: evento.idEvento },
        CHECKOUT_NOW,
      );
    });
    expect(issued).toBe(2);
    expect(signer.drawn).toBe(4);
    const rows = await t.database.db
      .select({ codigoCorto: tickets.codigoCorto })
      .from(tickets)
      .where(eq(tickets.idOrden, pending.idOrden))
      .orderBy(tickets.idTicket);
    expect(rows.map((r) => r.codigoCorto)).toEqual(['FRESH333', 'FRESH444']);
    const [orden] = await t.database.db
      .select({ telefono: ordenes.compradorTelefono })
      .from(ordenes)
      .where(eq(ordenes.idOrden, pending.idOrden));
    expect(orden!.telefono).toBe('1100000000');
  });
});
