/**
 * Orders: purchase, payments, refunds, stock and the order's life (shared/domain/order-life.ts).
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { forgetBuyer, heldTickets, purchasesByTermsVersion } from './buyer-records';
export { ticketViews } from './orden-views';
export { importesView, orderReceipts, receiptsWhere, ticketImportesView } from './receipts';
export type { OrderReceipt, ReceiptItem } from './receipts';
export { ordenesRoutes } from './ordenes-routes';
export { createOrdenesService } from './ordenes-service';
export type { OrdenesService } from './ordenes-service';
export { buyerIdOf } from './order-buyer';
export { moveOrder, moveOrders } from './order-life';
export { pagosRoutes } from './pagos-routes';
export { createPagosService } from './pagos-service';
export type { PagosService } from './pagos-service';
export { payingPagos } from './paying-pagos';
export { firstLineOverLimit, paidByType } from './per-buyer-limit';
export { reembolsoRoutes } from './reembolso-routes';
export {
  beginWholeOrderRefund,
  createRefundOnRequest,
  refundableOrders,
  undoableFacts,
} from './refund-on-request';
export { lockStockRows, releaseLines, reserveLines } from './stock';
export { stockRowsOrdered } from './stock-rows-sold';
export { addOnsOrdered, releaseAddOns } from './add-ons';
export { nameTicket } from './ticket-names';
export { issueTickets } from './issue-tickets';
export {
  guestEnteredAt,
  guestOrderStands,
  guestTicketOf,
  inviteGuests,
  lockGuestOrder,
  voidGuestOrder,
} from './guest-orders';
export { reissueTicket } from './reissue-ticket';
export {
  afterSaleTicket,
  markOnResale,
  resaleRefundOf,
  settleResoldTicket,
  ticketPaidShare,
  ticketPlaces,
  ticketsHeldByOthers,
} from './after-sale-ticket';
export type { AfterSaleTicket } from './after-sale-ticket';
export {
  admitTicket,
  doorCountsOf,
  doorTickets,
  ingresosOf,
  nroFechaSql,
  revokedTids,
  vendidosOf,
} from './door-tickets';
export type { DoorTicket, DoorTicketsOf } from './door-tickets';
export { cancellationRefunds, refundedByCancellation } from './cancellation-refunds';
export { endCancelledEventOrders, eventRefundRows, takeOffResale } from './event-cancellation';
export type { CancelledOrder } from './event-cancellation';
export { standingRrppLines } from './rrpp-sales';
export type { ReturnedLine, StockReturned, WaitListHooks } from './wait-list-hooks';
export {
  doorQrSaleOf,
  doorSalesOfCajas,
  doorSalesOfEvent,
  doorSalesRecorded,
  holdDoorQrSale,
  recordDoorSale,
  storeDoorCheckout,
} from './door-sales';
export type { DoorSale, DoorSaleRecorded } from './door-sales';
export { paidFirstSaleReceipts, paidFirstSalesOf, paidTicketsByStockRow } from './sales-figures';
export { holderSql } from './ticket-holder';
export { ordersForExport, paidTicketsForExport } from './export-rows';
export {
  settlementAddOns,
  settlementGuestPlaces,
  settlementLines,
  settlementRefunds,
} from './settlement-rows';
export type { SettlementAddOnLine, SettlementLine } from './settlement-rows';
export { eventOfOrder, heldTicketViews, orderHolderNames } from './held-tickets';
export { insertOfferOrders, offerOrdersOf, offersWithoutCheckout } from './offer-orders';
export type { OfferOrder } from './offer-orders';
export { lockOrder, withdrawalFacts, withdrawalOf } from './withdrawal-orders';
export type { WithdrawalFacts, WithdrawalOrders } from './withdrawal-orders';
