import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import type { PuertaSnapshot } from '@shared/api/door';
import { ORDEN_MSG } from '@shared/api/checkout';
import { edadEn } from '@shared/domain/edad';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { eventos, ordenes, usuarios } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { DOOR_OPEN_AT } from '../../test/door-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * 18+ nights (shared/domain/edad.ts): the organiser sets a minimum age on the event; checkout
 * refuses, in Spanish and storing nothing, a buyer younger than it on the first night bought,
 * by the account's birth date (else the one typed at checkout).
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: { idUsuario: number; token: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const o = await t.createUser([0, 2]);
  organizador = { idUsuario: o.idUsuario, token: await t.tokenFor(o.idUsuario) };
});
afterAll(() => t.close());

async function buyer(dtNacimiento: string | null) {
  const u = await t.createUser([0]);
  await t.database.db
    .update(usuarios)
    .set({ dtNacimiento })
    .where(eq(usuarios.idUsuario, u.idUsuario));
  return t.tokenFor(u.idUsuario);
}

describe('edad mínima', () => {
  it('counts whole years on the night, in Argentina', () => {
    // 18 the day after: still 17 on a night that starts at 23:00 the day before.
    const noche = new Date('2030-01-04T23:00:00-03:00');
    expect(edadEn('2012-01-05', noche)).toBe(17);
    expect(edadEn('2012-01-04', noche)).toBe(18);
    expect(edadEn('2012-01-03', noche)).toBe(18);
  });

  it('is set on the event (16, 18 or 21, or none), shown on its page; anything else is refused in Spanish', async () => {
    const juana = await insertArtista(t.database.db, { nombre: 'Juana Edad' });
    const crear = (edadMinima: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/Evento/CrearEvento',
        headers: { authorization: `Bearer ${organizador.token}` },
        payload: { ...crearEventoPayload(juana), edadMinima },
      });
    const mal = await crear(17);
    expect(mal.statusCode).toBe(400);
    expect(mal.body).toContain(CREATE_EVENT_MSG.edadMinima);
    const ok = await crear(18);
    expect(ok.statusCode, ok.body).toBe(201);
    const { idEvento } = ok.json<{ idEvento: number }>();
    const [row] = await t.database.db.select().from(eventos).where(eq(eventos.idEvento, idEvento));
    expect(row!.edadMinima).toBe(18);
    const view = await t.app.inject({
      url: `/api/v1/Evento/GetEventos?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${organizador.token}` },
    });
    expect(view.json<EventosPage>().eventos[0]!.edadMinima).toBe(18);
  });

  it('checkout refuses a buyer under the event’s age on the night (21 here; under 18 nobody buys), by their account’s birth date, and stores nothing; the door’s download carries the age', async () => {
    const { idEvento, idFechas } = await insertOnSale(t, organizador.idUsuario, [
      { cdTipo: 0, precio: 10000, cantidad: 10 },
    ]);
    await t.database.db
      .update(eventos)
      .set({ edadMinima: 21 })
      .where(eq(eventos.idEvento, idEvento));
    const body = (dtNacimiento: string) => ({
      idEvento,
      items: [{ idFecha: idFechas[0]!, cdTipo: 0, cantidad: 1 }],
      comprador: { ...comprador, dtNacimiento },
    });
    // A 21+ night: 19 on it (2030-01-04); the account's date counts, not the one typed.
    const menor = await crearOrden(t, await buyer('2010-06-01'), body('1990-01-01'));
    expect(menor.statusCode).toBe(403);
    expect(menor.json()).toMatchObject({ detail: ORDEN_MSG.menorDeEdad(21) });
    // An account without a birth date: the one typed at checkout.
    const sinFecha = await crearOrden(t, await buyer(null), body('2010-06-01'));
    expect(sinFecha.json()).toMatchObject({ detail: ORDEN_MSG.menorDeEdad(21) });
    expect(
      await t.database.db.select().from(ordenes).where(eq(ordenes.idEvento, idEvento)),
    ).toEqual([]);
    const mayor = await crearOrden(t, await buyer('1995-04-12'), body('1995-04-12'));
    expect(mayor.statusCode, mayor.body).toBe(201);

    // The door's download carries the age, to check a DNI offline.
    clock.set(DOOR_OPEN_AT);
    const snap = await t.app.inject({
      url: `/api/v1/Puerta/Snapshot?IdFecha=${idFechas[0]}`,
      headers: { authorization: `Bearer ${organizador.token}` },
    });
    expect(snap.statusCode, snap.body).toBe(200);
    expect(snap.json<PuertaSnapshot>().edadMinima).toBe(21);
  });
});
