import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adicionales,
  cupos,
  entradaCupos,
  entradas,
  ordenAdicionales,
  ordenes,
  ordenItems,
  tandas,
} from '../../db/schema/index';
import { insertBuyers } from '../../test/bulk-buyers';
import { CHECKOUT_NOW, comprador, NIGHT } from '../../test/checkout-fixtures';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decidePurchases, PurchaseRefused, type PurchaseArgs } from './purchase';

/**
 * The same random purchases through one batch and one at a time (docs/decisions/0073-batch-as-a-set.md):
 * on ROUNDS random days — a tanda of three steps over a shared cupo, a mesa drawing people from
 * it, a plain row and a drink add-on, with random sizes and what is already sold — each of
 * BUYERS purchases (random rows, quantities, add-ons; some buyers twice) gets the same answer
 * either way, and the two leave the same stock, add-on stock, orders and lines.
 */
const ROUNDS = 20;
const BUYERS = 30;
let t: TestApp;
let owner: number;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => CHECKOUT_NOW });
  owner = (await t.createUser([0, 2])).idUsuario;
  ids = (
    await insertBuyers(t.database.db, BUYERS, { tag: 'dif', jwtSecret: t.config.jwtSecret! })
  ).map((b) => b.idUsuario);
}, 60_000);
afterAll(() => t.close());

const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** A random day as described above, the same for both runs of one round (same seed). */
async function day(seed: number) {
  const random = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const db = t.database.db;
  const { idEvento, idFechas } = await insertEvento(db, {
    idUsuario: owner,
    nombre: `Diferencial ${seed}`,
    dias: [NIGHT],
  });
  const idFecha = idFechas[0]!;
  const [tanda] = await db.insert(tandas).values({ idFecha, nombre: 'Pista' }).returning();
  const steps = ['1ra tanda', '2da tanda', '3ra tanda'].map((nombre, i) => ({
    idFecha,
    cdTipo: 4 + i,
    nombre,
    admite: 'General',
    precio: 8000 + i * 2000,
    cantidad: int(1, 6),
    vendidas: i === 0 ? int(0, 2) : 0,
    idTanda: tanda!.idTanda,
    paso: i + 1,
  }));
  const rows = await db
    .insert(entradas)
    .values([
      ...steps,
      {
        idFecha,
        cdTipo: 0,
        nombre: 'General',
        admite: 'General',
        precio: 15000,
        cantidad: int(2, 8),
      },
      {
        idFecha,
        cdTipo: 7,
        nombre: 'Mesa x4',
        admite: 'VIP',
        precio: 50000,
        cantidad: int(1, 3),
        personas: 4,
      },
    ])
    .returning();
  const [pool] = await db
    .insert(cupos)
    .values({ idFecha, nombre: 'Salón', cantidad: int(6, 20) })
    .returning();
  await db
    .insert(entradaCupos)
    .values(
      rows
        .filter((r) => r.cdTipo !== 0)
        .map((r) => ({ idEntrada: r.idEntrada, idCupo: pool!.idCupo })),
    );
  const [combo] = await db
    .insert(adicionales)
    .values({ idFecha, nombre: 'Combo trago', precio: 3000, cantidad: int(0, 6) })
    .returning();
  // The purchases: random rows (some with no such row), 1–3 of each, a combo or two.
  const types = [0, 4, 5, 6, 7, 9];
  const wants = Array.from({ length: BUYERS + 6 }, (_, i) => {
    const buyer = i < BUYERS ? i : int(0, BUYERS - 1);
    const lines = [
      ...new Set(Array.from({ length: int(1, 2) }, () => types[int(0, types.length - 1)]!)),
    ].map((cdTipo) => ({ cdTipo, cantidad: int(1, 3) }));
    return { buyer, lines, combos: random() < 0.4 ? int(1, 2) : 0 };
  });
  const args: PurchaseArgs[] = wants.map((w) => {
    const lines = w.lines.map((l) => {
      const row = rows.find((r) => r.cdTipo === l.cdTipo);
      return {
        idEntrada: row?.idEntrada ?? null,
        idFecha,
        cdTipo: l.cdTipo,
        cantidad: l.cantidad,
        precio: row?.precio ?? 0,
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.precio * l.cantidad, 0) + w.combos * 3000;
    return {
      idUsuario: ids[w.buyer]!,
      idEvento,
      now: CHECKOUT_NOW,
      holdExpiresAt: new Date(CHECKOUT_NOW.getTime() + 10 * 60_000),
      idempotencyKey: randomUUID(),
      requestHash: 'h',
      provider: 'sandbox',
      comprador,
      lines,
      adicionales:
        w.combos > 0
          ? [
              {
                idAdicional: combo!.idAdicional,
                nombre: 'Combo trago',
                cantidad: w.combos,
                precio: 3000,
              },
            ]
          : [],
      subtotal,
      idCodigo: null,
      descuento: 0,
      cargoServicio: 0,
      admisiones: [],
      origen: { ipCliente: null, dispositivo: null, porcentajeConexion: 100 },
    };
  });
  return { idEvento, idFecha, args };
}

/** What a run left: stock by type, the combo's stock, and each buyer's orders with their lines. */
async function leftOf(idEvento: number, idFecha: number) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(entradas)
    .where(eq(entradas.idFecha, idFecha))
    .orderBy(asc(entradas.cdTipo));
  const [combo] = await db.select().from(adicionales).where(eq(adicionales.idFecha, idFecha));
  const orders = await db
    .select()
    .from(ordenes)
    .where(eq(ordenes.idEvento, idEvento))
    .orderBy(asc(ordenes.idOrden));
  const oids = orders.map((o) => o.idOrden);
  const items = oids.length
    ? await db.select().from(ordenItems).where(inArray(ordenItems.idOrden, oids))
    : [];
  const extras = oids.length
    ? await db.select().from(ordenAdicionales).where(inArray(ordenAdicionales.idOrden, oids))
    : [];
  return {
    vendidas: rows.map((r) => [r.cdTipo, r.vendidas]),
    combos: combo!.vendidas,
    orders: orders.map((o) => ({
      buyer: ids.indexOf(o.idUsuario!),
      subtotal: o.subtotal,
      lines: items
        .filter((i) => i.idOrden === o.idOrden)
        .map((i) => [i.cdTipo, i.cantidad, i.personas])
        .sort(),
      combos: extras.filter((a) => a.idOrden === o.idOrden).map((a) => a.cantidad),
    })),
  };
}

/** A purchase's answer; an add-on's refusal names its row, which differs between the two days. */
const answerOf = (o: unknown) =>
  o instanceof PurchaseRefused
    ? `${o.code}:${o.code === 'PU013' ? 'combo' : (o.detail ?? '')}`
    : 'ok';

describe('a batch and one purchase after another', () => {
  it(`give the same answers and leave the same state on ${ROUNDS} random days with tandas, a mesa and an add-on`, async () => {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const batch = await day(1000 + round);
      const alone = await day(1000 + round);
      const together = (await decidePurchases(t.database.db, batch.args)).map(answerOf);
      const oneByOne: string[] = [];
      for (const a of alone.args)
        oneByOne.push(answerOf((await decidePurchases(t.database.db, [a]))[0]));
      expect(together, `vuelta ${round}`).toEqual(oneByOne);
      expect(await leftOf(batch.idEvento, batch.idFecha), `vuelta ${round}`).toEqual(
        await leftOf(alone.idEvento, alone.idFecha),
      );
      for (const a of together) seen.add(a.split(':')[0]!);
    }
    // The rounds met sales and every refusal these days can give, not only sales.
    expect([...seen].sort()).toEqual(['PU006', 'PU013', 'PU100', 'PU409', 'ok']);
  }, 120_000);
});
