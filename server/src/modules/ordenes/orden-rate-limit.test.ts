import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ordenes } from '../../db/schema/index';
import { CHECKOUT_NOW, comprador, insertOnSale } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ev: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_ORDERS_PER_MINUTE: '3', RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE: '5' },
    { now: () => CHECKOUT_NOW },
  );
  const organizador = (await t.createUser([0, 2])).idUsuario;
  ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 1000, cantidad: 500 }]);
});
afterAll(() => t.close());

// Another quantity each time: the same tickets again would resume the pending order (issue 15).
let calls = 0;
const comprar = (token: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/CrearOrden',
    remoteAddress: address,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: {
      idEvento: ev.idEvento,
      items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: (calls++ % 10) + 1 }],
      comprador,
    },
  });

const ordersOf = async (idUsuario: number) =>
  (await t.database.db.select().from(ordenes).where(eq(ordenes.idUsuario, idUsuario))).length;

describe('order creation is rate limited', () => {
  it('per account, wherever the requests come from, with nothing stored past the limit', async () => {
    const a = await t.createUser([0]);
    const token = await t.tokenFor(a.idUsuario);
    const codes = [];
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4'])
      codes.push((await comprar(token, address)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await comprar(token, '10.1.0.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(MSG.demasiadosIntentos);
    expect(await ordersOf(a.idUsuario)).toBe(3);
  });

  it('per address, across accounts (generous: many buyers share one address)', async () => {
    const tokens = await Promise.all(
      [0, 1, 2].map(async () => t.tokenFor((await t.createUser([0])).idUsuario)),
    );
    const codes = [];
    for (const token of [...tokens, ...tokens])
      codes.push((await comprar(token, '10.2.0.1')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    // Another address is not affected.
    expect((await comprar(tokens[2]!, '10.2.0.2')).statusCode).toBe(201);
  });
});
