import { BidForm } from './BidForm';

// Typed by hand: the auctions do not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Auctions/BidForm', component: BidForm };

const accepted = async (amount: number) =>
  `Your maximum of ₹${amount.toLocaleString('en-IN')} is in. You are the leading bidder.`;
const closed = async () => {
  throw Object.assign(new Error('Bidding on this lot has closed'), { code: 'P0001', hint: 'bid_closed', details: '' });
};

export const FirstBid = { args: { minimum: 25_000, maxBid: 100_000_000, myMaximum: null, onBid: accepted } };
/** The leader raising their maximum: above it, by a rupee or more (₹50,001), whatever the next minimum. */
export const RaisingOwnMaximum = {
  args: { minimum: 42_000, maxBid: 100_000_000, myMaximum: 50_000, leading: true, onBid: accepted },
};
/** Whatever is typed, the database refuses: the lot has closed. */
export const RefusedByTheDatabase = { args: { minimum: 42_000, maxBid: 100_000_000, myMaximum: null, onBid: closed } };
