import { batchWhileBusy, type Waiting } from '../../db/batch-while-busy';
import type { DbExecutor } from '../../db/executor';
import {
  decidePurchases,
  purchase,
  PurchaseRefused,
  type PurchaseArgs,
  type PurchaseMade,
} from './purchase';

/** A drop's first wave in one call; bounded so that one call's statement and lock time stay small. */
export const MAX_BATCH = 100;

/**
 * Purchases of one event that arrive while another purchase of it is in the database wait
 * here and go together in the next call of pulso_crear_ordenes: one transaction, one
 * stock-row lock and one commit for the batch. In a drop, the sales of a type otherwise
 * queue on its stock row one transaction at a time, each handing the lock to the next at its
 * commit; the profile showed that hand-over chain, not the CPU, setting the drop's pace
 * (docs/decisions/0071-purchases-in-batches.md).
 *
 * Nothing waits when the event is quiet: a purchase that finds no call in flight goes at
 * once, alone (a batch of one). A batch is decided as a set (decision 0073): every purchase
 * keeps its own checks, in the precedence it has alone, and gets its own answer: an order, a
 * refusal (PUxxx) or a reused idempotency key (23505). If the whole call fails (a deadlock
 * with another instance's batch, say), each purchase is tried alone. Orders of one batch are
 * committed together, so a buyer's 201 still means the order is stored.
 */
export function createPurchaseBatcher(db: DbExecutor) {
  async function runBatch(batch: Array<Waiting<PurchaseArgs, PurchaseMade>>) {
    const alone = (w: Waiting<PurchaseArgs, PurchaseMade>) =>
      purchase(db, w.item).then(w.resolve, w.reject);
    if (batch.length === 1) return alone(batch[0]!);
    let outcomes: Awaited<ReturnType<typeof decidePurchases>>;
    try {
      outcomes = await decidePurchases(
        db,
        batch.map((w) => w.item),
      );
    } catch {
      // The whole batch rolled back (a deadlock with another instance's batch, say): each
      // purchase is tried alone and gets its own answer, or its own error.
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i]!;
      if (outcome instanceof PurchaseRefused) w.reject(outcome);
      else w.resolve(outcome);
    });
  }

  const inBatch = batchWhileBusy<number, PurchaseArgs, PurchaseMade>({
    max: MAX_BATCH,
    run: (_idEvento, batch) => runBatch(batch),
  });
  return (args: PurchaseArgs): Promise<PurchaseMade> => inBatch(args.idEvento, args);
}
