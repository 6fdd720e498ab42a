import { AuctionTerms } from './AuctionTerms';

// Typed by hand: the auctions do not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Auctions/AuctionTerms', component: AuctionTerms };

export const HouseTerms = {
  args: {
    increments: [
      { from: 0, step: 50 },
      { from: 1000, step: 100 },
      { from: 5000, step: 250 },
      { from: 10000, step: 500 },
      { from: 50000, step: 1000 },
      { from: 100000, step: 2500 },
      { from: 500000, step: 10000 },
    ],
    premiumBasisPoints: 1500,
    gstBasisPoints: 1800,
    extensionMinutes: 2,
    shipping: 50,
    example: { hammer: 41_000, premium: 6150, premiumGst: 1107, total: 48_257 },
  },
};
