import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import type { EscaneoRespuesta, PuertaSnapshot } from '@shared/api/door';
import { EXPORT_SHEETS } from '@shared/texts/exports';
import { entradas } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { asUser, DOOR_NIGHT, DOOR_OPEN_AT, escanear } from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A ticket type renamed by its organiser (docs/decisions/0086-ticket-types-as-data.md): every
 * place reads the name from the ticket's own stock row, and the door still says what it admits
 * the holder as.
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let orgToken: string;
let idEvento: number;
let idFecha: number;
let orden: OrdenView;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  orgToken = await t.tokenFor(organizador.idUsuario);
  const evento = await insertOnSale(
    t,
    organizador.idUsuario,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 20000, cantidad: 20 },
    ],
    { nombre: 'Noche renombrada', dias: [DOOR_NIGHT] },
  );
  idEvento = evento.idEvento;
  idFecha = evento.idFechas[0]!;
  const buyer = await t.createUser([0]);
  orden = await buyPaid(t, await t.tokenFor(buyer.idUsuario), idEvento, [
    { idFecha, cdTipo: 0, cantidad: 1 },
  ]);
  // Renamed after the sale: the ticket already sold reads the new name too.
  await t.database.db
    .update(entradas)
    .set({ nombre: '1ra tanda' })
    .where(and(eq(entradas.idFecha, idFecha), eq(entradas.cdTipo, 0)));
});
afterAll(() => t.close());

describe('a renamed ticket type', () => {
  it('reads its new name at the door, on the sales page and in the attendees export; the door admits it as General', async () => {
    clock.set(DOOR_OPEN_AT);
    const snap = await asUser(t, orgToken, 'GET', `/Puerta/Snapshot?IdFecha=${idFecha}`);
    expect(snap.statusCode, snap.body).toBe(200);
    expect(snap.json<PuertaSnapshot>().entradas).toEqual([
      expect.objectContaining({ cdTipo: 0, dsTipo: '1ra tanda', admite: 'General' }),
    ]);
    const scanned = await escanear(t, orgToken, { idFecha, codigo: orden.tickets[0]!.codigo });
    expect(scanned.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'admitido',
      entrada: { cdTipo: 0, dsTipo: '1ra tanda', admite: 'General' },
    });

    const ventas = (
      await asUser(t, orgToken, 'GET', `/Evento/GetVentas?IdEvento=${idEvento}`)
    ).json<VentasEvento>();
    expect(ventas.filas.map((f) => [f.dsTipo, f.vendidas])).toEqual([
      ['1ra tanda', 1],
      ['VIP', 0],
    ]);
    const porDia = (
      await asUser(t, orgToken, 'GET', `/Evento/GetVentasPorDia?IdEvento=${idEvento}`)
    ).json<VentasPorDia>();
    expect(porDia.tipos).toEqual([
      { cdTipo: 0, dsTipo: '1ra tanda' },
      { cdTipo: 2, dsTipo: 'VIP' },
    ]);

    const csv = await asUser(
      t,
      orgToken,
      'GET',
      `/Evento/ExportarAsistentes?IdEvento=${idEvento}&Formato=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    // BOM, the note, the headers, then one row per ticket.
    const [, header, ...rows] = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    const tipo = header!.split(';').indexOf(EXPORT_SHEETS.asistentes.columnas.tipo);
    expect(rows.map((r) => r.split(';')[tipo])).toEqual(['1ra tanda']);
  });
});
