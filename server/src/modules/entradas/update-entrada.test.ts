import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntradaView } from '@shared/api/discovery';
import type { CrearEventoResponse } from '@shared/api/organiser';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { entradas, eventos } from '../../db/schema/index';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let otroToken: string;
let created: CrearEventoResponse;

beforeAll(async () => {
  t = await createTestApp();
  const juana = await insertArtista(t.database.db, { nombre: 'Juana Lumen' });
  token = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  otroToken = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CrearEvento',
    headers: { authorization: `Bearer ${token}` },
    payload: crearEventoPayload(juana),
  });
  created = res.json<CrearEventoResponse>();
});
afterAll(() => t.close());

const put = (tok: string, payload: { idFecha: number; tipo: number; precio: number }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/UpdateEntrada',
    headers: { authorization: `Bearer ${tok}` },
    payload,
  });

async function precios(idFecha: number) {
  const res = await t.app.inject({
    url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}&Estado=0`,
    headers: { authorization: `Bearer ${token}` },
  });
  return Object.fromEntries(
    res.json<EntradaView[]>().map((e) => [e.tipo.cdTipo, [e.precio, e.cantidad]]),
  );
}

describe('PUT /Entrada/UpdateEntrada', () => {
  it('changes only the price of that day and kind, read back through GetEntradasFecha', async () => {
    const dia = created.fechas[0]!;
    const res = await put(token, { idFecha: dia, tipo: 2, precio: 25000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idFecha: dia, tipo: 2, precio: 25000 });
    // Each kind waits for its early bird to sell out (the template's tandas): 0 on sale yet.
    expect(await precios(dia)).toEqual({
      0: [10000, 0],
      1: [8000, 20],
      2: [25000, 0],
      3: [15000, 10],
    });
  });

  it('refuses an early-bird price above the regular one with the spec text', async () => {
    const res = await put(token, { idFecha: created.fechas[0]!, tipo: 1, precio: 10001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CREATE_EVENT_MSG.earlyBirdPrecio);
  });

  it('caps the early bird when the regular price goes below it', async () => {
    const dia = created.fechas[0]!;
    expect((await put(token, { idFecha: dia, tipo: 0, precio: 7000 })).statusCode).toBe(200);
    expect((await precios(dia))[1]).toEqual([7000, 20]);
    expect((await put(token, { idFecha: dia, tipo: 1, precio: 6500 })).statusCode).toBe(200);
    expect((await precios(dia))[1]).toEqual([6500, 20]);
  });

  it('answers 404 for a kind the day does not sell', async () => {
    const res = await put(token, { idFecha: created.fechas[1]!, tipo: 3, precio: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.entradaNoEncontrada);
  });

  it("answers 404 for another organiser's day and changes nothing", async () => {
    const before = await t.database.db.select().from(entradas);
    const res = await put(otroToken, { idFecha: created.fechas[0]!, tipo: 0, precio: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
    expect(await t.database.db.select().from(entradas)).toEqual(before);
  });

  it('refuses a finished event with 409', async () => {
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.FINALIZADO })
      .where(eq(eventos.idEvento, created.idEvento));
    const res = await put(token, { idFecha: created.fechas[0]!, tipo: 0, precio: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(MSG.eventoNoModificable);
  });
});
