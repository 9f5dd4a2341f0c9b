import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MSG, type TicketCard, type TicketDetalle } from '@shared/api/after-sale';
import { CHECKOUT_NOW, insertOnSale, NIGHT, testClock } from '../../test/checkout-fixtures';
import { admitAtDoor } from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Only a ticket that can still let someone in carries its code (shared/domain/ticket-state.ts):
 * a used one and one whose day is over show neither code nor QR nor PDF, nor the withdrawal.
 * The ticket's page names its holder, as the PDF does.
 */
const SECOND_NIGHT = '2030-01-05T23:00:00-03:00';
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idFechas: number[];
const token: Record<'comprador' | 'organizador', string> = { comprador: '', organizador: '' };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  const comprador = await t.createUser([0]);
  token.organizador = await t.tokenFor(organizador.idUsuario);
  token.comprador = await t.tokenFor(comprador.idUsuario);
  let idEvento: number;
  ({ idEvento, idFechas } = await insertOnSale(
    t,
    organizador.idUsuario,
    [{ cdTipo: 0, precio: 10000, cantidad: 100 }],
    { nombre: 'Dos noches', dias: [NIGHT, SECOND_NIGHT] },
  ));
  await buyPaid(t, token.comprador, idEvento, [
    { idFecha: idFechas[0]!, cdTipo: 0, cantidad: 2 },
    { idFecha: idFechas[1]!, cdTipo: 0, cantidad: 1 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, tok: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${tok}` } });
const misEntradas = async (tok = token.comprador) =>
  (await get('/Entrada/MisEntradas', tok)).json<{ entradas: TicketCard[] }>().entradas;
const detalle = async (idTicket: number, tok = token.comprador) =>
  (await get(`/Entrada/GetEntrada?idTicket=${idTicket}`, tok)).json<TicketDetalle>();

describe('a ticket that can still let someone in', () => {
  it('carries its code, its QR and the name of its holder', async () => {
    const [entrada] = await misEntradas();
    expect(entrada!.codigo).not.toBe('');
    expect(entrada!.cancelacion).toBeNull();
    const d = await detalle(entrada!.idTicket);
    expect(d.qr.startsWith('data:image/png;base64,')).toBe(true);
    // The buyer's name as given at checkout (the fixture's buyer), as on the PDF.
    expect(d.titular).toBe('Ana Pérez');
    expect(d.puedeArrepentirse).toBe(true);
  });
});

describe('a used ticket and a past one', () => {
  it('show no code, no QR and no PDF once the door scanned the ticket', async () => {
    const primera = (await misEntradas()).filter((e) => e.idFecha === idFechas[0]);
    await admitAtDoor(t, clock, token.organizador, [primera[0]!], new Date(NIGHT));
    const entradas = await misEntradas();
    const usada = entradas.find((e) => e.idTicket === primera[0]!.idTicket)!;
    expect(usada).toMatchObject({
      codigo: '',
      usadoAt: new Date(NIGHT).toISOString(),
      puedeArrepentirse: false,
    });
    // Its companion of the same order was not scanned: it still lets someone in.
    expect(entradas.find((e) => e.idTicket === primera[1]!.idTicket)!.codigo).not.toBe('');
    const d = await detalle(usada.idTicket);
    expect(d).toMatchObject({ qr: '', codigo: '', titular: 'Ana Pérez' });
    const pdf = await get(`/Entrada/Descargar?idTicket=${usada.idTicket}`, token.comprador);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ detail: TICKET_MSG.noEncontrada });
  });

  it("show no code once the ticket's day is over, while the next day's ticket keeps it", async () => {
    clock.set(new Date('2030-01-05T06:00:00-03:00'));
    try {
      const entradas = await misEntradas();
      const primera = entradas.filter((e) => e.idFecha === idFechas[0]);
      const segunda = entradas.find((e) => e.idFecha === idFechas[1])!;
      expect(primera.map((e) => e.codigo)).toEqual(['', '']);
      expect(segunda.codigo).not.toBe('');
      const sinUsar = primera.find((e) => e.usadoAt === null)!;
      expect((await detalle(sinUsar.idTicket)).qr).toBe('');
      expect((await detalle(segunda.idTicket)).qr).not.toBe('');
      const pdf = await get(`/Entrada/Descargar?idTicket=${sinUsar.idTicket}`, token.comprador);
      expect(pdf.statusCode).toBe(404);
    } finally {
      clock.set(CHECKOUT_NOW);
    }
  });
});
