import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESENIA_MSG,
  type ReseniasPage,
  type ReseniaView,
  type TicketCard,
  type TicketDetalle,
} from '@shared/api/after-sale';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { CUENTA_ELIMINADA } from '@shared/validation/profile';
import { eventos, fechas, resenias, usuarios } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { admitAtDoor } from '../../test/door-fixtures';
import { buyPaid, holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFiestasService } from '../fiestas/fiestas-service';

/** NIGHT lasts six hours: the event is over from 05:00 on the 5th (Argentina). */
const AFTER_END = new Date('2030-01-05T05:00:01-03:00');

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idFiesta: number;
let idEvento: number;
let idOtroEvento: number;
let idFinalizado: number;
const people: Record<string, { idUsuario: number; token: string }> = {};

async function person(key: string, nombre: string, apellido: string) {
  const { idUsuario } = await t.createUser([0]);
  await t.database.db
    .update(usuarios)
    .set({ nombre, apellido })
    .where(eq(usuarios.idUsuario, idUsuario));
  people[key] = { idUsuario, token: await t.tokenFor(idUsuario) };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  idFiesta = await createFiestasService(t.database.db).create(organizador.idUsuario, 'Ciclo Pulso');
  const stock = [{ cdTipo: 0, precio: 10000, cantidad: 100 }];
  const a = await insertOnSale(t, organizador.idUsuario, stock, { nombre: 'Ciclo Pulso: enero' });
  const b = await insertOnSale(t, organizador.idUsuario, stock, {
    nombre: 'Ciclo Pulso: febrero',
    dias: ['2030-01-10T23:00:00-03:00'],
  });
  const c = await insertOnSale(t, organizador.idUsuario, stock, {
    nombre: 'Fecha suelta',
    dias: ['2030-01-20T23:00:00-03:00'],
  });
  [idEvento, idOtroEvento, idFinalizado] = [a.idEvento, b.idEvento, c.idEvento];
  await t.database.db.update(eventos).set({ idFiesta }).where(eq(eventos.idEvento, idEvento));
  await t.database.db.update(eventos).set({ idFiesta }).where(eq(eventos.idEvento, idOtroEvento));

  await person('sofia', 'Sofía Belén', 'benítez');
  await person('juan', 'Juan', 'Pérez');
  await person('lu', 'Lucía', 'Gómez');
  await person('ana', 'Ana', 'Díaz');
  await person('sinPagar', 'Pedro', 'Sosa');
  await person('nadie', 'Nadia', 'Ruiz');
  await person('faltó', 'Marta', 'Luna');
  const organizerToken = await t.tokenFor(organizador.idUsuario);
  // Only people whose ticket was scanned at the door may rate: the owner scans them in.
  const atDoor = async (token: string, ev: { idEvento: number; idFechas: number[] }) => {
    const orden = await buyPaid(t, token, ev.idEvento, [
      { idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 },
    ]);
    const [fecha] = await t.database.db
      .select({ inicio: fechas.inicio })
      .from(fechas)
      .where(eq(fechas.idFecha, ev.idFechas[0]!));
    await admitAtDoor(t, clock, organizerToken, orden.tickets, fecha!.inicio);
  };
  for (const key of ['sofia', 'juan', 'lu', 'ana']) await atDoor(people[key]!.token, a);
  await atDoor(people.juan!.token, b);
  await atDoor(people.juan!.token, c);
  // Bought, paid, never came.
  await buyPaid(t, people['faltó']!.token, idEvento, [
    { idFecha: a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
  ]);
  const rejected = await holdOrder(t, people.sinPagar!.token, idEvento, [
    { idFecha: a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
  ]);
  await decidirEnSandbox(t, rejected, 'rechazar');
  // Its last day is still ahead, but the lifecycle already finished it.
  await t.database.db
    .update(eventos)
    .set({ cdEstado: ESTADO_EVENTO.FINALIZADO })
    .where(eq(eventos.idEvento, idFinalizado));
});
afterAll(() => t.close());

const crear = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Resenia/CrearResenia',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

const page = async (query: string) => {
  const res = await t.app.inject({ url: `/api/v1/Resenia/GetResenias?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReseniasPage>();
};

const stored = () => t.database.db.select().from(resenias);

describe('POST /Resenia/CrearResenia before the event ends', () => {
  it('refuses a holder with 409 and the Spanish text, and stores nothing', async () => {
    const res = await crear(people.sofia!.token, { idEvento, estrellas: 5, texto: 'Gran noche' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: RESENIA_MSG.eventoNoTerminado });
    expect(await stored()).toEqual([]);
  });

  it('lets holders rate an event already Finalizado, even before its last day', async () => {
    const res = await crear(people.juan!.token, {
      idEvento: idFinalizado,
      estrellas: 3,
      texto: 'Correcta',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ReseniaView>()).toMatchObject({ evento: 'Fecha suelta', autor: 'Juan P.' });
  });
});

describe('POST /Resenia/CrearResenia after the event', () => {
  beforeAll(() => clock.set(AFTER_END));

  it('stores the rating of a holder with the party of the event', async () => {
    const res = await crear(people.sofia!.token, {
      idEvento,
      estrellas: 5,
      texto: '  Sonido perfecto, volvería mil veces.  ',
    });
    expect(res.statusCode).toBe(201);
    const view = res.json<ReseniaView>();
    expect(view).toMatchObject({
      idEvento,
      evento: 'Ciclo Pulso: enero',
      estrellas: 5,
      texto: 'Sonido perfecto, volvería mil veces.',
      autor: 'Sofía B.',
      createdAt: AFTER_END.toISOString(),
    });
    const [row] = await t.database.db
      .select()
      .from(resenias)
      .where(eq(resenias.idResenia, view.idResenia));
    expect(row).toMatchObject({
      idEvento,
      idFiesta,
      idUsuario: people.sofia!.idUsuario,
      estrellas: 5,
    });
  });

  it('accepts one rating per person and event (409 the second time)', async () => {
    const res = await crear(people.sofia!.token, { idEvento, estrellas: 1, texto: 'Otra' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: RESENIA_MSG.yaReseniaste });
  });

  it('keeps one rating when the same person sends two at once', async () => {
    clock.advanceMinutes(10);
    const [r1, r2] = await Promise.all([
      crear(people.juan!.token, { idEvento, estrellas: 4, texto: 'Muy buena' }),
      crear(people.juan!.token, { idEvento, estrellas: 4, texto: 'Muy buena' }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const mine = (await stored()).filter(
      (r) => r.idUsuario === people.juan!.idUsuario && r.idEvento === idEvento,
    );
    expect(mine).toHaveLength(1);
  });

  it('refuses people without a paid ticket for that event (403)', async () => {
    for (const who of ['nadie', 'sinPagar']) {
      const res = await crear(people[who]!.token, { idEvento, estrellas: 5, texto: 'Hola' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: RESENIA_MSG.soloAsistentes });
    }
    // A ticket for another edition of the party does not count for this one.
    const other = await crear(people.sofia!.token, {
      idEvento: idOtroEvento,
      estrellas: 5,
      texto: 'x',
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a holder whose ticket was never scanned at the door (403), and does not offer it', async () => {
    const token = people['faltó']!.token;
    const res = await crear(token, { idEvento, estrellas: 5, texto: 'No fui' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: RESENIA_MSG.soloIngresados });
    const mine = (await stored()).filter((r) => r.idUsuario === people['faltó']!.idUsuario);
    expect(mine).toEqual([]);
    const { entradas } = (
      await t.app.inject({
        url: '/api/v1/Entrada/MisEntradas',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ entradas: TicketCard[] }>();
    expect(entradas.map((e) => [e.usadoAt, e.puedeResenar])).toEqual([[null, false]]);
  });

  it('answers bad input with 400 and the Spanish text, storing nothing', async () => {
    const before = (await stored()).length;
    for (const [payload, detail] of [
      [{ idEvento, estrellas: 0, texto: 'x' }, RESENIA_MSG.estrellas],
      [{ idEvento, estrellas: 6, texto: 'x' }, RESENIA_MSG.estrellas],
      [{ idEvento, estrellas: 4.5, texto: 'x' }, RESENIA_MSG.estrellas],
      [{ idEvento, texto: 'x' }, RESENIA_MSG.estrellas],
      [{ idEvento, estrellas: 4, texto: '   ' }, RESENIA_MSG.texto],
      [{ idEvento, estrellas: 4 }, RESENIA_MSG.texto],
    ] as const) {
      const res = await crear(people.lu!.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ detail });
    }
    const missing = await crear(people.lu!.token, { idEvento: 999999, estrellas: 4, texto: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    expect((await stored()).length).toBe(before);
  });

  it('is only for attendees (role 0) signed in', async () => {
    expect((await crear(null, { idEvento, estrellas: 5, texto: 'x' })).statusCode).toBe(401);
    const admin = await t.tokenFor((await t.createUser([1])).idUsuario);
    expect((await crear(admin, { idEvento, estrellas: 5, texto: 'x' })).statusCode).toBe(403);
  });

  it("shows the holder's rating on the ticket and stops offering to rate", async () => {
    const { entradas } = (
      await t.app.inject({
        url: '/api/v1/Entrada/MisEntradas',
        headers: { authorization: `Bearer ${people.sofia!.token}` },
      })
    ).json<{ entradas: TicketCard[] }>();
    expect(entradas.map((e) => e.puedeResenar)).toEqual([false]);
    const detalle = (
      await t.app.inject({
        url: `/api/v1/Entrada/GetEntrada?idTicket=${entradas[0]!.idTicket}`,
        headers: { authorization: `Bearer ${people.sofia!.token}` },
      })
    ).json<TicketDetalle>();
    expect(detalle.miResenia).toMatchObject({ estrellas: 5, autor: 'Sofía B.' });
    const lu = (
      await t.app.inject({
        url: '/api/v1/Entrada/MisEntradas',
        headers: { authorization: `Bearer ${people.lu!.token}` },
      })
    ).json<{ entradas: TicketCard[] }>();
    expect(lu.entradas.map((e) => e.puedeResenar)).toEqual([true]);
  });
});

describe('GET /Resenia/GetResenias', () => {
  beforeAll(async () => {
    clock.advanceMinutes(10);
    expect(
      (await crear(people.lu!.token, { idEvento, estrellas: 4, texto: 'Buena música' })).statusCode,
    ).toBe(201);
    clock.advanceMinutes(10);
    expect(
      (await crear(people.ana!.token, { idEvento, estrellas: 2, texto: 'Mucha fila' })).statusCode,
    ).toBe(201);
  });

  it('averages every rating of the party to one decimal, newest first by default', async () => {
    const body = await page(`idFiesta=${idFiesta}`);
    // 5, 4, 4, 2 -> 3.75 -> 3.8
    expect(body).toMatchObject({ nombre: 'Ciclo Pulso', promedio: 3.8, cantidad: 4 });
    expect(body.resenias.map((r) => r.autor)).toEqual([
      'Ana D.',
      'Lucía G.',
      'Juan P.',
      'Sofía B.',
    ]);
  });

  it('sorts by stars, highest or lowest first, newest first among equals', async () => {
    expect((await page(`idFiesta=${idFiesta}&orden=alta`)).resenias.map((r) => r.autor)).toEqual([
      'Sofía B.',
      'Lucía G.',
      'Juan P.',
      'Ana D.',
    ]);
    expect((await page(`idFiesta=${idFiesta}&orden=baja`)).resenias.map((r) => r.autor)).toEqual([
      'Ana D.',
      'Lucía G.',
      'Juan P.',
      'Sofía B.',
    ]);
  });

  it('searches text and author ignoring case and accents; the average still covers all', async () => {
    const byText = await page(`idFiesta=${idFiesta}&q=${encodeURIComponent('VOLVERIA')}`);
    expect(byText.resenias.map((r) => r.autor)).toEqual(['Sofía B.']);
    expect(byText).toMatchObject({ promedio: 3.8, cantidad: 4 });
    const byAuthor = await page(`idFiesta=${idFiesta}&q=${encodeURIComponent('lucia g')}`);
    expect(byAuthor.resenias.map((r) => r.texto)).toEqual(['Buena música']);
    expect((await page(`idFiesta=${idFiesta}&q=nada`)).resenias).toEqual([]);
  });

  it("answers one event's ratings by idEvento, with the event's name", async () => {
    expect(await page(`idEvento=${idFinalizado}`)).toMatchObject({
      nombre: 'Fecha suelta',
      promedio: 3,
      cantidad: 1,
    });
    expect(await page(`idEvento=${idOtroEvento}`)).toMatchObject({
      nombre: 'Ciclo Pulso: febrero',
      promedio: null,
      cantidad: 0,
      resenias: [],
    });
  });

  it("shows 'Cuenta eliminada' for an author who deleted the account", async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Usuario/DeleteUsuario/${people.ana!.idUsuario}`,
      headers: { authorization: `Bearer ${people.ana!.token}` },
    });
    expect(res.statusCode).toBeLessThan(300);
    const body = await page(`idFiesta=${idFiesta}`);
    expect(body.resenias.map((r) => r.autor)).toEqual([
      CUENTA_ELIMINADA.nombre,
      'Lucía G.',
      'Juan P.',
      'Sofía B.',
    ]);
    expect(body.cantidad).toBe(4);
  });

  it('answers unknown parties and hidden events with 404, and bad queries with 400', async () => {
    const fiesta = await t.app.inject({ url: '/api/v1/Resenia/GetResenias?idFiesta=999999' });
    expect(fiesta.statusCode).toBe(404);
    expect(fiesta.json()).toMatchObject({ detail: MSG.fiestaNoEncontrada });
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.POR_APROBAR })
      .where(eq(eventos.idEvento, idOtroEvento));
    const hidden = await t.app.inject({
      url: `/api/v1/Resenia/GetResenias?idEvento=${idOtroEvento}`,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    for (const query of [
      '',
      `idFiesta=${idFiesta}&idEvento=${idEvento}`,
      `idFiesta=${idFiesta}&orden=mejores`,
      'idEvento=abc',
    ]) {
      const res = await t.app.inject({ url: `/api/v1/Resenia/GetResenias?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
