import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketCard } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import { entradas, outbox } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A ticket type an organiser renamed ("1ra tanda" for General) reads by its new name wherever
 * the buyer meets it: the order, its tickets, Mis entradas and the confirmation mail. The name
 * comes from the stock row (entradas.nombre), no longer from the fixed catalogue.
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let buyer: { idUsuario: number; correo: string };
let token: string;
/** The purchase's own answer, then the paid order as GET /Orden/GetOrden reads it back. */
let creada: OrdenView;
let orden: OrdenView;

const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  buyer = await t.createUser([0]);
  token = await t.tokenFor(buyer.idUsuario);
  const { idEvento, idFechas } = await insertOnSale(t, organizador.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 10 },
    { cdTipo: 2, precio: 30000, cantidad: 5 },
  ]);
  const idFecha = idFechas[0]!;
  await t.database.db
    .update(entradas)
    .set({ nombre: '1ra tanda' })
    .where(and(eq(entradas.idFecha, idFecha), eq(entradas.cdTipo, 0)));

  const res = await crearOrden(t, token, {
    idEvento,
    items: [{ idFecha, cdTipo: 0, cantidad: 2 }],
    comprador,
  });
  expect(res.statusCode, res.body).toBe(201);
  creada = res.json<OrdenView>();
  expect((await decidirEnSandbox(t, creada, 'aprobar')).statusCode).toBe(303);
  const paid = await t.app.inject({
    url: `/api/v1/Orden/GetOrden?idOrden=${creada.idOrden}`,
    headers: auth(),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  orden = paid.json<OrdenView>();
  expect(orden.estado).toBe('pagada');
});
afterAll(() => t.close());

describe('a renamed ticket type', () => {
  it('the purchase’s answer names its line by the row’s name', () => {
    expect(creada.items.map((i) => [i.cdTipo, i.dsTipo])).toEqual([[0, '1ra tanda']]);
  });

  it('the order and its tickets show the row’s name, not the catalogue’s', () => {
    expect(orden.items.map((i) => [i.cdTipo, i.dsTipo])).toEqual([[0, '1ra tanda']]);
    expect(orden.tickets).toHaveLength(2);
    for (const ticket of orden.tickets) {
      expect(ticket.cdTipo).toBe(0);
      expect(ticket.dsTipo).toBe('1ra tanda');
    }
  });

  it('Mis entradas shows the row’s name', async () => {
    const res = await t.app.inject({ url: '/api/v1/Entrada/MisEntradas', headers: auth() });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json<{ entradas: TicketCard[] }>().entradas;
    expect(cards.map((c) => c.dsTipo)).toEqual(['1ra tanda', '1ra tanda']);
  });

  it('the confirmation mail names its line by the row’s name', async () => {
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, buyer.correo));
    expect(mails).toHaveLength(1);
    const lines = mails[0]!.cuerpo.split('\n');
    expect(lines.some((l) => l.startsWith('2 x 1ra tanda – '))).toBe(true);
    expect(lines.some((l) => l.includes('General'))).toBe(false);
  });
});
