import { eq, inArray } from 'drizzle-orm';
import type { OrdenView } from '@shared/api/checkout';
import type { CodigoView, CrearCodigoPayload } from '@shared/api/codigos';
import type { Liquidacion } from '@shared/api/settlement';
import type { ListaEsperaView } from '@shared/api/waitlist';
import { eventos, ordenes, reembolsos } from '../db/schema/index';
import { decidirEnSandbox } from './checkout-fixtures';
import { asUser } from './door-fixtures';
import type { TestApp } from './test-app';
import { withdrawOwn } from './withdraw';

/**
 * What the settlement tests do to orders, each through its real route (modules/liquidacion):
 * discount codes, refunds on request, withdrawals and a resale through the wait list.
 */
export async function person(t: TestApp) {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}
export type Person = Awaited<ReturnType<typeof person>>;

const ok = async (res: Promise<{ statusCode: number; body: string }>, what: string) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what} ${r.statusCode} ${r.body}`);
  return r as Awaited<ReturnType<TestApp['app']['inject']>>;
};

export const crearCodigo = async (t: TestApp, token: string, body: CrearCodigoPayload) =>
  (
    await ok(asUser(t, token, 'POST', '/Codigo/CrearCodigo', body), 'CrearCodigo')
  ).json<CodigoView>();

/**
 * The event's address, dates, times or artists changed now: its buyers may ask for their
 * money back (what PUT /Evento/UpdateEvento records; refund-on-request.test.ts drives it).
 */
export const eventChanged = (t: TestApp, idEvento: number, at: Date) =>
  t.database.db
    .update(eventos)
    .set({ cambioSignificativoAt: at })
    .where(eq(eventos.idEvento, idEvento));

export const solicitarReembolso = (t: TestApp, p: Person, idOrden: number) =>
  ok(asUser(t, p.token, 'POST', '/Orden/SolicitarReembolso', { idOrden }), 'SolicitarReembolso');

export const arrepentirse = (t: TestApp, p: Person, idOrden: number) =>
  ok(withdrawOwn(t, p.token, idOrden), 'Arrepentimiento');

/**
 * The provider has not confirmed these orders' refunds (or refused them): as the refund job
 * finds them before its next attempt.
 */
export async function refundsUnconfirmed(
  t: TestApp,
  idOrdenes: number[],
  estado: 'pendiente' | 'fallido',
) {
  if (idOrdenes.length === 0) return;
  await t.database.db
    .update(reembolsos)
    .set({ estado })
    .where(inArray(reembolsos.idOrden, idOrdenes));
  await t.database.db
    .update(ordenes)
    .set({ estado: 'reembolso_pendiente' })
    .where(inArray(ordenes.idOrden, idOrdenes));
}

/**
 * `fan` waits for the sold-out row, `seller` lists one ticket at `precio`, and `fan` pays the
 * offer on the sandbox page: the resale order, and the seller's refund of the price.
 */
export async function resell(
  t: TestApp,
  seller: Person,
  idTicket: number,
  fan: Person,
  row: { idFecha: number; cdTipo: number },
  precio: number,
) {
  await ok(asUser(t, fan.token, 'POST', '/ListaEspera/Anotarme', row), 'Anotarme');
  await ok(asUser(t, seller.token, 'POST', '/Entrada/Revender', { idTicket, precio }), 'Revender');
  const lugares = (await ok(asUser(t, fan.token, 'GET', '/ListaEspera/Mias'), 'Mias')).json<{
    lugares: ListaEsperaView[];
  }>().lugares;
  const oferta = lugares.find((l) => l.estado === 'ofertada')?.oferta;
  if (!oferta) throw new Error('no resale offer');
  const paid = await decidirEnSandbox(
    t,
    { redirectUrl: oferta.redirectUrl } as OrdenView,
    'aprobar',
  );
  if (paid.statusCode !== 303) throw new Error(`sandbox ${paid.statusCode} ${paid.body}`);
}

export const getLiquidacion = (t: TestApp, idEvento: number | string, token?: string) =>
  asUser(t, token ?? null, 'GET', `/Evento/GetLiquidacion?IdEvento=${idEvento}`);

export const liquidacionOf = async (t: TestApp, idEvento: number, token: string) =>
  (await ok(getLiquidacion(t, idEvento, token), 'GetLiquidacion')).json<Liquidacion>();
