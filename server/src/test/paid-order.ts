import type { OrdenItemView, OrdenView } from '@shared/api/checkout';
import { comprador, crearOrden, decidirEnSandbox, webhook } from './checkout-fixtures';
import type { startFakeMercadoPago } from './fake-mercadopago';
import type { TestApp } from './test-app';

type Item = Pick<OrdenItemView, 'idFecha' | 'cdTipo' | 'cantidad'>;
type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;

async function ordenOf(t: TestApp, token: string, idOrden: number): Promise<OrdenView> {
  const res = await t.app.inject({
    url: `/api/v1/Orden/GetOrden?idOrden=${idOrden}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`GetOrden ${res.statusCode} ${res.body}`);
  return res.json<OrdenView>();
}

async function crear(t: TestApp, token: string, idEvento: number, items: Item[]) {
  const res = await crearOrden(t, token, { idEvento, items, comprador: { ...comprador } });
  if (res.statusCode !== 201) throw new Error(`CrearOrden ${res.statusCode} ${res.body}`);
  return res.json<OrdenView>();
}

const paid = (orden: OrdenView) => {
  if (orden.estado !== 'pagada') throw new Error(`order ${orden.idOrden} is ${orden.estado}`);
  return orden;
};

/**
 * A paid order with its tickets, made the way a buyer makes one: POST /Orden/CrearOrden,
 * then "Aprobar pago" on the sandbox provider's page, whose signed webhook issues the tickets.
 */
export async function buyPaid(
  t: TestApp,
  token: string,
  idEvento: number,
  items: Item[],
): Promise<OrdenView> {
  const orden = await crear(t, token, idEvento, items);
  const decided = await decidirEnSandbox(t, orden, 'aprobar');
  if (decided.statusCode !== 303) throw new Error(`sandbox ${decided.statusCode} ${decided.body}`);
  return paid(await ordenOf(t, token, orden.idOrden));
}

/** The same through MercadoPago (a fake on loopback): the payment, then its signed webhook. */
export async function buyPaidWithMercadoPago(
  t: TestApp,
  mp: FakeMercadoPago,
  webhookSecret: string,
  token: string,
  idEvento: number,
  items: Item[],
): Promise<OrdenView> {
  const orden = await crear(t, token, idEvento, items);
  const payment = mp.pay(orden.idOrden, orden.total);
  const delivered = await webhook(t, payment.id, webhookSecret);
  if (delivered.statusCode !== 200)
    throw new Error(`webhook ${delivered.statusCode} ${delivered.body}`);
  return paid(await ordenOf(t, token, orden.idOrden));
}

/** An order left pending (its stock held): created, never paid. */
export const holdOrder = (t: TestApp, token: string, idEvento: number, items: Item[]) =>
  crear(t, token, idEvento, items);
