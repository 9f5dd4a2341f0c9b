import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTA_MSG } from '@shared/api/guest-list';
import {
  entradas,
  eventos,
  invitados,
  ordenes,
  ordenItems,
  productoraMiembros,
  productoras,
  rrppListas,
  tickets,
} from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { DOOR_OPEN_AT, escanear } from '../../test/door-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Guest lists racing on a real PostgreSQL server (issue 14), ROUNDS times each:
 * - the last places of a day: guest-list loads and purchases at once never take more than the
 *   stock, and what was taken is exactly what is stored;
 * - withdrawing a guest while the door scans them: either they got in and stay, or the
 *   withdrawal won and the scan says anulada — never both;
 * - an RRPP's uploads at once against their list's quota (docs/decisions/0092-rrpp.md): never
 *   more guests than the quota, and the refused ones change nothing.
 * Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 6;
const clock = testClock(CHECKOUT_NOW);
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

const generalOf = async (idFecha: number) =>
  (
    await t.database.db
      .select({ idEntrada: entradas.idEntrada })
      .from(entradas)
      .where(and(eq(entradas.idFecha, idFecha), eq(entradas.cdTipo, 0)))
  )[0]!.idEntrada;
const agregar = (
  ev: { idEvento: number; idFechas: number[] },
  idEntrada: number,
  n: number,
  tag: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Lista/AgregarInvitados',
    headers: { authorization: `Bearer ${org.token}` },
    payload: {
      idEvento: ev.idEvento,
      idFecha: ev.idFechas[0],
      idEntrada,
      modalidad: 'free',
      invitados: Array.from({ length: n }, (_, i) => ({
        nombre: `Invitado ${tag} ${i}`,
        email: `${tag}-${i}@lista.test`,
      })),
    },
  });

describe.runIf(onPostgres)('guest lists under concurrency (PostgreSQL)', () => {
  it('guest loads and purchases for the last 10 places never take more than the stock', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      clock.set(CHECKOUT_NOW);
      const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 10 }]);
      const general = await generalOf(ev.idFechas[0]!);
      const buyers = await Promise.all(
        Array.from({ length: 8 }, async () => t.tokenFor((await t.createUser([0])).idUsuario)),
      );
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => agregar(ev, general, 2, `r${round}l${i}`)),
        ...buyers.map((token) =>
          crearOrden(t, token, {
            idEvento: ev.idEvento,
            items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
            comprador,
          }),
        ),
      ]);
      for (const a of answers.slice(6).filter((x) => x.statusCode !== 201)) {
        expect(a.statusCode, a.body).toBe(409);
        expect(a.json().detail).toMatch(/^No quedan suficientes entradas General para el /);
      }
      const guests = answers.slice(0, 6).filter((a) => a.statusCode === 201).length * 2;
      const sold = answers.slice(6).filter((a) => a.statusCode === 201).length;
      expect(guests + sold).toBeLessThanOrEqual(10);
      const [row] = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idEntrada, general));
      expect(row!.vendidas).toBe(guests + sold);
      const stored = await t.database.db.execute<{ n: number }>(sql`
        select coalesce(sum(i.cantidad), 0)::int as n from ${ordenItems} i
        join ${ordenes} o on o.id_orden = i.id_orden
        where o.id_evento = ${ev.idEvento} and o.estado in ('pendiente', 'pagada')`);
      expect(stored.rows[0]!.n).toBe(guests + sold);
      const invited = await t.database.db
        .select()
        .from(invitados)
        .where(eq(invitados.idEvento, ev.idEvento));
      expect(invited).toHaveLength(guests);
      for (const a of answers.slice(0, 6).filter((x) => x.statusCode !== 201)) {
        expect(a.statusCode, a.body).toBe(409);
        expect(a.json().detail).toMatch(/^(No quedan lugares|Solo quedan \d+ lugares)/);
      }
    }
  });

  it("an RRPP's uploads at once never pass their list's quota", async () => {
    const rrpp = await t.createUser([0, 2]);
    const rrppToken = await t.tokenFor(rrpp.idUsuario);
    const [productora] = await t.database.db
      .insert(productoras)
      .values({ nombre: 'Carrera RRPP', creadaPor: org.idUsuario })
      .returning();
    await t.database.db.insert(productoraMiembros).values([
      { idProductora: productora!.idProductora, idUsuario: org.idUsuario, rol: 'duenio' },
      {
        idProductora: productora!.idProductora,
        idUsuario: rrpp.idUsuario,
        rol: 'rrpp',
        rrppSlug: 'carrera',
      },
    ]);
    for (let round = 0; round < ROUNDS; round++) {
      clock.set(CHECKOUT_NOW);
      const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 50 }]);
      await t.database.db
        .update(eventos)
        .set({ idProductora: productora!.idProductora })
        .where(eq(eventos.idEvento, ev.idEvento));
      const cupo = 5 + (round % 3);
      await t.database.db.insert(rrppListas).values({
        idEvento: ev.idEvento,
        idFecha: ev.idFechas[0]!,
        idUsuario: rrpp.idUsuario,
        idEntrada: await generalOf(ev.idFechas[0]!),
        cupo,
        modalidad: 'free',
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/Lista/Rrpp/AgregarInvitados',
            headers: { authorization: `Bearer ${rrppToken}` },
            payload: {
              idEvento: ev.idEvento,
              idFecha: ev.idFechas[0],
              invitados: [0, 1].map((k) => ({
                nombre: `RRPP ${round} ${i} ${k}`,
                email: `rrpp-${round}-${i}-${k}@lista.test`,
              })),
            },
          }),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 201).length;
      for (const a of answers.filter((x) => x.statusCode !== 201)) {
        expect(a.statusCode, a.body).toBe(409);
        expect(a.json().detail).toMatch(/^Tu lista de ese día /);
      }
      expect(ok * 2).toBeLessThanOrEqual(cupo);
      expect(ok * 2).toBeGreaterThan(cupo - 2);
      const stored = await t.database.db
        .select()
        .from(invitados)
        .where(and(eq(invitados.idEvento, ev.idEvento), eq(invitados.idRrpp, rrpp.idUsuario)));
      expect(stored).toHaveLength(ok * 2);
      const [row] = await t.database.db
        .select({ vendidas: entradas.vendidas })
        .from(entradas)
        .where(eq(entradas.idFecha, ev.idFechas[0]!));
      expect(row!.vendidas).toBe(ok * 2);
    }
  });

  it('a withdrawal racing the door scan: the guest is in or out, never both', async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      clock.set(CHECKOUT_NOW);
      const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 10 }]);
      const res = await agregar(ev, await generalOf(ev.idFechas[0]!), 1, `q${round}`);
      const [guest] = res.json<Array<{ idInvitado: number }>>();
      const [ticket] = await t.database.db
        .select({ codigo: tickets.codigo, idTicket: tickets.idTicket })
        .from(invitados)
        .innerJoin(tickets, eq(tickets.idOrden, invitados.idOrden))
        .where(eq(invitados.idInvitado, guest!.idInvitado));
      clock.set(DOOR_OPEN_AT);
      const [scan, withdrawal] = await Promise.all([
        escanear(t, org.token, { idFecha: ev.idFechas[0], codigo: ticket!.codigo }),
        t.app.inject({
          method: 'POST',
          url: '/api/v1/Lista/QuitarInvitado',
          headers: { authorization: `Bearer ${org.token}` },
          payload: { idInvitado: guest!.idInvitado },
        }),
      ]);
      const resultado = scan.json<{ resultado: string }>().resultado;
      const [after] = await t.database.db
        .select({ usadoAt: tickets.usadoAt, estado: ordenes.estado })
        .from(tickets)
        .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
        .where(eq(tickets.idTicket, ticket!.idTicket));
      // The answers themselves, should a round fail: what the door and the withdrawal said.
      const said = `scan ${scan.statusCode} ${scan.body}; withdrawal ${withdrawal.statusCode} ${withdrawal.body}`;
      if (withdrawal.statusCode === 200) {
        expect(resultado, said).toBe('anulada');
        expect(after).toEqual({ usadoAt: null, estado: 'anulada' });
      } else {
        expect([withdrawal.statusCode, withdrawal.json().detail]).toEqual([
          409,
          LISTA_MSG.yaIngreso,
        ]);
        expect(resultado, said).toBe('admitido');
        expect(after!.estado).toBe('pagada');
        expect(after!.usadoAt).not.toBeNull();
      }
    }
  });
});
