// @sikka/shared/domain/orders: orders (delivery_addresses), their amounts and payment (spec §3-§5, §9).
export { ORDER_STATUSES, orderLabel, orderStatusTone, type OrderRow, type OrderStatus } from './rules';
export { orderTotals, type OrderTotals } from './totals';
export { upiLink, type UpiPayment } from './upi';
export {
  normalizePaymentReference,
  PAYMENT_REFERENCE_RULES,
  paymentFormSchema,
  paymentReferenceSchema,
  TRANSFER_METHOD_LABELS,
  TRANSFER_METHODS,
  transferRemark,
  upiNote,
  type PaymentFormInput,
  type PaymentFormValues,
  type PaymentReferenceMethod,
} from './paymentReference';
export {
  deliverySchema,
  deliverySchemaFor,
  needsTaxId,
  type CheckoutRules,
  type DeliveryInput,
  type DeliveryValues,
} from './delivery';
export { type DirectOrderStatus, fetchStatusHistory, updateOrderStatus, type StatusChange } from './admin';
export {
  fetchGuestOrdersToJoin,
  fetchLastDeliveryAddress,
  fetchOpenOrder,
  joinGuestOrders,
  submitPayment,
  unpaidOrder,
  type BuyerOrder,
  type GuestOrderToJoin,
  type PaymentState,
  type PaymentStatus,
  type PlacedOrder,
} from './buyerOrders';
export { BUYER_EMAIL_INVALID, buyerEmailSchema } from './buyerEmail';
export {
  fetchMyOrders,
  fetchOrderPage,
  isBuyerEmailRefusal,
  orderPagePath,
  orderPageUrl,
  submitOrderPayment,
  type MyOrder,
  type OrderEvent,
  type OrderDeliveryAddress,
  type OrderPageData,
} from './orderPage';
export { forgetOrderTokens, guestOrderTokens, rememberOrderToken } from './guestOrderTokens';
export {
  CARRIER_MAX,
  INDIA_POST_CARRIERS,
  INDIA_POST_TRACKING_URL,
  isIndiaPost,
  normalizeTracking,
  SHIPMENT_TEXTS,
  shipmentProblems,
  trackingUrl,
  type ShipmentInput,
  type ShipmentProblems,
} from './shipment';
