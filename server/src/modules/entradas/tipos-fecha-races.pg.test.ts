import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveTiposFechaInput, TiposEvento } from '@shared/api/ticket-types';
import { TIPOS_MSG } from '@shared/texts/organiser';
import { entradas } from '../../db/schema/index';
import { insertBuyers } from '../../test/bulk-buyers';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The organiser saving a day's list while buyers buy from it, on a real PostgreSQL server
 * (docs/decisions/0088-free-form-ticket-types.md). ROUNDS times: BUYERS buyers at once ask for a
 * ticket of a row the organiser just added ("Entrada + trago", 30 places), while the organiser
 * saves the list twice, once lowering that row to 10 and once removing it. Whatever the
 * interleaving: no row ever sells past its quantity, a row is removed only while nobody bought
 * it (else the save says why and changes nothing), and every answer is a 201, a 409 or a 400 —
 * never a 500. Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 20;
const BUYERS = 60;
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let ownerToken: string;
let owner: number;
let buyers: string[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  owner = (await t.createUser([0, 2])).idUsuario;
  ownerToken = await t.tokenFor(owner);
  buyers = (
    await insertBuyers(t.database.db, BUYERS, { tag: 'tipos', jwtSecret: t.config.jwtSecret! })
  ).map((b) => b.token);
}, 120_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

const save = (body: SaveTiposFechaInput) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/TiposFecha',
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: body,
  });

describe.runIf(onPostgres)('saving a day while it sells', () => {
  it(`never oversells a row nor removes one somebody bought, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { idEvento, idFechas } = await insertOnSale(t, owner, [
        { cdTipo: 0, precio: 10000, cantidad: 100 },
      ]);
      const idFecha = idFechas[0]!;
      const read = async () =>
        (
          await t.app.inject({
            url: `/api/v1/Entrada/TiposEvento?IdEvento=${idEvento}`,
            headers: { authorization: `Bearer ${ownerToken}` },
          })
        ).json<TiposEvento>().fechas[0]!;
      const general = (await read()).tipos[0]!;
      const keep = {
        idEntrada: general.idEntrada,
        nombre: general.nombre,
        admite: general.admite,
        precio: general.precio,
        cantidad: general.cantidad,
        oculta: false,
        tanda: null,
        abreAt: null,
        cupos: general.cupos,
      };
      const cupos = (await read()).cupos.map(({ idCupo, nombre, cantidad }) => ({
        idCupo,
        nombre,
        cantidad,
      }));
      const added = await save({
        idFecha,
        tipos: [
          keep,
          { ...keep, idEntrada: undefined, nombre: 'Entrada + trago', cantidad: 30, cupos: [] },
        ],
        cupos,
      });
      expect(added.statusCode).toBe(200);
      const combo = (await read()).tipos[1]!;
      const lower = {
        ...keep,
        idEntrada: combo.idEntrada,
        nombre: combo.nombre,
        cantidad: 10,
        cupos: [],
      };

      const answers = await Promise.all([
        ...buyers.map((token, i) =>
          crearOrden(
            t,
            token,
            { idEvento, items: [{ idFecha, cdTipo: combo.cdTipo, cantidad: 1 }], comprador },
            randomUUID(),
            // Each from an address of its own, as buyers are (the per-address limit aside).
            `10.${round}.${i >> 8}.${i & 255}`,
          ),
        ),
        save({ idFecha, tipos: [keep, lower], cupos }),
        save({ idFecha, tipos: [keep], cupos }),
      ]);
      for (const a of answers) expect([200, 201, 400, 409]).toContain(a.statusCode);
      const bought = answers.slice(0, BUYERS).filter((a) => a.statusCode === 201).length;
      const [removal] = answers.slice(-1);
      const [row] = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idEntrada, combo.idEntrada));
      if (removal!.statusCode === 200) {
        // Removed before anyone bought it: nobody holds a ticket of a row that is gone.
        expect(row).toBeUndefined();
        expect(bought).toBe(0);
      } else {
        expect(removal!.json().errors._).toBe(TIPOS_MSG.noSePuedeQuitar(1, 'Entrada + trago'));
        expect(row!.vendidas).toBe(bought);
        expect(row!.vendidas).toBeLessThanOrEqual(row!.cantidad);
        expect(bought).toBeLessThanOrEqual(30);
      }
      const items = await t.database.db.execute<{ n: number }>(sql`
        select coalesce(sum(cantidad), 0)::int as n from orden_items where id_entrada = ${combo.idEntrada}`);
      expect(Number(items.rows[0]!.n)).toBe(bought);
    }
  }, 300_000);
});
