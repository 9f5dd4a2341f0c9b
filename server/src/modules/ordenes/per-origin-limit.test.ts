import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import { DISPOSITIVO_HEADER } from '@shared/api/device';
import { entradas, eventos, ordenes } from '../../db/schema/index';
import { comprador, decidirEnSandbox, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Unpaid holds capped per client address and per device as well as per account (migration
 * 0022, docs/decisions/0076-hostile-users.md): address cap = max(the account's limit, 10 % of
 * the stock row), device cap = the account's limit.
 */

let t: TestApp;
const clock = testClock();
let organizador: number;
let ev: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  // The default share (test-app lifts it: all its requests come from one address).
  t = await createTestApp({ HOLDS_PER_ADDRESS_PERCENT: '10' }, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2030-01-01T12:00:00-03:00'));
  ev = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 10000, cantidad: 300 },
    { cdTipo: 2, precio: 30000, cantidad: 20 },
  ]);
});

const db = () => t.database.db;
const CASA = '198.51.100.7';
const OTRA = '203.0.113.40';

/** A purchase from an address (and a device, when given) by a fresh confirmed account. */
async function comprar(
  cdTipo: number,
  cantidad: number,
  from: { ip: string; dispositivo?: string; idUsuario?: number },
) {
  const idUsuario = from.idUsuario ?? (await t.createUser([0])).idUsuario;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/CrearOrden',
    remoteAddress: from.ip,
    headers: {
      authorization: `Bearer ${await t.tokenFor(idUsuario)}`,
      'idempotency-key': randomUUID(),
      ...(from.dispositivo ? { [DISPOSITIVO_HEADER]: from.dispositivo } : {}),
    },
    payload: {
      idEvento: ev.idEvento,
      items: [{ idFecha: ev.idFechas[0]!, cdTipo, cantidad }],
      comprador,
    },
  });
  return { res, idUsuario };
}

const pendientesDesde = async (ip: string) =>
  db()
    .select({ ip: ordenes.ipCliente, dispositivo: ordenes.dispositivo, estado: ordenes.estado })
    .from(ordenes)
    .where(and(eq(ordenes.idEvento, ev.idEvento), eq(ordenes.ipCliente, ip)));

const vendidas = async (cdTipo: number) =>
  (
    await db()
      .select({ v: entradas.vendidas })
      .from(entradas)
      .where(and(eq(entradas.idFecha, ev.idFechas[0]!), eq(entradas.cdTipo, cdTipo)))
  )[0]!.v;

const TOPE_CONEXION =
  'Desde tu conexión ya hay 30 entradas General para el viernes 4 de enero reservadas sin pagar, y el máximo es 30. ' +
  'Pagá las reservas pendientes o esperá a que venzan para reservar más.';

describe('per address', () => {
  it('records where each hold came from; one address holds at most 10 % of a 300-ticket type', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await comprar(0, 10, { ip: CASA })).res.statusCode).toBe(201);
    const rows = await pendientesDesde(CASA);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.ip === CASA && r.estado === 'pendiente')).toBe(true);

    const fourth = await comprar(0, 1, { ip: CASA });
    expect(fourth.res.statusCode).toBe(409);
    expect(fourth.res.json().detail).toBe(TOPE_CONEXION);
    expect(
      await db().select().from(ordenes).where(eq(ordenes.idUsuario, fourth.idUsuario)),
    ).toHaveLength(0);
    expect(await vendidas(0)).toBe(30);
    // Another address, and another type, have their own counts.
    expect((await comprar(0, 10, { ip: OTRA })).res.statusCode).toBe(201);
    expect((await comprar(2, 4, { ip: CASA })).res.statusCode).toBe(201);
    expect(await vendidas(0)).toBe(40);
  });

  it('never goes below the account limit on a small row (CGNAT: whole neighbourhoods share one)', async () => {
    await db()
      .update(eventos)
      .set({ maxEntradasPorCuenta: 4 })
      .where(eq(eventos.idEvento, ev.idEvento));
    // 10 % of 20 is 2; the cap is the account's limit, 4.
    expect((await comprar(2, 3, { ip: CASA })).res.statusCode).toBe(201);
    const over = await comprar(2, 2, { ip: CASA });
    expect(over.res.statusCode).toBe(409);
    expect(over.res.json().detail).toBe(
      'Desde tu conexión ya hay 3 entradas VIP para el viernes 4 de enero reservadas sin pagar, y el máximo es 4. ' +
        'Pagá las reservas pendientes o esperá a que venzan para reservar más.',
    );
    expect((await comprar(2, 1, { ip: CASA })).res.statusCode).toBe(201);
  });

  it('a paid order frees its share of the cap', async () => {
    const first = await comprar(0, 10, { ip: CASA });
    await comprar(0, 10, { ip: CASA });
    await comprar(0, 10, { ip: CASA });
    expect((await comprar(0, 5, { ip: CASA })).res.statusCode).toBe(409);
    const paid = first.res.json<OrdenView>();
    expect((await decidirEnSandbox(t, paid, 'aprobar')).statusCode).toBe(303);
    expect((await comprar(0, 10, { ip: CASA })).res.statusCode).toBe(201);
    expect((await comprar(0, 1, { ip: CASA })).res.statusCode).toBe(409);
  });

  it('an expired hold frees it, before and after the expiry job', async () => {
    for (let i = 0; i < 3; i += 1) await comprar(0, 10, { ip: CASA });
    expect((await comprar(0, 1, { ip: CASA })).res.statusCode).toBe(409);
    clock.advanceMinutes(11);
    // The holds ran out; the job has not returned their stock yet.
    expect((await comprar(0, 10, { ip: CASA })).res.statusCode).toBe(201);
    await t.app.pagos.expireHolds();
    expect((await comprar(0, 10, { ip: CASA })).res.statusCode).toBe(201);
    expect((await comprar(0, 10, { ip: CASA })).res.statusCode).toBe(201);
    expect((await comprar(0, 1, { ip: CASA })).res.statusCode).toBe(409);
  });

  it('an account replacing its own hold does not count it twice', async () => {
    const a = await comprar(0, 10, { ip: CASA });
    await comprar(0, 10, { ip: CASA });
    await comprar(0, 10, { ip: CASA });
    const replaced = await comprar(0, 8, { ip: CASA, idUsuario: a.idUsuario });
    expect(replaced.res.statusCode).toBe(201);
    expect(await vendidas(0)).toBe(28);
    expect((await comprar(0, 3, { ip: CASA })).res.statusCode).toBe(409);
    expect((await comprar(0, 2, { ip: CASA })).res.statusCode).toBe(201);
  });
});

describe('per device', () => {
  it('one device holds at most the account limit, whatever the accounts and addresses', async () => {
    const dispositivo = randomUUID();
    const first = await comprar(0, 7, { ip: CASA, dispositivo });
    expect(first.res.statusCode).toBe(201);
    const [row] = await db()
      .select({ dispositivo: ordenes.dispositivo })
      .from(ordenes)
      .where(eq(ordenes.idUsuario, first.idUsuario));
    expect(row!.dispositivo).toBe(dispositivo);

    const over = await comprar(0, 4, { ip: OTRA, dispositivo: dispositivo.toUpperCase() });
    expect(over.res.statusCode).toBe(409);
    expect(over.res.json().detail).toBe(
      'Desde este dispositivo ya hay 7 entradas General para el viernes 4 de enero reservadas sin pagar, y el máximo es 10. ' +
        'Pagá las reservas pendientes o esperá a que venzan para reservar más.',
    );
    expect((await comprar(0, 3, { ip: OTRA, dispositivo })).res.statusCode).toBe(201);
    expect((await comprar(0, 4, { ip: OTRA, dispositivo: randomUUID() })).res.statusCode).toBe(201);
  });

  it('ignores a header that is not a UUID', async () => {
    const { res, idUsuario } = await comprar(0, 10, { ip: CASA, dispositivo: 'mi-celu' });
    expect(res.statusCode).toBe(201);
    const [row] = await db()
      .select({ dispositivo: ordenes.dispositivo })
      .from(ordenes)
      .where(eq(ordenes.idUsuario, idUsuario));
    expect(row!.dispositivo).toBeNull();
  });
});
