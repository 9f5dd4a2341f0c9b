import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { entradas, eventos, ordenes, usuarioRoles, usuarios } from '../../db/schema/index';
import {
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

/**
 * A cancellation racing purchases and payments on a real PostgreSQL server (PGlite has one
 * connection and cannot race). Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = testClock();
let t: TestApp;
let organizador: string;
let idOrganizador: number;

async function buyers(n: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(usuarios)
    .values(
      Array.from({ length: n }, (_, i) => ({
        nombre: 'Comprador',
        apellido: `Carrera ${i}`,
        correo: `carrera-${i}@pulso.test`,
        correoConfirmadoAt: new Date(),
      })),
    )
    .returning({ idUsuario: usuarios.idUsuario });
  await t.database.db
    .insert(usuarioRoles)
    .values(rows.map((r) => ({ idUsuario: r.idUsuario, cdRol: 0 })));
  return Promise.all(rows.map((r) => t.tokenFor(r.idUsuario)));
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now, jobQueue: true });
  idOrganizador = (await t.createUser([0, 2])).idUsuario;
  organizador = await t.tokenFor(idOrganizador);
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)('cancelling while people buy and pay (PostgreSQL)', () => {
  it('leaves no order holding stock or tickets on the cancelled event, and refunds every payment', async () => {
    const { idEvento, idFechas } = await insertOnSale(
      t,
      idOrganizador,
      [{ cdTipo: 0, precio: 10000, cantidad: 500 }],
      { nombre: 'Carrera con la cancelación' },
    );
    const item = [{ idFecha: idFechas[0]!, cdTipo: 0, cantidad: 2 }];
    const people = await buyers(60);
    for (const token of people.slice(0, 10)) await buyPaid(t, token, idEvento, item);
    const pending: OrdenView[] = [];
    for (const token of people.slice(10, 30)) {
      const res = await crearOrden(t, token, { idEvento, items: item, comprador });
      pending.push(res.json<OrdenView>());
    }

    // New purchases, approvals of pending ones and the cancellation, all at once.
    const racing = await Promise.all([
      ...people
        .slice(30)
        .map((token) => crearOrden(t, token, { idEvento, items: item, comprador })),
      ...pending.map((o) => decidirEnSandbox(t, o, 'aprobar')),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/Evento/CancelarEvento',
        headers: { authorization: `Bearer ${organizador}` },
        payload: { idEvento, motivo: 'Se suspende.' },
      }),
    ]);
    expect(racing.every((r) => r.statusCode < 500)).toBe(true);
    expect(racing.at(-1)!.statusCode).toBe(200);
    // The cancellation answered with its refunds queued: the job queue gives the money back.
    await waitUntil(async () => {
      const open = await t.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${ordenes}
        where id_evento = ${idEvento} and estado = 'reembolso_pendiente'`);
      return open.rows[0]!.n === 0;
    }, 'the queued refunds');

    const [evento] = await t.database.db
      .select({ cdEstado: eventos.cdEstado })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento));
    expect(evento!.cdEstado).toBe(ESTADO_EVENTO.BORRADO);
    const estados = await t.database.db.execute<{ estado: string; n: number }>(sql`
      select estado, count(*)::int as n from ${ordenes} where id_evento = ${idEvento}
      group by estado`);
    const byEstado = Object.fromEntries(estados.rows.map((r) => [r.estado, r.n]));
    // Nothing pending, nothing paid: every order gave its stock back, every payment went back.
    expect(byEstado.pendiente).toBeUndefined();
    expect(byEstado.pagada).toBeUndefined();
    expect(byEstado.reembolso_pendiente).toBeUndefined();
    expect(byEstado.reembolsada).toBeGreaterThanOrEqual(10);
    const [stock] = await t.database.db
      .select({ vendidas: entradas.vendidas })
      .from(entradas)
      .where(eq(entradas.idFecha, idFechas[0]!));
    expect(stock!.vendidas).toBe(0);
    const unrefunded = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pagos p join ordenes o on o.id_orden = p.id_orden
      where o.id_evento = ${idEvento} and p.status = 'approved'
        and not exists (select 1 from reembolsos r where r.id_pago = p.id_pago and r.estado = 'hecho')`);
    expect(unrefunded.rows[0]!.n).toBe(0);
  });
});
