import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TerminosVersion } from '@shared/api/admin';
import type { OrdenView } from '@shared/api/checkout';
import { TERMS_MSG } from '@shared/validation/admin';
import { ordenes } from '../../db/schema/index';
import { renderTermsPdf } from '../../db/seed/terms-pdf';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { multipartBody } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let admin: string;
let evento: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  const organizador = await t.createUser([0, 2]);
  evento = await insertOnSale(t, organizador.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 100 },
  ]);
});
afterAll(() => t.close());

async function publish(at: Date) {
  clock.set(at);
  const { payload, headers } = multipartBody(
    { IdEntidadMedia: 'archivoTyC' },
    {
      field: 'File',
      filename: 'tyc.pdf',
      type: 'application/pdf',
      bytes: await renderTermsPdf(at),
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Media',
    payload,
    headers: { ...headers, authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  clock.set(CHECKOUT_NOW);
  return res.json<{ idMedia: number; url: string }>();
}

const versiones = async () => {
  const res = await t.app.inject({
    url: '/api/v1/Terminos/Versiones',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ versiones: TerminosVersion[] }>().versiones;
};

async function buy() {
  const token = await t.tokenFor((await t.createUser([0])).idUsuario);
  const res = await crearOrden(t, token, {
    idEvento: evento.idEvento,
    items: [{ idFecha: evento.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
    comprador: { ...comprador },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { idOrden } = res.json<OrdenView>();
  const [row] = await t.database.db
    .select({ idVersion: ordenes.idVersionTerminos })
    .from(ordenes)
    .where(eq(ordenes.idOrden, idOrden));
  return row!.idVersion;
}

describe('terms versions', () => {
  it('keeps every version dated; each purchase records the one in force when it was made', async () => {
    expect(await versiones()).toEqual([]);
    const first = await publish(new Date('2029-12-01T10:00:00-03:00'));
    const [v1] = await versiones();
    expect(v1).toEqual({
      idVersion: expect.any(Number),
      url: first.url,
      publicadaAt: '2029-12-01T13:00:00.000Z',
      vigente: true,
      compras: 0,
    });
    expect(await buy()).toBe(v1!.idVersion);

    const second = await publish(new Date('2029-12-20T18:30:00-03:00'));
    const [v2, old] = await versiones();
    expect(v2).toMatchObject({ url: second.url, vigente: true, compras: 0 });
    expect(old).toMatchObject({ idVersion: v1!.idVersion, url: first.url, vigente: false });
    // /terminos reads the version in force at the same address; the earlier file stays.
    const listed = await t.app.inject({ url: '/api/v1/Media?IdEntidadMedia=archivoTyC' });
    expect(listed.json<{ media: Array<{ url: string }> }>().media.map((m) => m.url)).toEqual([
      second.url,
    ]);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(200);

    expect(await buy()).toBe(v2!.idVersion);
    expect(await buy()).toBe(v2!.idVersion);
    expect((await versiones()).map((v) => [v.idVersion, v.compras])).toEqual([
      [v2!.idVersion, 2],
      [v1!.idVersion, 1],
    ]);
  });

  it('never deletes a published version: in force (409) nor earlier (403)', async () => {
    const [vigente, anterior] = await versiones();
    const del = (url: string) =>
      t.app.inject({
        method: 'DELETE',
        url: url.replace('/file', ''),
        headers: { authorization: `Bearer ${admin}` },
      });
    const current = await del(vigente!.url);
    expect(current.statusCode).toBe(409);
    expect(current.json().detail).toBe(TERMS_MSG.noEliminar);
    expect((await del(anterior!.url)).statusCode).toBe(403);
    expect((await versiones()).map((v) => v.idVersion)).toEqual([
      vigente!.idVersion,
      anterior!.idVersion,
    ]);
    expect((await t.app.inject({ url: vigente!.url })).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const usuario = await t.tokenFor((await t.createUser([0])).idUsuario);
    const res = await t.app.inject({
      url: '/api/v1/Terminos/Versiones',
      headers: { authorization: `Bearer ${usuario}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
