import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilaVirtualEstado } from '@shared/api/fila-virtual';
import { fechas, filaVirtual } from '../../db/schema/index';
import { insertOnSale, testClock } from '../../test/checkout-fixtures';
import { insertBuyers } from '../../test/bulk-buyers';
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
          headers: { authorization: `Bearer ${token}` },
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
