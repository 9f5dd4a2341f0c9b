import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdicionalView } from '@shared/api/add-ons';
import type { VentasEvento } from '@shared/api/after-sale';
import type { Liquidacion } from '@shared/api/settlement';
import { ORDEN_MSG, type OrdenView, type TicketPublicKey } from '@shared/api/checkout';
import type { SaveTiposFechaInput, TiposEvento } from '@shared/api/ticket-types';
import { verifyTicketCode } from '@shared/domain/ticket-code';
import { TIPOS_MSG } from '@shared/texts/organiser';
import { adicionales, outbox, tickets } from '../../db/schema/index';
import { ORDEN_MAIL } from '@shared/texts/checkout-mails';
import { formatPesos } from '@shared/format/es-ar';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Add-ons (docs/decisions/0090-add-ons.md): the organiser lists a day's "Combo trago"; a buyer
 * adds it at checkout, one per ticket; paying puts it on the tickets (their figures, their
 * signed codes); its stock is taken with the tickets and comes back when the hold ends; bad
 * requests and lists change nothing.
 */
let t: TestApp;
let token: string;
let idEvento: number;
let idFecha: number;

const newBuyer = async () => t.tokenFor((await t.createUser([0])).idUsuario);

beforeAll(async () => {
  t = await createTestApp({}, { now: testClock(CHECKOUT_NOW).now });
});
afterAll(() => t.close());

beforeEach(async () => {
  const owner = await t.createUser([0, 2]);
  token = await t.tokenFor(owner.idUsuario);
  const ev = await insertOnSale(t, owner.idUsuario, [{ cdTipo: 0, precio: 15000, cantidad: 300 }]);
  idEvento = ev.idEvento;
  idFecha = ev.idFechas[0]!;
  const day = (await tiposDelDia()).fechas[0]!;
  const res = await save({
    idFecha,
    tipos: day.tipos,
    cupos: day.cupos,
    adicionales: [
      { nombre: 'Combo trago', descripcion: 'Un trago y un agua', precio: 5000, cantidad: 3 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
});

const tiposDelDia = async () =>
  (
    await t.app.inject({
      url: `/api/v1/Entrada/TiposEvento?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<TiposEvento>();
const save = (body: SaveTiposFechaInput) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/TiposFecha',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
const ofrecidos = async () =>
  (await t.app.inject({ url: `/api/v1/Entrada/AdicionalesFecha?IdFecha=${idFecha}` })).json<
    AdicionalView[]
  >();
const combo = async () => (await ofrecidos())[0]!;
const stored = async () =>
  (await t.database.db.select().from(adicionales).where(eq(adicionales.idFecha, idFecha)))[0]!;

describe('add-ons', () => {
  it('are offered to buyers, go one per ticket, and count in the order, its tickets and their codes', async () => {
    const { idAdicional } = await combo();
    expect(await ofrecidos()).toEqual([
      {
        idAdicional,
        idFecha,
        nombre: 'Combo trago',
        descripcion: 'Un trago y un agua',
        precio: 5000,
        disponibles: 3,
      },
    ]);
    const buyer = await newBuyer();
    const res = await crearOrden(t, buyer, {
      idEvento,
      items: [{ idFecha, cdTipo: 0, cantidad: 3 }],
      adicionales: [{ idAdicional, cantidad: 2 }],
      comprador,
    });
    expect(res.statusCode, res.body).toBe(201);
    const pending = res.json<OrdenView>();
    expect(pending.subtotal).toBe(3 * 15000 + 2 * 5000);
    expect((await combo()).disponibles).toBe(1);

    const paid = await buyPaid(t, await newBuyer(), idEvento, [
      { idFecha, cdTipo: 0, cantidad: 1 },
    ]);
    expect(paid.adicionales).toBeUndefined();

    const buyer2 = await newBuyer();
    const orden = (
      await crearOrden(t, buyer2, {
        idEvento,
        items: [{ idFecha, cdTipo: 0, cantidad: 2 }],
        adicionales: [{ idAdicional, cantidad: 1 }],
        comprador,
      })
    ).json<OrdenView>();
    expect(orden.subtotal).toBe(35000);
    expect((await decidirEnSandbox(t, orden, 'aprobar')).statusCode).toBe(303);
    const view = (
      await t.app.inject({
        url: `/api/v1/Orden/GetOrden?idOrden=${orden.idOrden}`,
        headers: { authorization: `Bearer ${buyer2}` },
      })
    ).json<OrdenView>();
    expect(view.adicionales).toEqual([
      { idAdicional, idFecha, nombre: 'Combo trago', precioUnitario: 5000, cantidad: 1 },
    ]);
    // The first ticket carries the combo; the tickets add up to what was paid.
    expect(view.tickets.map((k) => k.adicionales ?? [])).toEqual([['Combo trago'], []]);
    expect(view.tickets.map((k) => k.importes.precioLista)).toEqual([20000, 15000]);
    expect(view.tickets.reduce((s, k) => s + k.importes.total, 0)).toBe(view.total);
    const rows = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idOrden, orden.idOrden));
    expect(rows.map((r) => r.adicionales).sort()).toEqual([[], ['Combo trago']]);
    // The signed code says it too, with the admission: an offline door shows both.
    const key = (
      await t.app.inject({ url: '/api/v1/Entrada/ClavePublica' })
    ).json<TicketPublicKey>();
    const claims = await verifyTicketCode(view.tickets[0]!.codigo, key);
    expect(claims).toMatchObject({ admite: 'General', adicionales: ['Combo trago'] });
    expect((await verifyTicketCode(view.tickets[1]!.codigo, key))!.adicionales).toBeUndefined();
    expect((await stored()).vendidas).toBe(3);
    // The confirmation mail lists it beside the tickets.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.asunto, ORDEN_MAIL.confirmacionAsunto(view.evento)))
      .orderBy(desc(outbox.id));
    expect(mail!.cuerpo).toContain(ORDEN_MAIL.lineaAdicional(1, 'Combo trago', formatPesos(5000)));

    // The organiser's figures count it: sales, their total and the settlement's row.
    const asOwner = (url: string) =>
      t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const ventas = (
      await asOwner(`/api/v1/Evento/GetVentas?IdEvento=${idEvento}`)
    ).json<VentasEvento>();
    expect(ventas.adicionales).toMatchObject([
      { nombre: 'Combo trago', vendidos: 1, total: 5000, stock: 3, restantes: 0 },
    ]);
    // The paid orders: 1 General, then 2 General and the combo.
    expect(ventas.totalRecaudado).toBe(15000 + 30000 + 5000);
    const liquidacion = (
      await asOwner(`/api/v1/Evento/GetLiquidacion?IdEvento=${idEvento}`)
    ).json<Liquidacion>();
    expect(liquidacion.filas.find((f) => f.adicional)).toMatchObject({
      dsTipo: 'Combo trago',
      vendidas: 1,
      bruto: 5000,
    });
    expect(liquidacion.totales.bruto - liquidacion.totales.descuentos).toBe(ventas.totalRecaudado);
  });

  it('refuse more than one per ticket of the day, an unknown add-on, and more than are left, holding nothing', async () => {
    const { idAdicional } = await combo();
    const buy = async (cantidad: number, tickets: number, id = idAdicional) =>
      crearOrden(t, await newBuyer(), {
        idEvento,
        items: [{ idFecha, cdTipo: 0, cantidad: tickets }],
        adicionales: [{ idAdicional: id, cantidad }],
        comprador,
      });
    const many = await buy(3, 2);
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toBe(ORDEN_MSG.adicionalDeMas('Combo trago', 2));
    const unknown = await buy(1, 1, idAdicional + 1000);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(ORDEN_MSG.adicionalInexistente);
    expect((await buy(2, 2)).statusCode).toBe(201);
    const short = await buy(2, 2);
    expect(short.statusCode).toBe(409);
    expect(short.json().detail).toBe(ORDEN_MSG.adicionalSinStock('Combo trago'));
    // The refused purchase held neither tickets nor combos.
    expect((await stored()).vendidas).toBe(2);
    const [general] = (
      await t.app.inject({ url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}` })
    ).json<Array<{ cantidad: number }>>();
    expect(general!.cantidad).toBe(300 - 2);
  });

  it('chosen again with other add-ons, replace the pending purchase; the same ones resume it', async () => {
    const { idAdicional } = await combo();
    const buyer = await newBuyer();
    const buy = (cantidad: number) =>
      crearOrden(t, buyer, {
        idEvento,
        items: [{ idFecha, cdTipo: 0, cantidad: 2 }],
        adicionales: [{ idAdicional, cantidad }],
        comprador,
      });
    const first = await buy(1);
    expect(first.statusCode).toBe(201);
    const second = await buy(2);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<OrdenView>().idOrden).not.toBe(first.json<OrdenView>().idOrden);
    // The first hold gave its combo back; the second holds two.
    expect((await stored()).vendidas).toBe(2);
    const again = await buy(2);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrdenView>().idOrden).toBe(second.json<OrdenView>().idOrden);
    expect((await stored()).vendidas).toBe(2);
  });

  it('come back when the hold ends', async () => {
    const { idAdicional } = await combo();
    const buyer = await newBuyer();
    const orden = (
      await crearOrden(t, buyer, {
        idEvento,
        items: [{ idFecha, cdTipo: 0, cantidad: 2 }],
        adicionales: [{ idAdicional, cantidad: 2 }],
        comprador,
      })
    ).json<OrdenView>();
    expect((await stored()).vendidas).toBe(2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Orden/CancelarPendiente',
      headers: { authorization: `Bearer ${buyer}` },
      payload: { idOrden: orden.idOrden },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).vendidas).toBe(0);
  });

  it('one sold stays on the list and never goes under what is sold', async () => {
    const { idAdicional } = await combo();
    expect(
      (
        await crearOrden(t, await newBuyer(), {
          idEvento,
          items: [{ idFecha, cdTipo: 0, cantidad: 2 }],
          adicionales: [{ idAdicional, cantidad: 2 }],
          comprador,
        })
      ).statusCode,
    ).toBe(201);
    const day = (await tiposDelDia()).fechas[0]!;
    expect(day.adicionales).toMatchObject([{ nombre: 'Combo trago', cantidad: 3, ocupadas: 2 }]);
    const removed = await save({ idFecha, tipos: day.tipos, cupos: day.cupos, adicionales: [] });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors._).toBe(TIPOS_MSG.adicionalNoSePuedeQuitar(1, 'Combo trago'));
    const lowered = await save({
      idFecha,
      tipos: day.tipos,
      cupos: day.cupos,
      adicionales: [{ ...day.adicionales[0]!, cantidad: 1 }],
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors['adicionales.0.cantidad']).toBe(
      TIPOS_MSG.adicionalDebajoDeVendidos(1, 'Combo trago', 2),
    );
    expect((await stored()).cantidad).toBe(3);
    // Left out of a save (an older screen), the list stays as it was.
    expect((await save({ idFecha, tipos: day.tipos, cupos: day.cupos })).statusCode).toBe(200);
    expect((await ofrecidos()).map((a) => a.nombre)).toEqual(['Combo trago']);
  });
});
