// @sikka/shared/domain/auctions: the house's auction rules (issue 47), shared by the auction remote and the database's twins.
export {
  auctionCharges,
  bidAmountProblem,
  bidIncrement,
  lotBiddingProblem,
  nextMinimumBid,
  percentFromBasisPoints,
  proxyOutcome,
  type AuctionCharges,
  type AuctionSettings,
  type AuctionStatus,
  type BidAmountProblem,
  type IncrementBand,
  type LotBiddingProblem,
  type LotStatus,
  type ProxyOutcome,
  type ProxyState,
} from './rules';
export { CANCEL_REASON_MAX, cancelReasonProblem, trimCancelReason, type CancelReasonProblem } from './cancel';
