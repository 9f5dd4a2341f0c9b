import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { buyPaid, holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The modification notice reaches the real ticket holders (ordenes-service ticketHolders):
 * buyers of paid orders, each once; not people whose order is pending or was rejected, nor a
 * buyer who deleted their account (its anonymised address reaches no one).
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: string;
let idEvento: number;
let idFecha: number;
let idArtista: number;
const correo: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const owner = await t.createUser([0, 2]);
  organizador = await t.tokenFor(owner.idUsuario);
  idArtista = await insertArtista(t.database.db, { nombre: 'Juana Lumen' });
  ({
    idEvento,
    idFechas: [idFecha],
  } = (await insertOnSale(t, owner.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 50 }], {
    nombre: 'Noche movida',
  })) as { idEvento: number; idFechas: [number] });
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const key of ['ana', 'beto', 'caro', 'dani', 'eze']) {
    const u = await t.createUser([0]);
    correo[key] = u.correo;
    ids[key] = u.idUsuario;
    tokens[key] = await t.tokenFor(u.idUsuario);
  }
  const item = [{ idFecha, cdTipo: 0, cantidad: 1 }];
  await buyPaid(t, tokens.ana!, idEvento, item);
  await buyPaid(t, tokens.ana!, idEvento, item);
  await buyPaid(t, tokens.beto!, idEvento, item);
  await holdOrder(t, tokens.caro!, idEvento, item);
  await decidirEnSandbox(t, await holdOrder(t, tokens.dani!, idEvento, item), 'rechazar');
  await buyPaid(t, tokens.eze!, idEvento, item);
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/Usuario/DeleteUsuario/${ids.eze}`,
    headers: { authorization: `Bearer ${tokens.eze}` },
  });
  if (deleted.statusCode !== 204) throw new Error(`DeleteUsuario ${deleted.statusCode}`);
});
afterAll(() => t.close());

describe('modifying the dates of an event with sold tickets', () => {
  it('mails each holder of a paid order once, with the new day and times', async () => {
    await t.database.db.delete(outbox);
    const { fechas: _f, fiesta: _p, ...base } = crearEventoPayload(idArtista);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Evento/UpdateEvento',
      headers: { authorization: `Bearer ${organizador}` },
      payload: {
        ...base,
        nombre: 'Noche movida',
        idEvento,
        fechas: [
          {
            idFecha,
            // One day later than the fixture's night (2030-01-04 23:00), same times.
            inicio: '2030-01-05T23:00:00-03:00',
            fin: '2030-01-06T05:00:00-03:00',
            inicioVenta: '2029-12-05T23:00:00-03:00',
            finVenta: '2030-01-05T23:00:00-03:00',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.database.db.select().from(outbox);
    expect(mails.map((m) => m.destinatario).sort()).toEqual([correo.ana, correo.beto].sort());
    for (const mail of mails) {
      expect(mail.asunto).toContain('Noche movida');
      expect(mail.cuerpo).toContain('Fecha: sábado 5 de enero de 2030, de 23:00 a 05:00 h.');
    }
  });
});
