import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EscaneoRespuesta } from '@shared/api/door';
import type { TicketView } from '@shared/api/checkout';
import { escaneos, tickets } from '../../db/schema/index';
import { CHECKOUT_NOW, testClock } from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_OPEN_AT,
  inviteAndAccept,
  doorScene,
  type DoorScene,
} from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Check-in under concurrency on a real PostgreSQL server (a pool of connections racing for
 * one tickets row; PGlite has one connection and cannot race). Runs when DATABASE_URL is
 * set. Without the guard of the check-in update (`usado_at is null`, or `usado_at > t` for
 * offline scans) several of these scans would each be told 'admitido'.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 20;
/**
 * Twenty rounds of 100 concurrent scans take 10–50 s on a 2-core machine, more under load:
 * a race test is judged on what it admits, never on a clock.
 */
const RACE_TIMEOUT_MS = 180_000;
const PER_DEVICE = 50;

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let s: DoorScene;
let devices: Array<{ token: string; dispositivo: string; puerta: string }>;
const pool: TicketView[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  s = await doorScene(t);
  // Three rounds' worth of tickets per round kind, bought while sales are open, by seven
  // buyers (one account holds at most 10 of a type per day).
  for (let i = 0; i < 7; i++) {
    const buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    const orden = await buyPaid(t, buyer, s.a.idEvento, [
      { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 10 },
    ]);
    pool.push(...orden.tickets);
  }
  // Two devices: the staff member's and a second staff member's, each signed in at the door.
  const second = await t.createUser([3]);
  devices = [
    { token: s.staffToken, dispositivo: randomUUID(), puerta: 'Puerta 1' },
    {
      token: await inviteAndAccept(t, s.orgToken, s.a.idEvento, second),
      dispositivo: randomUUID(),
      puerta: 'Puerta 2',
    },
  ];
  clock.set(DOOR_OPEN_AT);
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

const scanBody = (
  d: (typeof devices)[number],
  ticket: TicketView,
  extra: Record<string, unknown> = {},
) => ({
  idEscaneo: randomUUID(),
  idFecha: ticket.idFecha,
  puerta: d.puerta,
  dispositivo: d.dispositivo,
  codigo: ticket.codigo,
  ...extra,
});

async function stateOf(ticket: TicketView) {
  const [row] = await t.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.idTicket, ticket.idTicket));
  const scans = await t.database.db
    .select()
    .from(escaneos)
    .where(eq(escaneos.idTicket, ticket.idTicket));
  return { row: row!, scans };
}

describe.runIf(onPostgres)('check-in under concurrency (PostgreSQL)', () => {
  it(
    `2 devices × ${PER_DEVICE} concurrent online scans admit the ticket exactly once, ${ROUNDS} times`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const ticket = pool.shift()!;
        const replies = await Promise.all(
          devices.flatMap((d) =>
            Array.from({ length: PER_DEVICE }, () =>
              asUser(t, d.token, 'POST', '/Puerta/Escanear', scanBody(d, ticket)),
            ),
          ),
        );
        expect(replies.every((r) => r.statusCode === 200)).toBe(true);
        const answers = replies.map((r) => r.json<EscaneoRespuesta>());
        const admitted = answers.filter((a) => a.resultado === 'admitido');
        expect(admitted, `round ${round}`).toHaveLength(1);
        expect(answers.filter((a) => a.resultado === 'usada')).toHaveLength(2 * PER_DEVICE - 1);
        const { row, scans } = await stateOf(ticket);
        expect(row.usadoEscaneo).toBe(admitted[0]!.idEscaneo);
        expect(scans).toHaveLength(2 * PER_DEVICE);
        expect(scans.filter((x) => x.resultado === 'admitido')).toHaveLength(1);
        // Every "usada" names the one first scan.
        for (const a of answers.filter((x) => x.resultado === 'usada'))
          expect(a.primerIngreso).toEqual({
            at: row.usadoAt!.toISOString(),
            puerta: row.usadoPuerta,
          });
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `2 devices × ${PER_DEVICE} concurrent offline batches (each sent twice) admit it once, ${ROUNDS} times`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const ticket = pool.shift()!;
        const at = new Date(DOOR_OPEN_AT.getTime() - 30 * 60_000).toISOString();
        // Both devices saw the ticket at the same instant, offline, and let the person in.
        const batches = devices.flatMap((d) =>
          Array.from({ length: PER_DEVICE }, () => ({
            d,
            escaneos: [scanBody(d, ticket, { escaneadoAt: at, resultadoLocal: 'admitido' })],
          })),
        );
        // The connection drops and each device sends each batch again, at once.
        const replies = await Promise.all(
          [...batches, ...batches].map((b) =>
            asUser(t, b.d.token, 'POST', '/Puerta/Sincronizar', { escaneos: b.escaneos }),
          ),
        );
        expect(replies.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
        const answers = replies.map(
          (r) => r.json<{ resultados: EscaneoRespuesta[] }>().resultados[0]!,
        );
        const admittedIds = new Set(
          answers.filter((a) => a.resultado === 'admitido').map((a) => a.idEscaneo),
        );
        expect(admittedIds.size, `round ${round}`).toBe(1);
        // A batch and its replay answer the same.
        const byId = new Map<string, EscaneoRespuesta>();
        for (const a of answers) {
          const seen = byId.get(a.idEscaneo);
          if (seen) expect(a).toEqual(seen);
          byId.set(a.idEscaneo, a);
        }
        const { row, scans } = await stateOf(ticket);
        expect(scans).toHaveLength(2 * PER_DEVICE);
        expect(row.usadoEscaneo).toBe([...admittedIds][0]);
        expect(row.usadoAt!.toISOString()).toBe(at);
        // Every other scan was admitted offline too: each is a conflict the organiser sees.
        expect(scans.filter((x) => x.conflicto)).toHaveLength(2 * PER_DEVICE - 1);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it('offline scans at different times racing: the earliest wins, the rest are conflicts', async () => {
    const ticket = pool.shift()!;
    const times = Array.from(
      { length: 2 * PER_DEVICE },
      (_, i) => new Date(DOOR_OPEN_AT.getTime() - (i + 1) * 60_000),
    );
    const bodies = times.map((time, i) =>
      scanBody(devices[i % 2]!, ticket, {
        escaneadoAt: time.toISOString(),
        resultadoLocal: 'admitido',
      }),
    );
    const replies = await Promise.all(
      bodies.map((b, i) =>
        asUser(t, devices[i % 2]!.token, 'POST', '/Puerta/Sincronizar', { escaneos: [b] }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const { row, scans } = await stateOf(ticket);
    const earliest = bodies[bodies.length - 1]!;
    expect(row.usadoEscaneo).toBe(earliest.idEscaneo);
    expect(row.usadoAt!.toISOString()).toBe(times[times.length - 1]!.toISOString());
    expect(scans.filter((x) => !x.conflicto).map((x) => x.idEscaneo)).toEqual([earliest.idEscaneo]);
  });
});
