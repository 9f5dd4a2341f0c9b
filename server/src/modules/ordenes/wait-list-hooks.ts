import type { DbExecutor } from '../../db/executor';

/** A day and ticket type whose stock (or a listing) came back. */
export interface ReturnedLine {
  idFecha: number;
  cdTipo: number;
}

/** Offers returned tickets to the wait list inside the caller's transaction (issue 13). */
export type StockReturned = (
  tx: DbExecutor,
  lines: ReadonlyArray<ReturnedLine>,
  now: Date,
) => Promise<unknown>;

/**
 * What the wait list and resale (modules/lista-espera, modules/reventa) plug into the order
 * flows. Orders do not import them (they build on orders); app.ts wires them in.
 */
export interface WaitListHooks {
  offerReturned: StockReturned;
  /** Offer orders that ended unpaid: their places lapse, their listings are published again. */
  endOffers: (
    tx: DbExecutor,
    idOrdenes: ReadonlyArray<number>,
    now: Date,
  ) => Promise<ReturnedLine[]>;
  /**
   * An offer was paid (its tickets just issued): its place is bought and, for a resale, the
   * seller's code is revoked and their refund written. Answers the order to refund now, if any.
   */
  onOfferPaid: (
    tx: DbExecutor,
    orden: { idOrden: number; origen: string },
    now: Date,
  ) => Promise<number | null>;
}
