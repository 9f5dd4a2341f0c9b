import { formatDiaSemana, formatHora } from '@shared/format/es-ar';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketCard } from '@shared/api/after-sale';
import {
  ARREPENTIMIENTO_MSG,
  type ArrepentimientoView,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import { WITHDRAWAL_MAIL } from '@shared/texts/withdrawal';
import {
  arrepentimientos,
  auditoria,
  entradas,
  ordenes,
  outbox,
  reembolsos,
} from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, NIGHT, testClock } from '../../test/checkout-fixtures';
import { asUser } from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: number;
let near: { idEvento: number; idFechas: number[] };
/** A night seven weeks away: the ten calendar days end first. */
const FAR_NIGHT = '2030-02-20T23:00:00-03:00';
let far: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
  near = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 50 }], {
    nombre: 'Noche cercana',
    dias: [NIGHT],
  });
  far = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 8000, cantidad: 50 }], {
    nombre: 'Noche lejana',
    dias: [FAR_NIGHT],
  });
});
afterAll(() => t.close());
beforeEach(() => clock.set(CHECKOUT_NOW));

const arrepentirme = (payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/Arrepentimiento',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

async function buyer() {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}
const buy = (token: string, ev: { idEvento: number; idFechas: number[] }, cantidad = 2) =>
  buyPaid(t, token, ev.idEvento, [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad }]);
const sold = async (idFecha: number) =>
  (await t.database.db.select().from(entradas).where(eq(entradas.idFecha, idFecha)))[0]!.vendidas;
const withdrawals = async () => (await t.database.db.select().from(arrepentimientos)).length;

describe('POST /Orden/Arrepentimiento', () => {
  it('signed out, with the number and e-mail: the whole order back, fee included, a code shown and mailed', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near);
    const before = await sold(near.idFechas[0]!);
    clock.set(new Date(CHECKOUT_NOW.getTime() + 3600_000));

    const res = await arrepentirme({ idOrden: orden.idOrden, correo: b.correo.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<ArrepentimientoView>();
    expect(view).toMatchObject({
      idOrden: orden.idOrden,
      evento: 'Noche cercana',
      monto: orden.total,
      reembolso: 'hecho',
    });
    expect(orden.total).toBeGreaterThan(orden.subtotal);
    expect(view.codigo).toMatch(/^ARR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const [o] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, orden.idOrden));
    expect(o!.estado).toBe('reembolsada');
    const [r] = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(r).toMatchObject({ monto: orden.total, estado: 'hecho' });
    expect(await sold(near.idFechas[0]!)).toBe(before - 2);
    const held = (await asUser(t, b.token, 'GET', '/Entrada/MisEntradas')).json<{
      entradas: TicketCard[];
    }>().entradas;
    expect(held.filter((e) => e.idOrden === orden.idOrden)).toEqual([]);
    const revocadas = (
      await asUser(
        t,
        await t.tokenFor(organizador),
        'GET',
        `/Entrada/Revocadas?IdEvento=${near.idEvento}`,
      )
    ).json<{ revocadas: string[] }>().revocadas;
    for (const ticket of orden.tickets)
      expect(revocadas).toContain(
        JSON.parse(Buffer.from(ticket.codigo.split('.')[1]!, 'base64url').toString()).tid,
      );

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, b.correo))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.asunto).toBe(WITHDRAWAL_MAIL.asunto('Noche cercana'));
    expect(mail!.cuerpo).toContain(view.codigo);
    const [a] = await t.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.idEntidad, orden.idOrden));
    expect(a).toMatchObject({ accion: 'arrepentimiento', entidad: 'orden', idUsuario: null });

    const again = await arrepentirme({ idOrden: orden.idOrden, correo: b.correo });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ARREPENTIMIENTO_MSG.yaSolicitado);
  });

  it('signed in, straight from the order; someone else cannot name it', async () => {
    const b = await buyer();
    const other = await buyer();
    const orden = await buy(b.token, near, 1);
    const listed = (await asUser(t, b.token, 'GET', '/Orden/Arrepentibles')).json<{
      ordenes: OrdenArrepentible[];
    }>().ordenes;
    expect(listed).toEqual([
      {
        idOrden: orden.idOrden,
        evento: 'Noche cercana',
        total: orden.total,
        hasta: new Date(new Date(NIGHT).getTime() - 24 * 3600_000).toISOString(),
      },
    ]);
    const foreign = await arrepentirme({ idOrden: orden.idOrden }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(ARREPENTIMIENTO_MSG.noEncontrada);
    const ok = await arrepentirme({ idOrden: orden.idOrden }, b.token);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(arrepentimientos)
      .where(eq(arrepentimientos.idOrden, orden.idOrden));
    expect(row!.idUsuario).toBe(b.idUsuario);
    expect((await asUser(t, b.token, 'GET', '/Orden/Arrepentibles')).json().ordenes).toEqual([]);
  });

  it('wrong e-mail, unknown order, no e-mail signed out, a bad address: a Spanish error and nothing stored', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 1);
    const before = await withdrawals();
    const wrong = await arrepentirme({ idOrden: orden.idOrden, correo: 'otra@pulso.test' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(ARREPENTIMIENTO_MSG.noEncontrada);
    const unknown = await arrepentirme({ idOrden: 2_000_000_000, correo: b.correo });
    expect(unknown.json().detail).toBe(ARREPENTIMIENTO_MSG.noEncontrada);
    const noMail = await arrepentirme({ idOrden: orden.idOrden });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().detail).toBe(ARREPENTIMIENTO_MSG.correo);
    const bad = await arrepentirme({ idOrden: orden.idOrden, correo: 'no-es-correo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(ARREPENTIMIENTO_MSG.correo);
    const badId = await arrepentirme({ idOrden: 'abc', correo: b.correo });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain(ARREPENTIMIENTO_MSG.orden);
    expect(await withdrawals()).toBe(before);
    const [o] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, orden.idOrden));
    expect(o!.estado).toBe('pagada');
  });

  it('ten calendar days (Argentine) from the purchase: the last minute of the tenth day yes, the eleventh no', async () => {
    const b = await buyer();
    clock.set(new Date('2030-01-25T21:30:00-03:00'));
    const [first, second] = [await buy(b.token, far, 1), await buy(b.token, far, 1)];
    clock.set(new Date('2030-02-04T23:59:00-03:00'));
    expect((await arrepentirme({ idOrden: first.idOrden }, b.token)).statusCode).toBe(200);
    clock.set(new Date('2030-02-05T00:00:00-03:00'));
    const late = await arrepentirme({ idOrden: second.idOrden }, b.token);
    expect(late.statusCode).toBe(409);
    const hasta = new Date('2030-02-05T00:00:00-03:00');
    expect(late.json().detail).toBe(
      ARREPENTIMIENTO_MSG.fueraDePlazo(`${formatDiaSemana(hasta)}, ${formatHora(hasta)} h`),
    );
  });

  it('no later than 24 hours before the event', async () => {
    const b = await buyer();
    const orden = await buy(b.token, near, 1);
    const hasta = new Date(new Date(NIGHT).getTime() - 24 * 3600_000);
    clock.set(hasta);
    const res = await arrepentirme({ idOrden: orden.idOrden, correo: b.correo });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      ARREPENTIMIENTO_MSG.muyCerca(`${formatDiaSemana(hasta)}, ${formatHora(hasta)} h`),
    );
  });

  it('not once one of its tickets was transferred', async () => {
    const b = await buyer();
    const friend = await t.createUser([0]);
    const orden = await buy(b.token, near, 2);
    const sent = await asUser(t, b.token, 'POST', '/Entrada/Transferir', {
      idTicket: orden.tickets[0]!.idTicket,
      correo: friend.correo,
    });
    expect(sent.statusCode).toBe(200);
    const res = await arrepentirme({ idOrden: orden.idOrden }, b.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(ARREPENTIMIENTO_MSG.conTransferidas);
  });
});
