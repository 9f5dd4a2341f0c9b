import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntradaView } from '@shared/api/discovery';
import type { OrdenView } from '@shared/api/checkout';
import type { SaveTiposFechaInput, TiposEvento, TiposFecha } from '@shared/api/ticket-types';
import { MSG } from '@shared/messages';
import { STOCK_MSG } from '@shared/texts/organiser';
import { TIPOS_MSG } from '@shared/texts/organiser';
import { cupos, entradaCupos, entradas, tandas } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A day's ticket types as data (shared/api/ticket-types.ts): an organiser adds types after the
 * specification's four, renames, reorders and removes them, builds tandas and shares cupos; a
 * buyer then buys what they made, step by step; bad lists change nothing.
 */
let t: TestApp;
let token: string;
let otro: string;
let buyer: string;
let idEvento: number;
let idFecha: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: testClock(CHECKOUT_NOW).now });
  const owner = await t.createUser([0, 2]);
  token = await t.tokenFor(owner.idUsuario);
  otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
});
afterAll(() => t.close());

beforeEach(async () => {
  const owner = await t.createUser([0, 2]);
  token = await t.tokenFor(owner.idUsuario);
  const ev = await insertOnSale(t, owner.idUsuario, [
    { cdTipo: 0, precio: 15000, cantidad: 300 },
    { cdTipo: 1, precio: 12000, cantidad: 50 },
    { cdTipo: 2, precio: 30000, cantidad: 40 },
  ]);
  idEvento = ev.idEvento;
  idFecha = ev.idFechas[0]!;
});

const read = async (tok = token) =>
  t.app.inject({
    url: `/api/v1/Entrada/TiposEvento?IdEvento=${idEvento}`,
    headers: { authorization: `Bearer ${tok}` },
  });
const dayOf = async () => (await read()).json<TiposEvento>().fechas[0]!;
const save = (body: SaveTiposFechaInput, tok = token) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/TiposFecha',
    headers: { authorization: `Bearer ${tok}` },
    payload: body,
  });
/** The day's list as the screen would send it back unchanged. */
const asSaved = (day: TiposFecha): SaveTiposFechaInput => ({
  idFecha: day.idFecha,
  tipos: day.tipos.map(
    ({ idEntrada, nombre, admite, precio, cantidad, oculta, tanda, abreAt, cupos: c }) => ({
      idEntrada,
      nombre,
      admite,
      precio,
      cantidad,
      oculta,
      tanda,
      abreAt,
      cupos: c,
    }),
  ),
  cupos: day.cupos.map(({ idCupo, nombre, cantidad }) => ({ idCupo, nombre, cantidad })),
});
const newTipo = (nombre: string, precio: number, cantidad: number, extra = {}) => ({
  nombre,
  admite: 'General',
  precio,
  cantidad,
  oculta: false,
  tanda: null,
  abreAt: null,
  cupos: [] as string[],
  ...extra,
});
const page = async () =>
  (await t.app.inject({ url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}` })).json<
    EntradaView[]
  >();
const storedRows = async () =>
  t.database.db
    .select({
      cdTipo: entradas.cdTipo,
      nombre: entradas.nombre,
      cantidad: entradas.cantidad,
      orden: entradas.orden,
      paso: entradas.paso,
    })
    .from(entradas)
    .where(eq(entradas.idFecha, idFecha))
    .orderBy(asc(entradas.orden));
const buy = (cdTipo: number, cantidad: number) =>
  crearOrden(t, buyer, {
    idEvento,
    items: [{ idFecha, cdTipo, cantidad }],
    comprador,
  });

describe('GET /Entrada/TiposEvento', () => {
  it('reads the template day as the specification made it: its rows, General a tanda after its early bird, its cupos', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const day = res.json<TiposEvento>().fechas[0]!;
    expect(
      day.tipos.map((r) => [r.cdTipo, r.nombre, r.admite, r.cantidad, r.tanda, r.cupos]),
    ).toEqual([
      [1, 'General Early Bird', 'General', 50, 'General', ['General']],
      [0, 'General', 'General', 300, 'General', ['General']],
      [2, 'VIP', 'VIP', 40, null, ['VIP']],
    ]);
    expect(day.cupos.map((c) => [c.nombre, c.cantidad, c.sigue])).toEqual([
      ['General', 300, 'General'],
      ['VIP', 40, 'VIP'],
    ]);
  });

  it("is the owner's and administrators' only: another organiser gets 404", async () => {
    const res = await read(otro);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
  });
});

describe('PUT /Entrada/TiposFecha', () => {
  it('sending the day back unchanged changes nothing the specification answers', async () => {
    const before = await page();
    const res = await save(asSaved(await dayOf()));
    expect(res.statusCode).toBe(200);
    expect(await page()).toEqual(before);
  });

  it('builds three tandas over a shared cupo; buyers see the steps and buy the 1ra, then the 2da', async () => {
    const day = await dayOf();
    const body = asSaved(day);
    body.tipos.push(
      newTipo('1ra tanda', 8000, 2, { tanda: 'Tandas', cupos: ['Pista'] }),
      newTipo('2da tanda', 10000, 2, { tanda: 'Tandas', cupos: ['Pista'] }),
      newTipo('3ra tanda', 12000, 5, { tanda: 'Tandas', cupos: ['Pista'] }),
    );
    body.cupos.push({ nombre: 'Pista', cantidad: 5 });
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    const saved = res.json<TiposFecha>();
    expect(saved.tipos.slice(3).map((r) => [r.cdTipo, r.nombre, r.tanda, r.cupos])).toEqual([
      [4, '1ra tanda', 'Tandas', ['Pista']],
      [5, '2da tanda', 'Tandas', ['Pista']],
      [6, '3ra tanda', 'Tandas', ['Pista']],
    ]);
    expect((await storedRows()).slice(3).map((r) => [r.nombre, r.orden, r.paso])).toEqual([
      ['1ra tanda', 3, 1],
      ['2da tanda', 4, 2],
      ['3ra tanda', 5, 3],
    ]);

    const steps = (await page()).filter((e) => e.tipo.cdTipo >= 4);
    expect(steps.map((e) => [e.tipo.dsTipo, e.cantidad, e.tanda?.paso, e.tanda?.estado])).toEqual([
      ['1ra tanda', 2, 1, 'abierta'],
      ['2da tanda', 0, 2, 'proxima'],
      ['3ra tanda', 0, 3, 'proxima'],
    ]);
    // The 2da is not on sale while the 1ra has places.
    expect((await buy(5, 1)).statusCode).toBe(409);
    const first = await buy(4, 2);
    expect(first.statusCode).toBe(201);
    expect(first.json<OrdenView>().items.map((i) => [i.dsTipo, i.precioUnitario])).toEqual([
      ['1ra tanda', 8000],
    ]);
    const after = (await page()).filter((e) => e.tipo.cdTipo >= 4);
    expect(after.map((e) => [e.tipo.dsTipo, e.cantidad, e.tanda?.estado])).toEqual([
      ['1ra tanda', 0, 'agotada'],
      ['2da tanda', 2, 'abierta'],
      ['3ra tanda', 0, 'proxima'],
    ]);
    // The cupo of 5 caps the 3ra at the 1 place left once the 2da sells out, though it has 5.
    expect(
      (
        await crearOrden(t, await t.tokenFor((await t.createUser([0])).idUsuario), {
          idEvento,
          items: [{ idFecha, cdTipo: 5, cantidad: 2 }],
          comprador,
        })
      ).statusCode,
    ).toBe(201);
    const last = (await page()).find((e) => e.tipo.cdTipo === 6)!;
    expect([last.cantidad, last.tanda?.estado]).toEqual([1, 'abierta']);
  });

  it('renames, reorders and removes a row nothing was sold of; the order is the page order', async () => {
    const body = asSaved(await dayOf());
    const [, general, vip] = body.tipos;
    // The early bird goes, and with it General's tanda; General's cupo stays and keeps
    // following General.
    body.tipos = [
      { ...vip!, nombre: 'VIP Terraza', admite: 'VIP' },
      { ...general!, tanda: null },
    ];
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    expect((await page()).map((e) => e.tipo.dsTipo)).toEqual(['VIP Terraza', 'General']);
    expect((await storedRows()).map((r) => [r.cdTipo, r.nombre])).toEqual([
      [2, 'VIP Terraza'],
      [0, 'General'],
    ]);
    const pools = await t.database.db.select().from(cupos).where(eq(cupos.idFecha, idFecha));
    expect(pools.map((p) => [p.nombre, p.cantidad]).sort()).toEqual([
      ['General', 300],
      ['VIP', 40],
    ]);
  });

  it('refuses to remove a row with tickets sold and says why; nothing changes', async () => {
    expect((await buy(1, 1)).statusCode).toBe(201);
    const before = await storedRows();
    const body = asSaved(await dayOf());
    body.tipos = body.tipos.filter((r) => r.nombre !== 'General Early Bird');
    body.tipos[0]!.nombre = 'Otra';
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors._).toBe(TIPOS_MSG.noSePuedeQuitar(1, 'General Early Bird'));
    expect(await storedRows()).toEqual(before);
  });

  it('says each broken rule at its field, and stores nothing', async () => {
    expect((await buy(1, 3)).statusCode).toBe(201);
    const before = await storedRows();
    const tandasBefore = await t.database.db
      .select()
      .from(tandas)
      .where(eq(tandas.idFecha, idFecha));
    const body = asSaved(await dayOf());
    body.tipos[0]!.cantidad = 2; // the early bird, below the 3 sold
    body.tipos.push(
      newTipo('vip', 1000, 10), // a name the day has, case aside
      newTipo('Tarde', 1000, 10, { cupos: ['Nadie'], abreAt: '2030-01-02T20:00:00-03:00' }),
    );
    body.cupos.push({ nombre: 'general', cantidad: 1 });
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(errors['tipos.0.cantidad']).toBe(STOCK_MSG.debajoDeVendidas(1, 'General Early Bird', 3));
    expect(errors['tipos.3.nombre']).toBe(STOCK_MSG.nombreRepetido(1, 'vip'));
    expect(errors['tipos.4.cupos']).toBe(TIPOS_MSG.cupoInexistente(1, 'Nadie'));
    expect(errors['tipos.4.abreAt']).toBe(TIPOS_MSG.abreSinAnterior(1, 'Tarde'));
    expect(errors['cupos.2.nombre']).toBe(TIPOS_MSG.cupoRepetido(1, 'general'));
    expect(await storedRows()).toEqual(before);
    expect(await t.database.db.select().from(tandas).where(eq(tandas.idFecha, idFecha))).toEqual(
      tandasBefore,
    );
  });

  it("refuses another day's row or cupo, another organiser's day, and an empty name", async () => {
    const other = await insertOnSale(t, (await t.createUser([0, 2])).idUsuario, [
      { cdTipo: 0, precio: 100, cantidad: 10 },
    ]);
    const [foreign] = await t.database.db
      .select({ idEntrada: entradas.idEntrada })
      .from(entradas)
      .where(eq(entradas.idFecha, other.idFechas[0]!));
    const body = asSaved(await dayOf());
    body.tipos[0] = { ...body.tipos[0]!, idEntrada: foreign!.idEntrada };
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['tipos.0.nombre']).toBe(TIPOS_MSG.entradaAjena);

    const ajeno = await save(asSaved(await dayOf()), otro);
    expect(ajeno.statusCode).toBe(404);

    const empty = asSaved(await dayOf());
    empty.tipos[0]!.nombre = '   ';
    const blank = await save(empty);
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(STOCK_MSG.nombreVacio);
    expect(
      await t.database.db
        .select({ n: entradaCupos.idCupo })
        .from(entradaCupos)
        .innerJoin(entradas, eq(entradas.idEntrada, entradaCupos.idEntrada))
        .where(eq(entradas.idFecha, other.idFechas[0]!)),
    ).toHaveLength(1);
  });
});
