import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import type { EventoView } from '@shared/api/discovery';
import { entradas, eventos, ordenes, outbox, reembolsos } from '../../db/schema/index';
import {
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { insertArtista } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const clock = testClock();
let organizador: number;
let buyer: { idUsuario: number; correo: string };
let token: string;
let ev: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2030-01-01T12:00:00-03:00'));
  buyer = await t.createUser([0]);
  token = await t.tokenFor(buyer.idUsuario);
  ev = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 10000, cantidad: 300 },
    { cdTipo: 2, precio: 30000, cantidad: 50 },
  ]);
});

const db = () => t.database.db;
const setMax = (max: number) =>
  db().update(eventos).set({ maxEntradasPorCuenta: max }).where(eq(eventos.idEvento, ev.idEvento));
const comprar = (items: Array<{ cdTipo: number; cantidad: number }>, who = token) =>
  crearOrden(t, who, {
    idEvento: ev.idEvento,
    items: items.map((i) => ({ idFecha: ev.idFechas[0]!, ...i })),
    comprador,
  });
const vendidas = async () =>
  Object.fromEntries(
    (await db().select().from(entradas).where(eq(entradas.idFecha, ev.idFechas[0]!))).map((r) => [
      r.cdTipo,
      r.vendidas,
    ]),
  );
const estados = async (idUsuario: number) =>
  (
    await db()
      .select({ idOrden: ordenes.idOrden, estado: ordenes.estado })
      .from(ordenes)
      .where(and(eq(ordenes.idUsuario, idUsuario), eq(ordenes.idEvento, ev.idEvento)))
      .orderBy(ordenes.idOrden)
  ).map((o) => o.estado);

describe('one pending order per account and event', () => {
  it('a new purchase replaces the pending one: its hold ends and its stock returns', async () => {
    const first = await comprar([{ cdTipo: 0, cantidad: 6 }]);
    expect(first.statusCode).toBe(201);
    expect(await vendidas()).toEqual({ 0: 6, 2: 0 });
    const second = await comprar([
      { cdTipo: 0, cantidad: 2 },
      { cdTipo: 2, cantidad: 1 },
    ]);
    expect(second.statusCode).toBe(201);
    expect(await vendidas()).toEqual({ 0: 2, 2: 1 });
    expect(await estados(buyer.idUsuario)).toEqual(['expirada', 'pendiente']);
  });

  it('eight quick purchases of ten hold ten tickets, not eighty (the hoarding of the issue)', async () => {
    // Alternating 10 and 9: the same tickets again would resume the pending order (issue 15).
    for (let i = 0; i < 8; i += 1)
      expect((await comprar([{ cdTipo: 0, cantidad: 10 - (i % 2) }])).statusCode).toBe(201);
    expect(await vendidas()).toEqual({ 0: 9, 2: 0 });
    const states = await estados(buyer.idUsuario);
    expect(states.filter((s) => s === 'pendiente')).toHaveLength(1);
    expect(states.filter((s) => s === 'expirada')).toHaveLength(7);
  });

  it('a replacement that fails (no stock) leaves the pending order and its hold as they were', async () => {
    await comprar([{ cdTipo: 2, cantidad: 5 }]);
    // Others take all the VIP tickets this account does not hold.
    await db()
      .update(entradas)
      .set({ vendidas: 50 })
      .where(and(eq(entradas.idFecha, ev.idFechas[0]!), eq(entradas.cdTipo, 2)));
    // Replacing 5 VIP with 6 VIP: only its own 5 would come back, one short.
    const res = await comprar([{ cdTipo: 2, cantidad: 6 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'No quedan suficientes entradas VIP para el viernes 4 de enero.',
    );
    expect(await estados(buyer.idUsuario)).toEqual(['pendiente']);
    // Its own hold counts as available to it: 4 VIP fit, in place of its 5.
    expect((await comprar([{ cdTipo: 2, cantidad: 4 }])).statusCode).toBe(201);
    expect(await estados(buyer.idUsuario)).toEqual(['expirada', 'pendiente']);
    expect((await vendidas())[2]).toBe(49);
  });

  it("other accounts' pending orders are never touched", async () => {
    const otro = await t.createUser([0]);
    await comprar([{ cdTipo: 0, cantidad: 3 }], await t.tokenFor(otro.idUsuario));
    await comprar([{ cdTipo: 0, cantidad: 4 }]);
    expect(await estados(otro.idUsuario)).toEqual(['pendiente']);
    expect(await vendidas()).toEqual({ 0: 7, 2: 0 });
  });
});

describe("the organiser's most tickets per account", () => {
  it('counts paid tickets per type and day, and says how many the buyer already has', async () => {
    await setMax(4);
    const paid = (await comprar([{ cdTipo: 0, cantidad: 3 }])).json<OrdenView>();
    expect((await decidirEnSandbox(t, paid, 'aprobar')).statusCode).toBe(303);
    const over = await comprar([{ cdTipo: 0, cantidad: 2 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(
      'Podés tener hasta 4 entradas General por persona para el viernes 4 de enero y ya tenés 3.',
    );
    expect(await vendidas()).toEqual({ 0: 3, 2: 0 });
    // Another type has its own count; the last General still fits.
    expect((await comprar([{ cdTipo: 2, cantidad: 4 }])).statusCode).toBe(201);
    expect((await comprar([{ cdTipo: 0, cantidad: 1 }])).statusCode).toBe(201);
    expect(await vendidas()).toEqual({ 0: 4, 2: 0 });
  });

  it('refuses a first purchase above the limit, with nothing stored', async () => {
    await setMax(1);
    const res = await comprar([{ cdTipo: 2, cantidad: 2 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Podés tener hasta 1 entrada VIP por persona para el viernes 4 de enero.',
    );
    expect(await estados(buyer.idUsuario)).toEqual([]);
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
  });

  it('refunds the late payment of a replaced order that would pass the limit', async () => {
    await setMax(4);
    const old = (await comprar([{ cdTipo: 0, cantidad: 3 }])).json<OrdenView>();
    await decidirEnSandbox(t, old, 'pendiente');
    const nueva = (await comprar([{ cdTipo: 0, cantidad: 4 }])).json<OrdenView>();
    await decidirEnSandbox(t, nueva, 'aprobar');
    // The first checkout was still open in another tab, and gets paid.
    await decidirEnSandbox(t, old, 'aprobar');
    const [row] = await db().select().from(ordenes).where(eq(ordenes.idOrden, old.idOrden));
    expect(row!.estado).toBe('reembolsada');
    expect(await vendidas()).toEqual({ 0: 4, 2: 0 });
    const [refund] = await db()
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, old.idOrden));
    expect(refund).toMatchObject({ estado: 'hecho', monto: old.total });
    const mails = await db().select().from(outbox).where(eq(outbox.destinatario, buyer.correo));
    expect(mails.map((m) => m.cuerpo).join('\n')).toContain(
      'superarías el máximo de entradas por persona que fijó la organización',
    );
  });

  it('refunds the late payment of a replaced order that would pass the limit beside the pending one, which is then paid within it', async () => {
    await setMax(4);
    const old = (await comprar([{ cdTipo: 0, cantidad: 2 }])).json<OrdenView>();
    await decidirEnSandbox(t, old, 'pendiente');
    const nueva = (await comprar([{ cdTipo: 0, cantidad: 3 }])).json<OrdenView>();
    // The old checkout is paid while the new one still holds its 3: 2 + 3 would be 5 of 4.
    await decidirEnSandbox(t, old, 'aprobar');
    await decidirEnSandbox(t, nueva, 'aprobar');
    expect(await estados(buyer.idUsuario)).toEqual(['reembolsada', 'pagada']);
    expect(await vendidas()).toEqual({ 0: 3, 2: 0 });
    const [refund] = await db()
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, old.idOrden));
    expect(refund).toMatchObject({ estado: 'hecho', monto: old.total });
  });

  it('accepts the late payment of a replaced order that stays within the limit', async () => {
    const old = (await comprar([{ cdTipo: 0, cantidad: 2 }])).json<OrdenView>();
    await decidirEnSandbox(t, old, 'pendiente');
    const nueva = (await comprar([{ cdTipo: 0, cantidad: 3 }])).json<OrdenView>();
    await decidirEnSandbox(t, nueva, 'aprobar');
    await decidirEnSandbox(t, old, 'aprobar');
    expect(await estados(buyer.idUsuario)).toEqual(['pagada', 'pagada']);
    expect(await vendidas()).toEqual({ 0: 5, 2: 0 });
  });
});

describe('the limit on the event form', () => {
  const headers = async () => ({ authorization: `Bearer ${await t.tokenFor(organizador)}` });

  it('is 10 unless the organiser chooses, is stored, and shows on the event', async () => {
    const idArtista = await insertArtista(db(), { nombre: 'Límite' });
    const base = crearEventoPayload(idArtista);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CrearEvento',
      headers: await headers(),
      payload: { ...base, maxEntradasPorCuenta: 4 },
    });
    expect(created.statusCode).toBe(201);
    const { idEvento } = created.json<{ idEvento: number }>();
    const [row] = await db().select().from(eventos).where(eq(eventos.idEvento, idEvento));
    expect(row!.maxEntradasPorCuenta).toBe(4);
    const view = await t.app.inject({
      url: `/api/v1/Evento/GetEventos?IdEvento=${idEvento}`,
      headers: await headers(),
    });
    expect(view.json<{ eventos: EventoView[] }>().eventos[0]!.maxEntradasPorCuenta).toBe(4);

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CrearEvento',
      headers: await headers(),
      payload: base,
    });
    const [def] = await db()
      .select()
      .from(eventos)
      .where(eq(eventos.idEvento, plain.json<{ idEvento: number }>().idEvento));
    expect(def!.maxEntradasPorCuenta).toBe(10);
  });

  it.each([0, 51, 2.5, '4'])(
    'refuses %s with the Spanish rule and creates nothing',
    async (max) => {
      const idArtista = await insertArtista(db(), { nombre: `Límite ${String(max)}` });
      const before = (await db().select().from(eventos)).length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Evento/CrearEvento',
        headers: await headers(),
        payload: { ...crearEventoPayload(idArtista), maxEntradasPorCuenta: max },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(
        'El máximo de entradas por persona debe ser un número entero entre 1 y 50.',
      );
      expect((await db().select().from(eventos)).length).toBe(before);
    },
  );
});
