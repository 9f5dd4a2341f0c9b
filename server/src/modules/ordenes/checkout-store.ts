import { sql } from 'drizzle-orm';
import { batchWhileBusy } from '../../db/batch-while-busy';
import type { Db } from '../../db/client';
import { ordenes } from '../../db/schema/index';

export interface CheckoutOpened {
  idOrden: number;
  preferenceId: string;
  redirectUrl: string;
}

/**
 * Stores the checkout the provider opened for an order, unless another caller stored one
 * first; answers whether this one was stored. Checkouts opened while another store is in the
 * database go together in the next statement (a drop's sales all arrive here at once: one
 * round trip and one commit for them instead of one each; decision 0072).
 */
export function createCheckoutStore(db: Db) {
  const storeInBatch = batchWhileBusy<0, CheckoutOpened, boolean>({
    max: 200,
    run: async (_, batch) => {
      // One statement updates a row once: of two checkouts for one order, the first asks.
      const firsts = new Map<number, (typeof batch)[number]>();
      for (const w of batch) if (!firsts.has(w.item.idOrden)) firsts.set(w.item.idOrden, w);
      const result = await db.execute<{ id_orden: number }>(sql`
        update ${ordenes} o
           set preference_id = v.preference_id, redirect_url = v.redirect_url, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(
            [...firsts.values()].map((w) => ({
              id_orden: w.item.idOrden,
              preference_id: w.item.preferenceId,
              redirect_url: w.item.redirectUrl,
            })),
          )}::jsonb) as v(id_orden int, preference_id text, redirect_url text)
         where o.id_orden = v.id_orden and o.preference_id is null
        returning o.id_orden`);
      const stored = new Set(result.rows.map((r) => Number(r.id_orden)));
      for (const w of batch)
        w.resolve(firsts.get(w.item.idOrden) === w && stored.has(w.item.idOrden));
    },
  });
  return (opened: CheckoutOpened): Promise<boolean> => storeInBatch(0, opened);
}
