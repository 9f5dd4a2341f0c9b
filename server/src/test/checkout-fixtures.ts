import { randomUUID } from 'node:crypto';
import type { CrearOrdenPayload, OrdenView } from '@shared/api/checkout';
import { signWebhook } from '../payments/webhook-signature';
import { insertEvento } from './discovery-fixtures';
import { TEST_SANDBOX_SECRET, type TestApp } from './test-app';

/**
 * Checkout fixtures: a clock inside a known sale window and a valid buyer. The event of
 * `insertOnSale` has its days' sales open from 30 days before each start until the start.
 */
export const CHECKOUT_NOW = new Date('2030-01-01T12:00:00-03:00');
export const NIGHT = '2030-01-04T23:00:00-03:00';

export const comprador = {
  nombre: 'Ana',
  apellido: 'Pérez',
  telefono: '1155554444',
  tipoId: 'DNI' as const,
  numeroId: '30123456',
  dtNacimiento: '1990-05-04',
};

/** A clock tests move (holds expire, reconciliation ages). */
export function testClock(start: Date = CHECKOUT_NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => {
      current = at.getTime();
    },
    advanceMinutes: (minutes: number) => {
      current += minutes * 60_000;
    },
  };
}

export async function insertOnSale(
  t: TestApp,
  idUsuario: number,
  entradas: Array<{ cdTipo: number; precio: number; cantidad: number; vendidas?: number }>,
  opts: { nombre?: string; dias?: string[]; cdEstado?: number } = {},
) {
  return insertEvento(t.database.db, {
    idUsuario,
    nombre: opts.nombre ?? 'Noche de prueba',
    dias: opts.dias ?? [NIGHT],
    entradas,
    ...(opts.cdEstado !== undefined ? { cdEstado: opts.cdEstado } : {}),
  });
}

export function crearOrden(
  t: TestApp,
  token: string,
  payload: CrearOrdenPayload | Record<string, unknown>,
  key: string | null = randomUUID(),
  /** The buyer's address (default: inject's 127.0.0.1, shared by every caller). */
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/CrearOrden',
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload,
  });
}

export const preferenceIdOf = (orden: OrdenView) => orden.redirectUrl!.split('/').pop()!;

/** The buyer's choice on the sandbox page (a form post, as the browser sends it). */
export function decidirEnSandbox(
  t: TestApp,
  orden: OrdenView,
  decision: 'aprobar' | 'rechazar' | 'pendiente',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** A webhook delivery as MercadoPago sends it, signed with `secret` (or a forged one). */
export function webhook(
  t: TestApp,
  paymentId: string,
  secret: string,
  opts: { ts?: number; requestId?: string } = {},
) {
  const requestId = opts.requestId ?? randomUUID();
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/Pagos/Webhook?data.id=${paymentId}&type=payment`,
    headers: {
      'x-request-id': requestId,
      'x-signature': signWebhook({ secret, dataId: paymentId, requestId, ts: opts.ts }),
    },
    payload: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
  });
}

/** The sandbox secret every test app has, so tests sign (and forge) notifications. */
export const SANDBOX_SECRET = TEST_SANDBOX_SECRET;
