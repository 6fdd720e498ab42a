// @sikka/shared/domain/orders: orders (delivery_addresses), their amounts and payment (spec §3-§5, §9).
export { ORDER_STATUSES, orderLabel, orderStatusTone, type OrderRow, type OrderStatus } from './rules';
export { orderTotals, type OrderTotals } from './totals';
export { upiLink, type UpiPayment } from './upi';
export {
  deliverySchema,
  deliverySchemaFor,
  needsTaxId,
  utrSchema,
  type DeliveryInput,
  type DeliveryValues,
} from './delivery';
export { fetchStatusHistory, updateOrderStatus, type StatusChange } from './admin';
export { countListingOrders, listingOrdersNote, type ListingOrderCounts } from './listingOrders';
export {
  claimGuestOrders,
  fetchLastDeliveryAddress,
  fetchOpenOrder,
  offerGuestOrders,
  submitPayment,
  unpaidOrder,
  type BuyerOrder,
  type PaymentState,
  type PaymentStatus,
  type PlacedOrder,
} from './buyerOrders';
