import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventoView } from '@shared/api/discovery';
import type { StockEvento, StockFecha } from '@shared/api/stock';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { formatPesos } from '@shared/format/es-ar';
import { MSG } from '@shared/messages';
import { STOCK_MSG } from '@shared/texts/organiser';
import { entradas, eventos } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, NIGHT, testClock } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Quantities after the event is created (shared/api/stock.ts): up at any time, down to what
 * is sold or held, never below; early-bird rules said, not applied; others' events absent.
 */
const SECOND = '2030-01-05T23:00:00-03:00';
let t: TestApp;
let token: string;
let otro: string;
let idEvento: number;
let dia1: number;
let dia2: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: testClock(CHECKOUT_NOW).now });
  const owner = await t.createUser([0, 2]);
  token = await t.tokenFor(owner.idUsuario);
  otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  const ev = await insertOnSale(
    t,
    owner.idUsuario,
    [
      // 120 General sold or held, 30 of them early bird.
      { cdTipo: 0, precio: 15000, cantidad: 300, vendidas: 90 },
      { cdTipo: 1, precio: 12000, cantidad: 50, vendidas: 30 },
      { cdTipo: 2, precio: 30000, cantidad: 40 },
    ],
    { dias: [NIGHT, SECOND] },
  );
  idEvento = ev.idEvento;
  [dia1, dia2] = ev.idFechas as [number, number];
});
afterAll(() => t.close());

const put = (tok: string, idFecha: number, rows: Array<[number, number, number]>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/UpdateEntradasFecha',
    headers: { authorization: `Bearer ${tok}` },
    payload: {
      idFecha,
      entradas: rows.map(([tipo, cantidad, precio]) => ({ tipo, cantidad, precio })),
    },
  });

const stored = async (idFecha: number) =>
  (
    await t.database.db
      .select({ cdTipo: entradas.cdTipo, cantidad: entradas.cantidad, precio: entradas.precio })
      .from(entradas)
      .where(eq(entradas.idFecha, idFecha))
      .orderBy(asc(entradas.cdTipo))
  ).map((r) => [r.cdTipo, r.cantidad, r.precio]);

describe('GET /Entrada/GetStockEvento', () => {
  it('lists each row with what is taken and the least it may go down to', async () => {
    const res = await t.app.inject({
      url: `/api/v1/Entrada/GetStockEvento?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<StockEvento>();
    expect(body.fechas.map((f) => f.idFecha)).toEqual([dia1, dia2]);
    expect(body.fechas[0]!.entradas).toEqual([
      expect.objectContaining({ cdTipo: 0, cantidad: 300, ocupadas: 90, minimo: 120 }),
      expect.objectContaining({ cdTipo: 1, cantidad: 50, ocupadas: 30, minimo: 30 }),
      expect.objectContaining({ cdTipo: 2, cantidad: 40, ocupadas: 0, minimo: 0 }),
    ]);
  });

  it("is absent for another organiser's event", async () => {
    const res = await t.app.inject({
      url: `/api/v1/Entrada/GetStockEvento?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${otro}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
  });
});

describe('PUT /Entrada/UpdateEntradasFecha', () => {
  it('raises a quantity (and its price) at once', async () => {
    const res = await put(token, dia2, [[0, 500, 16000]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StockFecha>().entradas[0]).toMatchObject({ cantidad: 500, precio: 16000 });
    expect((await stored(dia2))[0]).toEqual([0, 500, 16000]);
  });

  it('lowers a total down to exactly what is sold or held, early birds included', async () => {
    const res = await put(token, dia1, [
      [0, 120, 15000],
      [1, 30, 12000],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(dia1)).toEqual([
      [0, 120, 15000],
      [1, 30, 12000],
      [2, 40, 30000],
    ]);
  });

  it('refuses below what is sold, naming the day, the type and the least, and changes nothing', async () => {
    const before = await stored(dia1);
    const res = await put(token, dia1, [
      [2, 50, 30000],
      [0, 119, 15000],
    ]);
    expect(res.statusCode).toBe(400);
    const message = STOCK_MSG.debajoDeVendidas(1, 'General', 120);
    expect(res.json().detail).toBe(message);
    expect(res.json().errors).toEqual({ 'entradas.1.cantidad': message });
    expect(await stored(dia1)).toEqual(before);
  });

  it('says what breaks an early-bird rule instead of adjusting it', async () => {
    await put(token, dia1, [[0, 300, 15000]]);
    const before = await stored(dia1);
    const res = await put(token, dia1, [[1, 400, 20000]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'entradas.0.cantidad': STOCK_MSG.earlyBirdExcede(
        1,
        'General Early Bird',
        400,
        'General',
        300,
      ),
      'entradas.0.precio': STOCK_MSG.earlyBirdPrecio(
        1,
        'General Early Bird',
        formatPesos(20000),
        'General',
        formatPesos(15000),
      ),
    });
    expect(await stored(dia1)).toEqual(before);
    // A total lowered under its early bird is said at the total that changed.
    expect((await put(token, dia2, [[1, 200, 12000]])).statusCode).toBe(200);
    const lower = await put(token, dia2, [[0, 150, 16000]]);
    expect(lower.json().errors).toEqual({
      'entradas.0.cantidad': STOCK_MSG.earlyBirdExcede(
        2,
        'General Early Bird',
        200,
        'General',
        150,
      ),
    });
  });

  it('refuses a type the day does not sell', async () => {
    const res = await put(token, dia2, [[3, 10, 1000]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'entradas.0.cantidad': STOCK_MSG.tipoInexistente(2) });
  });

  it("answers 404 for another organiser's day and 409 once the event cannot change", async () => {
    const before = await stored(dia1);
    expect((await put(otro, dia1, [[0, 999, 15000]])).statusCode).toBe(404);
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.FINALIZADO })
      .where(eq(eventos.idEvento, idEvento));
    const res = await put(token, dia1, [[0, 999, 15000]]);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(MSG.eventoNoModificable);
    expect(await stored(dia1)).toEqual(before);
  });
});

describe('renaming a ticket type (PUT /Entrada/UpdateEntradasFecha with nombre)', () => {
  // The event on sale again (the tests before finished it).
  beforeAll(() =>
    t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.EN_VENTA })
      .where(eq(eventos.idEvento, idEvento)),
  );
  const putNamed = (
    rows: Array<{ tipo: number; cantidad: number; precio: number; nombre?: string }>,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/Entrada/UpdateEntradasFecha',
      headers: { authorization: `Bearer ${token}` },
      payload: { idFecha: dia2, entradas: rows },
    });
  const names = async () =>
    (
      await t.database.db
        .select({ cdTipo: entradas.cdTipo, nombre: entradas.nombre, admite: entradas.admite })
        .from(entradas)
        .where(eq(entradas.idFecha, dia2))
        .orderBy(asc(entradas.cdTipo))
    ).map((r) => [r.cdTipo, r.nombre, r.admite]);

  it('renames the row for buyers and the organiser, and the door still admits it as its kind', async () => {
    const res = await putNamed([{ tipo: 1, cantidad: 50, precio: 12000, nombre: '  1ra tanda ' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<StockFecha>().entradas.find((e) => e.cdTipo === 1)?.dsTipo).toBe('1ra tanda');
    expect(await names()).toEqual([
      [0, 'General', 'General'],
      [1, '1ra tanda', 'General'],
      [2, 'VIP', 'VIP'],
    ]);
    const page = await t.app.inject({ url: `/api/v1/Evento/GetEventos?IdEvento=${idEvento}` });
    const day = page
      .json<{ eventos: EventoView[] }>()
      .eventos[0]!.fechas.find((f) => f.idFecha === dia2)!;
    expect(day.entradas.map((e) => e.tipo.dsTipo)).toEqual(['1ra tanda', 'General', 'VIP']);
  });

  it('refuses a name another row of the day has, or a blank one, and changes nothing', async () => {
    const before = await names();
    const repeated = await putNamed([{ tipo: 2, cantidad: 40, precio: 30000, nombre: 'general' }]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      'entradas.0.nombre': STOCK_MSG.nombreRepetido(2, 'general'),
    });
    const blank = await putNamed([{ tipo: 2, cantidad: 40, precio: 30000, nombre: '   ' }]);
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(STOCK_MSG.nombreVacio);
    expect(await names()).toEqual(before);
  });

  it('names a renamed type as its organiser does in what a rule refuses', async () => {
    const [general] = await t.database.db
      .select({ cantidad: entradas.cantidad })
      .from(entradas)
      .where(and(eq(entradas.idFecha, dia2), eq(entradas.cdTipo, 0)));
    const over = general!.cantidad + 100;
    const res = await putNamed([{ tipo: 1, cantidad: over, precio: 11000 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      'entradas.0.cantidad': STOCK_MSG.earlyBirdExcede(
        2,
        '1ra tanda',
        over,
        'General',
        general!.cantidad,
      ),
    });
  });

  it('keeps the name when the specification’s body, without one, changes the row', async () => {
    expect((await putNamed([{ tipo: 1, cantidad: 60, precio: 11000 }])).statusCode).toBe(200);
    expect((await names())[1]).toEqual([1, '1ra tanda', 'General']);
  });
});
