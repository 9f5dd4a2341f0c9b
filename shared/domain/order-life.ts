import { ORDEN_ESTADOS_CON_STOCK, type OrdenEstado } from './orders';

/**
 * The life of an order, as one table (docs/architecture.md, "Life of an order"): every change
 * of `ordenes.estado` is one of these transitions, made by the server's order-life module
 * (server/src/modules/ordenes/order-life.ts), which refuses a move from any other state.
 *
 * Each row says what the transition does besides the state:
 * - stock: `takes` (its items count in entradas.vendidas again), `releases` (they stop counting;
 *   the day's wait list is offered what came back where the event goes on), `keeps` or `none`;
 * - tickets: `issues` (signed tickets written), `void` (they stop admitting and showing: a
 *   ticket admits only while its order is pagada) or `none`;
 * - refund: what `reembolsos` row it writes (money to give back), if any;
 * - mail: what the buyer is written (through the outbox, in the same transaction).
 *
 * Each move is performed with its effects by one function of the sales module
 * (server/src/modules/ordenes; docs/architecture.md's transition table names it). Adding a
 * state or a move: add it to ORDEN_ESTADOS, add its row here (the test beside this file checks
 * each row's stock against ORDEN_ESTADOS_CON_STOCK), and write the function there that moves
 * it (`moveOrders`/`moveOrder`) and performs what its row says.
 */
export type StockEffect = 'takes' | 'keeps' | 'releases' | 'none';
export type TicketEffect = 'issues' | 'void' | 'none';

export interface OrderTransition {
  /** The states it moves from; empty for a row created in this state. */
  from: ReadonlyArray<OrdenEstado>;
  to: OrdenEstado;
  stock: StockEffect;
  tickets: TicketEffect;
  refund: string | null;
  mail: string | null;
  /** When it happens, in a few words (for the reader and the docs). */
  when: string;
}

export const ORDER_TRANSITIONS = {
  /**
   * pulso_crear_ordenes (a purchase, alone or in a batch) or an offer to the wait list or a
   * resale's buyer.
   */
  create: {
    from: [],
    to: 'pendiente',
    stock: 'takes',
    tickets: 'none',
    refund: null,
    mail: null,
    when: 'a purchase, or an offer of returned stock or of a ticket on resale',
  },
  /** A guest-list invitation: no money, no provider. */
  invite: {
    from: [],
    to: 'pagada',
    stock: 'takes',
    tickets: 'issues',
    refund: null,
    mail: 'the invitation, with the ticket',
    when: 'the organiser adds a guest',
  },
  pay: {
    from: ['pendiente'],
    to: 'pagada',
    stock: 'keeps',
    tickets: 'issues',
    refund: null,
    mail: 'the confirmation',
    when: 'the provider approves the payment of the order’s total within the hold',
  },
  payLate: {
    from: ['expirada', 'rechazada'],
    to: 'pagada',
    stock: 'takes',
    tickets: 'issues',
    refund: null,
    mail: 'the confirmation',
    when: 'an approved payment after the hold, with the stock still there and within the limit',
  },
  expire: {
    from: ['pendiente'],
    to: 'expirada',
    stock: 'releases',
    tickets: 'none',
    refund: null,
    mail: null,
    when: 'the hold runs out, a new purchase replaces it, the buyer lets go, or the event is cancelled',
  },
  reject: {
    from: ['pendiente'],
    to: 'rechazada',
    stock: 'releases',
    tickets: 'none',
    refund: null,
    mail: null,
    when: 'the provider refuses the payment',
  },
  refundLatePayment: {
    from: ['expirada', 'rechazada'],
    to: 'reembolso_pendiente',
    stock: 'none',
    tickets: 'none',
    refund: 'the payment’s amount',
    mail: 'the refund notice, with its reason',
    when: 'an approved payment after the hold with no stock left, over the limit, or for a cancelled event or a lapsed resale offer',
  },
  refund: {
    from: ['pagada'],
    to: 'reembolso_pendiente',
    stock: 'releases',
    tickets: 'void',
    refund: 'the order’s total (less what a resale already paid back)',
    mail: 'the cancellation, the refund or the withdrawal confirmation',
    when: 'the event is cancelled, the buyer asks after a significant change, or withdraws',
  },
  completeRefund: {
    from: ['reembolso_pendiente'],
    to: 'reembolsada',
    stock: 'none',
    tickets: 'none',
    refund: null,
    mail: null,
    when: 'the provider confirmed every refund of the order',
  },
  void: {
    from: ['pagada'],
    to: 'anulada',
    stock: 'releases',
    tickets: 'void',
    refund: null,
    mail: 'to the guest, when the event is cancelled',
    when: 'a guest-list invitation is withdrawn or its event cancelled',
  },
} as const satisfies Record<string, OrderTransition>;

export type OrderTransitionName = keyof typeof ORDER_TRANSITIONS;

/** Whether an order in `estado` may take this transition. */
export function canMove(estado: OrdenEstado, transition: OrderTransitionName): boolean {
  return (ORDER_TRANSITIONS[transition].from as ReadonlyArray<OrdenEstado>).includes(estado);
}

/** What holding stock in `from` and `to` implies for a transition (checked against the table). */
export function impliedStock(from: OrdenEstado | null, to: OrdenEstado): StockEffect {
  const held = (e: OrdenEstado | null) => e !== null && ORDEN_ESTADOS_CON_STOCK.includes(e);
  if (held(from) && held(to)) return 'keeps';
  if (held(from)) return 'releases';
  if (held(to)) return 'takes';
  return 'none';
}
