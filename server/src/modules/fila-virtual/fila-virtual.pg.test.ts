import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMISION_HEADER, FILA_MSG, type FilaVirtualEstado } from '@shared/api/fila-virtual';
import { fechas, filaVirtual, ordenes } from '../../db/schema/index';
import { comprador, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { insertBuyers } from '../../test/bulk-buyers';
import { withDesafio } from '../../test/desafio';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The virtual queue under concurrency, on a real PostgreSQL server (a pool of connections and
 * row locks, as in production; PGlite has one connection and cannot race). Runs when
 * DATABASE_URL is set, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const OPENING = new Date('2030-01-02T12:00:00-03:00');
const MIN = 60_000;
const clock = testClock(OPENING);
let t: TestApp;
let organizador: number;

const buyers = (n: number, tag: string) =>
  insertBuyers(t.database.db, n, { tag, jwtSecret: t.config.jwtSecret! });

async function highDemandDay(nombre: string): Promise<number> {
  const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 100 }], {
    nombre,
  });
  await t.database.db
    .update(fechas)
    .set({ altaDemanda: true, inicioVenta: OPENING })
    .where(eq(fechas.idEvento, ev.idEvento));
  return ev.idFechas[0]!;
}

const send = async (token: string, idFecha: number, how: 'unirme' | 'estado') => {
  const res = await t.app.inject(
    how === 'unirme'
      ? {
          method: 'POST',
          url: '/api/v1/FilaVirtual/Unirme',
          // Joining takes a solved challenge (server/src/modules/desafio).
          headers: await withDesafio(t.app, { authorization: `Bearer ${token}` }),
          payload: { idFecha },
        }
      : {
          url: `/api/v1/FilaVirtual/Estado?IdFecha=${idFecha}`,
          headers: { authorization: `Bearer ${token}` },
        },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilaVirtualEstado>();
};

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const sorted = (xs: ReadonlyArray<number | null>) => [...xs].sort((a, b) => a! - b!);

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ VIRTUAL_QUEUE_ADMIT_PER_MINUTE: '6' }, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)('virtual queue under concurrency (PostgreSQL)', () => {
  for (const round of [1, 2, 3]) {
    it(`round ${round}: 200 accounts joining at once, each twice, get 200 distinct places`, async () => {
      const idFecha = await highDemandDay(`Fila ${round}`);
      const people = await buyers(200, `fila-pg-${round}`);
      clock.set(new Date(OPENING.getTime() + MIN));
      const replies = await Promise.all(
        [...people, ...people].map((p) => send(p.token, idFecha, 'unirme')),
      );
      const first = replies.slice(0, 200).map((r) => r.lugar);
      const second = replies.slice(200).map((r) => r.lugar);
      expect(second).toEqual(first);
      expect(sorted(first)).toEqual(range(1, 200));
      const rows = await t.database.db
        .select()
        .from(filaVirtual)
        .where(eq(filaVirtual.idFecha, idFecha));
      expect(rows).toHaveLength(200);
    });

    it(`round ${round}: 200 drawn at the opening while 100 more join get 300 distinct places, the drawn first`, async () => {
      const idFecha = await highDemandDay(`Sorteo ${round}`);
      const early = await buyers(200, `sorteo-pg-${round}`);
      const late = await buyers(100, `tarde-pg-${round}`);
      clock.set(new Date(OPENING.getTime() - 10 * MIN));
      await Promise.all([...early, ...early].map((p) => send(p.token, idFecha, 'unirme')));

      // The opening: everyone drawn asks for news while the late ones join.
      clock.set(new Date(OPENING.getTime() + 1000));
      const [polls, joins] = await Promise.all([
        Promise.all(early.map((p) => send(p.token, idFecha, 'estado'))),
        Promise.all([...late, ...late].map((p) => send(p.token, idFecha, 'unirme'))),
      ]);
      // A poll that met the draw under way may still see no place; the next one does.
      const drawn = await Promise.all(
        early.map(
          async (p, i) => polls[i]!.lugar ?? (await send(p.token, idFecha, 'estado')).lugar,
        ),
      );
      expect(sorted(drawn)).toEqual(range(1, 200));
      const lateFirst = joins.slice(0, 100).map((r) => r.lugar);
      expect(joins.slice(100).map((r) => r.lugar)).toEqual(lateFirst);
      expect(sorted(lateFirst)).toEqual(range(201, 100));
      // Nobody moves when asking again.
      const again = await Promise.all(early.map((p) => send(p.token, idFecha, 'unirme')));
      expect(again.map((r) => r.lugar)).toEqual(drawn);
    });
  }
});

/**
 * The proof: 2,000 arrivals around the opening. Checked at several moments after it:
 * the admitted (and the already expired) are exactly places 1..k, so nobody was admitted out
 * of order; every reload keeps its place; an order without its own admission is refused and
 * stores nothing, one with it is taken.
 */
describe.runIf(onPostgres)('2,000 arrivals around the opening (PostgreSQL)', () => {
  it('admits in order, keeps every place on reload, takes orders only with an admission', async () => {
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 100 }], {
      nombre: 'Fila 2000',
    });
    const idFecha = ev.idFechas[0]!;
    await t.database.db
      .update(fechas)
      .set({ altaDemanda: true, inicioVenta: OPENING })
      .where(eq(fechas.idFecha, idFecha));
    const people = await buyers(2000, 'fila-2000');
    const early = people.slice(0, 1200);
    const late = people.slice(1200);
    const inBatches = async <T>(xs: T[], work: (x: T) => Promise<FilaVirtualEstado>) => {
      const out: FilaVirtualEstado[] = [];
      for (let i = 0; i < xs.length; i += 200)
        out.push(...(await Promise.all(xs.slice(i, i + 200).map(work))));
      return out;
    };

    // 1,200 over the half hour before the opening, 200 at a time.
    for (let i = 0; i < early.length; i += 200) {
      clock.set(new Date(OPENING.getTime() - 30 * MIN + (i / 200) * 5 * MIN));
      await Promise.all(early.slice(i, i + 200).map((p) => send(p.token, idFecha, 'unirme')));
    }
    // The opening: the early ones ask for news while 800 more arrive.
    clock.set(new Date(OPENING.getTime() + 1000));
    await Promise.all([
      inBatches(early, (p) => send(p.token, idFecha, 'estado')),
      inBatches(late, (p) => send(p.token, idFecha, 'unirme')),
    ]);
    const places = (await inBatches(people, (p) => send(p.token, idFecha, 'estado'))).map(
      (r) => r.lugar!,
    );
    expect(sorted(places)).toEqual(range(1, 2000));
    // The draw put every early arrival ahead of every late one.
    expect(Math.max(...places.slice(0, 1200))).toBe(1200);
    // Reloading (joining again) keeps each place.
    const reloaded = await inBatches(people, (p) => send(p.token, idFecha, 'unirme'));
    expect(reloaded.map((r) => r.lugar)).toEqual(places);

    let ordersTaken = 0;
    for (const minutes of [1, 30, 90, 250]) {
      clock.set(new Date(OPENING.getTime() + minutes * MIN));
      const now = await inBatches(people, (p) => send(p.token, idFecha, 'estado'));
      // Admitted or already expired = had its turn; they must be exactly places 1..k.
      const turned = now.filter((r) => r.admitido || r.vencida).map((r) => r.lugar!);
      expect(sorted(turned)).toEqual(range(1, turned.length));
      expect(turned.length).toBeGreaterThan(0);
      expect(now.every((r, i) => r.lugar === places[i])).toBe(true);

      // Five admitted buy with their own token; five waiting try without one, or with another's.
      const admitted = people.flatMap((p, i) => (now[i]!.admitido ? [{ p, r: now[i]! }] : []));
      const waiting = people.filter((_, i) => !now[i]!.admitido && !now[i]!.vencida);
      for (const { p, r } of admitted.slice(0, 5)) {
        const res = await order(p.token, ev.idEvento, idFecha, r.token);
        expect(res.statusCode, res.body).toBe(201);
        ordersTaken += 1;
      }
      for (const [i, p] of waiting.slice(0, 5).entries()) {
        const res = await order(p.token, ev.idEvento, idFecha, i % 2 ? admitted[0]!.r.token : null);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe(FILA_MSG.admisionRequerida);
      }
    }
    const stored = await t.database.db
      .select({ idUsuario: ordenes.idUsuario })
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(stored).toHaveLength(ordersTaken);
  }, 180_000);
});

const order = (token: string, idEvento: number, idFecha: number, admision: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/CrearOrden',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(admision ? { [ADMISION_HEADER]: admision } : {}),
    },
    payload: { idEvento, items: [{ idFecha, cdTipo: 0, cantidad: 1 }], comprador },
  });
