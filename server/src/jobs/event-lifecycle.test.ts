import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { eventos } from '../db/schema/index';
import { insertArtista } from '../test/discovery-fixtures';
import { crearEventoPayload } from '../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { EVENT_LIFECYCLE_LOCK, lifecycleTick, runEventLifecycle } from './event-lifecycle';
import { startJobQueue } from './job-queue';
import { pulsoJobs } from './pulso-jobs';

let t: TestApp;
let idEvento: number;

/** The event of crearEventoPayload: sales 1 Jan – 8 Mar 22:00, last day ends 9 Mar 06:00. */
const AT = {
  beforeSales: new Date('2030-12-31T12:00:00-03:00'),
  salesOpen: new Date('2031-01-01T00:00:00-03:00'),
  lastSaleClosed: new Date('2031-03-08T22:00:01-03:00'),
  lastDayEnded: new Date('2031-03-09T06:00:01-03:00'),
};

const estado = async () =>
  (await t.database.db.select().from(eventos).where(eq(eventos.idEvento, idEvento)))[0]!.cdEstado;

const onSaleNames = async () =>
  (await t.app.inject({ url: '/api/v1/Evento/GetEventos?Estado=2' }))
    .json<EventosPage>()
    .eventos.map((e) => e.idEvento);

beforeAll(async () => {
  t = await createTestApp();
  const juana = await insertArtista(t.database.db, { nombre: 'Juana Lumen' });
  const token = await t.tokenFor((await t.createUser([0])).idUsuario);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CrearEvento',
    headers: { authorization: `Bearer ${token}` },
    payload: crearEventoPayload(juana),
  });
  idEvento = res.json().idEvento;
});
afterAll(() => t.close());

describe('event status lifecycle', () => {
  it('leaves events awaiting approval alone', async () => {
    await runEventLifecycle(t.database.db, AT.lastDayEnded);
    expect(await estado()).toBe(ESTADO_EVENTO.POR_APROBAR);
  });

  it('puts an approved event on sale, closes and finishes it at the right times', async () => {
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.APROBADO })
      .where(eq(eventos.idEvento, idEvento));

    expect(await runEventLifecycle(t.database.db, AT.beforeSales)).toEqual({
      enVenta: 0,
      finVenta: 0,
      finalizados: 0,
    });
    expect(await estado()).toBe(ESTADO_EVENTO.APROBADO);
    expect(await onSaleNames()).not.toContain(idEvento);

    expect((await runEventLifecycle(t.database.db, AT.salesOpen)).enVenta).toBe(1);
    expect(await estado()).toBe(ESTADO_EVENTO.EN_VENTA);
    expect(await onSaleNames()).toContain(idEvento);
    // Idempotent: the same instant again changes nothing.
    expect((await runEventLifecycle(t.database.db, AT.salesOpen)).enVenta).toBe(0);

    // The first day's sales closed, the second's not yet: still on sale.
    await runEventLifecycle(t.database.db, new Date('2031-03-07T23:00:00-03:00'));
    expect(await estado()).toBe(ESTADO_EVENTO.EN_VENTA);

    expect((await runEventLifecycle(t.database.db, AT.lastSaleClosed)).finVenta).toBe(1);
    expect(await estado()).toBe(ESTADO_EVENTO.FIN_VENTA);
    expect(await onSaleNames()).not.toContain(idEvento);

    expect((await runEventLifecycle(t.database.db, AT.lastDayEnded)).finalizados).toBe(1);
    expect(await estado()).toBe(ESTADO_EVENTO.FINALIZADO);
    expect(await onSaleNames()).not.toContain(idEvento);
  });

  it('walks an approved event whose dates all passed to Finalizado in one pass', async () => {
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.APROBADO })
      .where(eq(eventos.idEvento, idEvento));
    expect(await runEventLifecycle(t.database.db, AT.lastDayEnded)).toEqual({
      enVenta: 1,
      finVenta: 1,
      finalizados: 1,
    });
    expect(await estado()).toBe(ESTADO_EVENTO.FINALIZADO);
  });

  it('runs on the job queue, which reports what moved; the lock is free after each pass', async () => {
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.APROBADO })
      .where(eq(eventos.idEvento, idEvento));
    const changes: unknown[] = [];
    const queue = await startJobQueue({
      database: t.database,
      jobs: pulsoJobs({
        database: t.database,
        pagos: t.app.pagos,
        intervals: { lifecycleMs: 3_600_000, paymentsMs: 3_600_000 },
        reconcileAfterMinutes: 15,
        mail: null,
        now: () => AT.salesOpen,
        onLifecycle: (r) => changes.push(r),
      }),
    });
    for (let i = 0; i < 400 && changes.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await queue.stop();
    expect(changes).toEqual([{ enVenta: 1, finVenta: 0, finalizados: 0 }]);
    expect(await estado()).toBe(ESTADO_EVENTO.EN_VENTA);
    // The lock is free again after each tick (PGlite and PostgreSQL alike).
    expect(await lifecycleTick(t.database.db, AT.salesOpen)).toEqual({
      enVenta: 0,
      finVenta: 0,
      finalizados: 0,
    });
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'skips the tick while another instance holds the lock (PostgreSQL)',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_LIFECYCLE_LOCK})`);
        locked();
        await held;
      });
      await isLocked;
      expect(await lifecycleTick(t.database.db, AT.lastDayEnded)).toBeNull();
      release();
      await holder;
      expect(await lifecycleTick(t.database.db, AT.lastDayEnded)).not.toBeNull();
    },
  );
});
