import { sql } from 'drizzle-orm';
import { batchWhileBusy, type Waiting } from '../../db/batch-while-busy';
import type { DbExecutor } from '../../db/executor';
import {
  purchase,
  purchaseArg,
  purchaseMadeOf,
  type PurchaseArgs,
  type PurchaseMade,
} from './purchase';

/**
 * Purchases of one event that arrive while another purchase of it is in the database wait
 * here and go together in the next call of pulso_crear_ordenes (migration 0018): one
 * transaction, one stock-row lock and one commit for the batch. In a drop, the sales of a
 * type otherwise queue on its stock row one transaction at a time, each handing the lock
 * to the next at its commit; the profile showed that hand-over chain, not the CPU, setting
 * the drop's pace (docs/decisions/0071-purchases-in-batches.md).
 *
 * Nothing waits when the event is quiet: a purchase that finds no call in flight goes at
 * once, alone, through pulso_crear_orden as before. Each purchase in a batch runs in its own
 * subtransaction, keeps its own checks and gets its own answer: a refusal (PUxxx), a reused
 * idempotency key (23505) or a deadlock with another instance's batch ends only that purchase;
 * a deadlocked one is tried again alone. Orders of one batch are committed together, so a
 * buyer's 201 still means the order is stored.
 */
export const MAX_BATCH = 32; // subtransactions per transaction stay under PostgreSQL's 64 cached per backend

type Outcome = { ok: unknown } | { code: string; detail: string | null; message: string };

/** An error of one purchase of a batch, shaped as the drivers raise it (code, detail). */
class PurchaseError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | undefined,
  ) {
    super(message);
  }
}

const DEADLOCK = '40P01';

export function createPurchaseBatcher(db: DbExecutor) {
  async function runBatch(batch: Array<Waiting<PurchaseArgs, PurchaseMade>>) {
    if (batch.length === 1) {
      const [one] = batch as [Waiting<PurchaseArgs, PurchaseMade>];
      return purchase(db, one.item).then(one.resolve, one.reject);
    }
    const result = await db.execute<{ r: unknown }>(
      sql`select pulso_crear_ordenes(${JSON.stringify(batch.map((w) => purchaseArg(w.item)))}::jsonb) as r`,
    );
    const raw = result.rows[0]!.r;
    const outcomes = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Outcome[];
    await Promise.all(
      batch.map(async (w, i) => {
        try {
          const outcome = outcomes[i]!;
          if ('ok' in outcome) w.resolve(purchaseMadeOf(outcome.ok));
          else if (outcome.code === DEADLOCK) w.resolve(await purchase(db, w.item));
          else
            w.reject(new PurchaseError(outcome.message, outcome.code, outcome.detail ?? undefined));
        } catch (err) {
          w.reject(err);
        }
      }),
    );
  }

  const inBatch = batchWhileBusy<number, PurchaseArgs, PurchaseMade>({
    max: MAX_BATCH,
    run: (_idEvento, batch) => runBatch(batch),
  });
  return (args: PurchaseArgs): Promise<PurchaseMade> => inBatch(args.idEvento, args);
}
