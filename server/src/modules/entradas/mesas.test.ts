import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntradaView } from '@shared/api/discovery';
import { ORDEN_MSG, type TicketView } from '@shared/api/checkout';
import { TICKET_MSG } from '@shared/api/after-sale';
import { readPdf } from '../../test/pdf-text';
import { doorTickets } from '../ordenes/door-tickets';
import type { SaveTiposFechaInput, TiposEvento } from '@shared/api/ticket-types';
import { formatDiaHora, formatDiaSemana } from '@shared/format/es-ar';
import { TIPOS_MSG } from '@shared/texts/organiser';
import { ordenItems, tickets } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  NIGHT,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Mesas, per-order quantities and a type's own sale window
 * (docs/decisions/0089-mesas-and-order-limits.md): a "Mesa VIP x6" sells whole mesas, each
 * taking six places from the cupos it shares and issuing six tickets; a type sells between its
 * minimum and maximum per order and only inside its own window; bad lists change nothing.
 */
let t: TestApp;
let token: string;
let buyer: string;
let idEvento: number;
let idFecha: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: testClock(CHECKOUT_NOW).now });
  buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
});
afterAll(() => t.close());

beforeEach(async () => {
  const owner = await t.createUser([0, 2]);
  token = await t.tokenFor(owner.idUsuario);
  buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
  const ev = await insertOnSale(t, owner.idUsuario, [{ cdTipo: 0, precio: 15000, cantidad: 300 }]);
  idEvento = ev.idEvento;
  idFecha = ev.idFechas[0]!;
});

const dayOf = async () =>
  (
    await t.app.inject({
      url: `/api/v1/Entrada/TiposEvento?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<TiposEvento>().fechas[0]!;
const save = (body: SaveTiposFechaInput) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/TiposFecha',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
const general = async () => {
  const g = (await dayOf()).tipos[0]!;
  return { ...g, cupos: ['Salón'] };
};
const mesa = (extra = {}) => ({
  nombre: 'Mesa VIP x6',
  admite: 'VIP',
  precio: 120000,
  cantidad: 3,
  oculta: false,
  tanda: null,
  abreAt: null,
  cupos: ['Salón'],
  personas: 6,
  maxPorOrden: 2,
  descripcion: 'Incluye una botella',
  ...extra,
});
/** The day: General and the mesa sharing a "Salón" of `salon` places. */
const saveDay = async (salon: number, extra = {}) =>
  save({
    idFecha,
    tipos: [await general(), mesa(extra)],
    cupos: [{ nombre: 'Salón', cantidad: salon }],
  });
const page = async () =>
  (await t.app.inject({ url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}` })).json<
    EntradaView[]
  >();
const buy = (cdTipo: number, cantidad: number) =>
  crearOrden(t, buyer, { idEvento, items: [{ idFecha, cdTipo, cantidad }], comprador });

describe('a mesa', () => {
  it('sells whole mesas at their price, issues one ticket per person, each with its share of the receipt', async () => {
    expect((await saveDay(100)).statusCode).toBe(200);
    const row = (await page()).find((r) => r.tipo.dsTipo === 'Mesa VIP x6')!;
    expect(row).toMatchObject({
      precio: 120000,
      cantidad: 3,
      personas: 6,
      maxPorOrden: 2,
      descripcion: 'Incluye una botella',
    });
    // A template row answers as the specification says: none of the optional fields.
    expect(Object.keys((await page()).find((r) => r.tipo.cdTipo === 0)!).sort()).toEqual(
      ['cantidad', 'idEntrada', 'precio', 'tipo'].sort(),
    );

    const orden = await buyPaid(t, buyer, idEvento, [
      { idFecha, cdTipo: row.tipo.cdTipo, cantidad: 1 },
    ]);
    expect(orden.subtotal).toBe(120000);
    expect(orden.items).toMatchObject([{ dsTipo: 'Mesa VIP x6', cantidad: 1, personas: 6 }]);
    expect(orden.tickets).toHaveLength(6);
    expect(orden.tickets.reduce((s, k) => s + k.importes.precioLista, 0)).toBe(120000);
    expect(orden.tickets.reduce((s, k) => s + k.importes.total, 0)).toBe(orden.total);
    const [item] = await t.database.db
      .select()
      .from(ordenItems)
      .where(eq(ordenItems.idOrden, orden.idOrden));
    expect(item).toMatchObject({ cantidad: 1, personas: 6, precioUnitario: 120000 });
    const stored = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idOrden, orden.idOrden));
    expect(stored).toHaveLength(6);
    // The cupo counts people: 6 of the Salón's 100 are taken.
    expect((await dayOf()).cupos).toMatchObject([{ nombre: 'Salón', ocupadas: 6 }]);

    // The buyer names who uses each ticket; the ticket, its PDF and the door show that name.
    const nombrar = (idTicket: number, nombre: string | null, tok = buyer) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/Entrada/NombreAsistente',
        headers: { authorization: `Bearer ${tok}` },
        payload: { idTicket, nombre },
      });
    const [, segunda, tercera] = orden.tickets;
    const named = await nombrar(segunda!.idTicket, '  Juana Paz ');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<TicketView>().nombreAsistente).toBe('Juana Paz');
    const pdf = await readPdf(
      (
        await t.app.inject({
          url: `/api/v1/Entrada/Descargar?idTicket=${segunda!.idTicket}`,
          headers: { authorization: `Bearer ${buyer}` },
        })
      ).rawPayload,
    );
    expect(pdf.lines).toContain('Juana Paz');
    const [door] = await doorTickets(t.database.db, { idTicket: segunda!.idTicket });
    expect([door!.titular, door!.dni]).toEqual(['Juana Paz', '']);
    // The attendees' export lists her as the door does.
    const csv = (
      await t.app.inject({
        url: `/api/v1/Evento/ExportarAsistentes?IdEvento=${idEvento}&Formato=csv`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;
    expect(csv.split('\r\n').filter((l) => l.startsWith('Juana Paz;;'))).toHaveLength(1);
    // Cleared, the holder is shown again; someone else's ticket does not exist for them.
    expect(
      (await nombrar(segunda!.idTicket, '')).json<TicketView>().nombreAsistente,
    ).toBeUndefined();
    const otro = await t.tokenFor((await t.createUser([0])).idUsuario);
    expect((await nombrar(tercera!.idTicket, 'Intruso', otro)).statusCode).toBe(404);
    // Once it let someone in, its name stays.
    await t.database.db
      .update(tickets)
      .set({ usadoAt: CHECKOUT_NOW })
      .where(eq(tickets.idTicket, tercera!.idTicket));
    const late = await nombrar(tercera!.idTicket, 'Tarde');
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(TICKET_MSG.nombreUsada);
  });

  it('never sells a mesa the cupo cannot seat whole: with 5 places left it is sold out', async () => {
    expect((await saveDay(11)).statusCode).toBe(200);
    const cd = (await page()).find((r) => r.personas === 6)!.tipo.cdTipo;
    expect((await buy(cd, 1)).statusCode).toBe(201);
    expect((await page()).find((r) => r.personas === 6)!.cantidad).toBe(0);
    const again = await crearOrden(t, await t.tokenFor((await t.createUser([0])).idUsuario), {
      idEvento,
      items: [{ idFecha, cdTipo: cd, cantidad: 1 }],
      comprador,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ORDEN_MSG.sinStock('Mesa VIP x6', formatDiaSemana(NIGHT)));
    // The five places left still sell as General.
    expect((await page()).find((r) => r.tipo.cdTipo === 0)!.cantidad).toBe(5);
  });

  it('cannot change how many people it admits once sold', async () => {
    await saveDay(100);
    const cd = (await page()).find((r) => r.personas === 6)!.tipo.cdTipo;
    expect((await buy(cd, 1)).statusCode).toBe(201);
    const day = await dayOf();
    const res = await save({
      idFecha,
      tipos: day.tipos.map((r) => ({ ...r, personas: r.personas === 6 ? 4 : r.personas })),
      cupos: day.cupos.map(({ idCupo, nombre, cantidad }) => ({ idCupo, nombre, cantidad })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['tipos.1.personas']).toBe(
      TIPOS_MSG.personasVendidas(1, 'Mesa VIP x6'),
    );
    expect((await dayOf()).tipos[1]!.personas).toBe(6);
  });
});

describe('per-order quantities and a type’s own window', () => {
  it('refuses more than the maximum and fewer than the minimum, holding nothing', async () => {
    await saveDay(100, {
      minPorOrden: 2,
      maxPorOrden: 3,
      personas: 1,
      cantidad: 10,
      nombre: 'Combo x2',
    });
    const cd = (await page()).find((r) => r.tipo.dsTipo === 'Combo x2')!.tipo.cdTipo;
    const many = await buy(cd, 4);
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toBe(ORDEN_MSG.maximoPorCompra('Combo x2', 3));
    const one = await buy(cd, 1);
    expect(one.statusCode).toBe(400);
    expect(one.json().detail).toBe(ORDEN_MSG.minimoPorCompra('Combo x2', 2));
    expect((await page()).find((r) => r.tipo.cdTipo === cd)!.cantidad).toBe(10);
    expect((await buy(cd, 2)).statusCode).toBe(201);
  });

  it('sells a type only inside its own window', async () => {
    const desde = new Date(CHECKOUT_NOW.getTime() + 86_400_000);
    await saveDay(100, { ventaDesde: desde.toISOString(), personas: 1, nombre: 'Preventa' });
    const cd = (await page()).find((r) => r.tipo.dsTipo === 'Preventa')!.tipo.cdTipo;
    expect((await page()).find((r) => r.tipo.cdTipo === cd)!.ventaDesde).toBe(desde.toISOString());
    const early = await buy(cd, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(ORDEN_MSG.tipoAntesDeVenta('Preventa', formatDiaHora(desde)));

    const day = await dayOf();
    const hasta = new Date(CHECKOUT_NOW.getTime() - 60_000).toISOString();
    await save({
      idFecha,
      tipos: day.tipos.map((r) =>
        r.cdTipo === cd ? { ...r, ventaDesde: null, ventaHasta: hasta } : r,
      ),
      cupos: day.cupos.map(({ idCupo, nombre, cantidad }) => ({ idCupo, nombre, cantidad })),
    });
    const late = await buy(cd, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(ORDEN_MSG.tipoVentaTerminada('Preventa'));
  });

  it('keeps a list whose maximum is under its minimum, or whose window ends before it starts, unsaved', async () => {
    const before = await dayOf();
    const res = await saveDay(100, {
      minPorOrden: 3,
      maxPorOrden: 2,
      ventaDesde: '2030-01-02T00:00:00.000Z',
      ventaHasta: '2030-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'tipos.1.maxPorOrden': TIPOS_MSG.maxMenorQueMin(1, 'Mesa VIP x6'),
      'tipos.1.ventaHasta': TIPOS_MSG.ventaHastaAntes(1, 'Mesa VIP x6'),
    });
    expect(await dayOf()).toEqual(before);
  });
});
