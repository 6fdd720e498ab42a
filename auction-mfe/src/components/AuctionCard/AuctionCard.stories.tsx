import { AuctionCard } from './AuctionCard';

// Typed by hand: the auctions do not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Auctions/AuctionCard', component: AuctionCard };

const auction = {
  href: '/auctions/winter-sale-2026',
  title: 'Winter Sale 2026: Coins of the Kushans and the Mughals',
  description: 'Forty lots from a Hyderabad collection, closing one a minute from 8 PM IST.',
  startsAt: '2026-11-28T14:30:00Z',
  firstLotClosesAt: '2026-11-30T14:30:00Z',
  lotCount: 40,
};

export const Open = {
  args: { ...auction, state: 'open' as const, words: { opens: 'Opened', firstLotCloses: 'First lot closes' } },
};
export const Upcoming = {
  args: { ...auction, state: 'upcoming' as const, words: { opens: 'Opens', firstLotCloses: 'First lot closes' } },
};
export const Closed = {
  args: { ...auction, state: 'closed' as const, words: { opens: 'Opened', firstLotCloses: 'First lot closed' } },
};
