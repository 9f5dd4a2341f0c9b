import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_MSG, type ReembolsosEvento } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { eventos, ordenes, outbox, reembolsos } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import {
  MP_TEST_SECRET,
  startAppWithMercadoPagoBehindProxy,
} from '../../test/mercadopago-behind-proxy';
import { buyPaidWithMercadoPago } from '../../test/paid-order';
import type { TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

/**
 * A refund MercadoPago (the fake on loopback, behind a proxy that refuses one call) refuses
 * once: the cancellation still stands whole, the refund's queued attempt leaves it visible as
 * fallido, and the refund job's next pass after its backoff completes it.
 */
const REFUSAL = { message: 'Refund could not be processed right now', status: 400 };
const clock = testClock(CHECKOUT_NOW);
type Stack = Awaited<ReturnType<typeof startAppWithMercadoPagoBehindProxy>>;
let mp: Stack['mp'];
let proxy: Stack['proxy'];
let t: TestApp;
let closeAll: Stack['close'];
let idEvento: number;
let orden: OrdenView;
let organizador: string;

beforeAll(async () => {
  ({ mp, proxy, t, close: closeAll } = await startAppWithMercadoPagoBehindProxy(clock));
  const owner = await t.createUser([0, 2]);
  organizador = await t.tokenFor(owner.idUsuario);
  const buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
  const evento = await insertOnSale(
    t,
    owner.idUsuario,
    [{ cdTipo: 0, precio: 15000, cantidad: 50 }],
    {
      nombre: 'Noche con MercadoPago',
    },
  );
  idEvento = evento.idEvento;
  orden = await buyPaidWithMercadoPago(t, mp, MP_TEST_SECRET, buyer, idEvento, [
    { idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad: 2 },
  ]);
});
afterAll(async () => {
  await closeAll();
});

const refundRow = async () =>
  (await t.database.db.select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden)))[0]!;
const ordenEstado = async () =>
  (await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, orden.idOrden)))[0]!.estado;

describe('a refund the provider refuses once', () => {
  it('keeps the event cancelled and shows the refund as failed, with the reason', async () => {
    // A 400 (not retried by the SDK itself) on the refund call, once.
    proxy.refuse('POST', /^\/v1\/payments\/[^/]+\/refunds$/, 1, 400, REFUSAL);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CancelarEvento',
      headers: { authorization: `Bearer ${organizador}` },
      payload: { idEvento, motivo: 'Suspendido por alerta meteorológica.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReembolsosEvento>().lineas).toEqual([
      expect.objectContaining({
        idOrden: orden.idOrden,
        monto: orden.total,
        ordenEstado: 'reembolso_pendiente',
        estado: 'pendiente',
      }),
    ]);
    // The queued attempt meets the refusal.
    await waitUntil(async () => (await refundRow()).estado === 'fallido', 'the failed attempt');
    expect(proxy.refused).toBe(1);
    expect(mp.refunds).toEqual([]);
    const [evento] = await t.database.db
      .select({ cdEstado: eventos.cdEstado })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento));
    expect(evento!.cdEstado).toBe(ESTADO_EVENTO.BORRADO);
    const row = await refundRow();
    expect(row).toMatchObject({ estado: 'fallido', attempts: 1, monto: orden.total });
    expect(row.lastError).toContain(REFUSAL.message);
    expect(await ordenEstado()).toBe('reembolso_pendiente');
    // The buyer was told anyway: the mail went with the cancellation.
    expect(
      await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.asunto, CANCEL_MSG.asunto('Noche con MercadoPago'))),
    ).toHaveLength(1);

    const listed = await t.app.inject({
      url: `/api/v1/Evento/GetReembolsos?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${organizador}` },
    });
    expect(listed.json<ReembolsosEvento>().lineas.map((l) => l.estado)).toEqual(['fallido']);
  });

  it('is retried by the refund job only after its backoff, then completed', async () => {
    expect(await t.app.pagos.retryRefunds()).toEqual({ hecho: 0, fallido: 0 });
    clock.advanceMinutes(3);
    expect(await t.app.pagos.retryRefunds()).toEqual({ hecho: 1, fallido: 0 });
    expect(mp.refunds).toEqual([
      { id: expect.any(Number), paymentId: expect.any(String), amount: orden.total },
    ]);
    const row = await refundRow();
    expect(row).toMatchObject({
      estado: 'hecho',
      attempts: 2,
      lastError: null,
      providerRefundId: String(mp.refunds[0]!.id),
    });
    expect(await ordenEstado()).toBe('reembolsada');
    const listed = await t.app.inject({
      url: `/api/v1/Evento/GetReembolsos?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${organizador}` },
    });
    expect(listed.json<ReembolsosEvento>().lineas.map((l) => [l.ordenEstado, l.estado])).toEqual([
      ['reembolsada', 'hecho'],
    ]);
  });
});
