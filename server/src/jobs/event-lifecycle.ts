import { sql } from 'drizzle-orm';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { eventos, fechas } from '../db/schema/index';

export const EVENT_LIFECYCLE_LOCK = ADVISORY_LOCKS.eventLifecycle;

export interface LifecycleResult {
  enVenta: number;
  finVenta: number;
  finalizados: number;
}

/** How many events a pass moved. */
export const changed = (r: LifecycleResult) => r.enVenta + r.finVenta + r.finalizados;

/** Moves every event whose `from` status matches and whose days' `edge` passes `test`. */
async function advance(
  exec: DbExecutor,
  from: ReadonlyArray<number>,
  to: number,
  edge: ReturnType<typeof sql>,
): Promise<number> {
  const rows = await exec
    .update(eventos)
    .set({ cdEstado: to, updatedAt: sql`now()` })
    .where(
      sql`${eventos.cdEstado} in (${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )}) and ${edge}`,
    )
    .returning({ idEvento: eventos.idEvento });
  return rows.length;
}

const ofEvento = sql`from ${fechas} where ${fechas.idEvento} = ${eventos.idEvento}`;

/**
 * One pass of the status lifecycle (docs/decisions/0017-event-status-lifecycle.md), as three
 * set-based updates in order, so an event whose times have all passed walks the whole way in
 * one pass. Running it again at the same instant changes nothing.
 * - Aprobado -> En venta when the first sale window of its days has opened;
 * - En venta -> Fin Venta when the last sale window has closed;
 * - En venta or Fin Venta -> Finalizado when its last day has ended.
 */
export async function runEventLifecycle(db: DbExecutor, now: Date): Promise<LifecycleResult> {
  const at = now.toISOString();
  const { APROBADO, EN_VENTA, FIN_VENTA, FINALIZADO } = ESTADO_EVENTO;
  const enVenta = await advance(
    db,
    [APROBADO],
    EN_VENTA,
    sql`(select min(${fechas.inicioVenta}) ${ofEvento}) <= ${at}::timestamptz`,
  );
  const finVenta = await advance(
    db,
    [EN_VENTA],
    FIN_VENTA,
    sql`(select max(${fechas.finVenta}) ${ofEvento}) < ${at}::timestamptz`,
  );
  const finalizados = await advance(
    db,
    [EN_VENTA, FIN_VENTA],
    FINALIZADO,
    sql`(select max(${fechas.fin}) ${ofEvento}) < ${at}::timestamptz`,
  );
  return { enVenta, finVenta, finalizados };
}

/**
 * One tick: only the instance that wins the advisory lock runs the pass; the others skip.
 * A transaction-scoped lock (`pg_try_advisory_xact_lock`) is released at commit or rollback on
 * the very connection that took it, which a pooled session lock cannot promise.
 * Answers null when another instance held the lock.
 */
export function lifecycleTick(db: Db, now: Date): Promise<LifecycleResult | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${EVENT_LIFECYCLE_LOCK}) as locked`,
    );
    if (!lock.rows[0]?.locked) return null;
    return runEventLifecycle(tx, now);
  });
}
