import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReembolsosEvento } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { REFUND_TASK } from '../../jobs/refund-task';
import { ordenes, reembolsos } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import {
  MP_TEST_SECRET,
  startAppWithMercadoPagoBehindProxy,
} from '../../test/mercadopago-behind-proxy';
import { buyPaidWithMercadoPago } from '../../test/paid-order';
import type { TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

/**
 * A cancellation answers once committed, without waiting for the provider: MercadoPago (the
 * fake on loopback, behind a proxy that holds every refund call until released) has not
 * answered any refund when the organiser already reads them pendiente; the job queue then
 * completes them.
 */
const REFUNDS_PATH = /^\/v1\/payments\/[^/]+\/refunds$/;
const clock = testClock(CHECKOUT_NOW);
type Stack = Awaited<ReturnType<typeof startAppWithMercadoPagoBehindProxy>>;
let mp: Stack['mp'];
let proxy: Stack['proxy'];
let t: TestApp;
let closeAll: Stack['close'];
let idEvento: number;
let organizador: string;
const orders: OrdenView[] = [];

beforeAll(async () => {
  ({ mp, proxy, t, close: closeAll } = await startAppWithMercadoPagoBehindProxy(clock));
  const owner = await t.createUser([0, 2]);
  organizador = await t.tokenFor(owner.idUsuario);
  const evento = await insertOnSale(t, owner.idUsuario, [
    { cdTipo: 0, precio: 15000, cantidad: 50 },
  ]);
  idEvento = evento.idEvento;
  for (const cantidad of [1, 2, 3]) {
    const buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    orders.push(
      await buyPaidWithMercadoPago(t, mp, MP_TEST_SECRET, buyer, idEvento, [
        { idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad },
      ]),
    );
  }
});
afterAll(async () => {
  await closeAll();
});

const auth = () => ({ authorization: `Bearer ${organizador}` });
const reembolsosVistos = async () =>
  (
    await t.app.inject({
      url: `/api/v1/Evento/GetReembolsos?IdEvento=${idEvento}`,
      headers: auth(),
    })
  ).json<ReembolsosEvento>();

describe('cancelling while the provider is slow', () => {
  it('answers at once with every refund pendiente; the queued jobs then complete them', async () => {
    const held = proxy.hold('POST', REFUNDS_PATH);
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CancelarEvento',
      headers: auth(),
      payload: { idEvento, motivo: 'Se suspende por tormenta.' },
    });
    // The old cancellation waited for the provider: it would still be waiting here.
    const res = await Promise.race([
      answer,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    expect(res, 'the cancellation answered while the provider held the refunds').not.toBeNull();
    expect(res!.statusCode).toBe(200);
    const body = res!.json<ReembolsosEvento>();
    expect(body.cdEstado).toBe(ESTADO_EVENTO.BORRADO);
    expect(body.lineas.map((l) => [l.idOrden, l.ordenEstado, l.estado])).toEqual(
      orders.map((o) => [o.idOrden, 'reembolso_pendiente', 'pendiente']),
    );
    expect(mp.refunds).toEqual([]);
    // The refunds' jobs were stored with the cancellation.
    const queued = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${REFUND_TASK}`,
    );
    expect(queued.rows[0]!.n).toBe(orders.length);

    // The jobs are at the provider now, and the organiser still reads them pendiente.
    await waitUntil(async () => held.held() === orders.length, 'the refund calls');
    expect((await reembolsosVistos()).lineas.map((l) => l.estado)).toEqual(
      orders.map(() => 'pendiente'),
    );

    held.release();
    await waitUntil(
      async () => (await reembolsosVistos()).lineas.every((l) => l.estado === 'hecho'),
      'the refunds done',
    );
    expect((await reembolsosVistos()).lineas.map((l) => l.ordenEstado)).toEqual(
      orders.map(() => 'reembolsada'),
    );
    expect(mp.refunds.map((r) => r.amount).sort()).toEqual(orders.map((o) => o.total).sort());
    const rows = await t.database.db.select().from(reembolsos).orderBy(reembolsos.idOrden);
    expect(rows.map((r) => [r.idOrden, r.estado, r.attempts])).toEqual(
      orders.map((o) => [o.idOrden, 'hecho', 1]),
    );
    const estados = await t.database.db
      .select({ estado: ordenes.estado })
      .from(ordenes)
      .where(eq(ordenes.idEvento, idEvento));
    expect(estados.every((o) => o.estado === 'reembolsada')).toBe(true);
  });
});
