import { generateKeyPairSync } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import { drawShortCode } from '@shared/domain/ticket-short-code';
import { tickets } from '../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitUntil } from '../test/wait-until';
import { issueTickets } from '../modules/ordenes/issue-tickets';
import { createTicketSigner } from './ticket-signer';

/**
 * Two payments issuing tickets at once on a real PostgreSQL server (PGlite has one connection
 * and cannot race): when both draw the same short code, the second waits on the unique index
 * for the first to commit, is refused, and draws again in its savepoint. Runs when
 * DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 5;
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let evento: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  evento = await insertOnSale(t, organizador.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 100 },
  ]);
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

async function pendingOrder() {
  const token = await t.tokenFor((await t.createUser([0])).idUsuario);
  const res = await crearOrden(t, token, {
    idEvento: evento.idEvento,
    items: [{ idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
    comprador: { ...comprador },
  });
  if (res.statusCode !== 201) throw new Error(`CrearOrden ${res.statusCode} ${res.body}`);
  return res.json<OrdenView>();
}

/** A signer whose short codes are these, in order; `drawn` counts the draws. */
function scripted(codes: string[]) {
  const signer = createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  const out = { ...signer, drawn: 0 };
  out.shortCode = () => codes[out.drawn++] ?? signer.shortCode();
  return out;
}

const lockWaiters = async () =>
  (
    await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`)
  ).rows[0]!.n;

describe.runIf(onPostgres)('short codes issued at once (PostgreSQL)', () => {
  it('two payments drawing the same code: both issue, the later draws again', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await pendingOrder(), await pendingOrder()];
      const [same, other] = [drawShortCode(), drawShortCode()];
      const signerA = scripted([same]);
      const signerB = scripted([same, other]);
      let inserted!: () => void;
      let release!: () => void;
      const aInserted = new Promise<void>((r) => (inserted = r));
      const aCommits = new Promise<void>((r) => (release = r));
      const txA = t.database.db.transaction(async (tx) => {
        await issueTickets(
          tx,
          signerA,
          { idOrden: a.idOrden, idUsuario: null, idEvento: evento.idEvento },
          CHECKOUT_NOW,
        );
        inserted();
        await aCommits;
      });
      await aInserted;
      const txB = t.database.db.transaction((tx) =>
        issueTickets(
          tx,
          signerB,
          { idOrden: b.idOrden, idUsuario: null, idEvento: evento.idEvento },
          CHECKOUT_NOW,
        ),
      );
      // B's insert waits on the unique index for A's uncommitted row with the same code.
      await waitUntil(async () => (await lockWaiters()) > 0, 'the second insert to wait');
      release();
      const [, issuedB] = await Promise.all([txA, txB]);
      expect(issuedB).toBe(1);
      expect(signerA.drawn).toBe(1);
      expect(signerB.drawn).toBe(2);
      const rows = await t.database.db
        .select({ idOrden: tickets.idOrden, codigoCorto: tickets.codigoCorto })
        .from(tickets)
        .where(inArray(tickets.idOrden, [a.idOrden, b.idOrden]))
        .orderBy(tickets.idOrden);
      expect(rows).toEqual([
        { idOrden: a.idOrden, codigoCorto: same },
        { idOrden: b.idOrden, codigoCorto: other },
      ]);
    }
    const dupes = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select codigo_corto from tickets
        group by codigo_corto having count(*) > 1) d`);
    expect(dupes.rows[0]!.n).toBe(0);
  }, 120_000);
});
