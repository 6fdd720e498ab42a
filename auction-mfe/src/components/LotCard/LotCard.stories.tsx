import { LotCard } from './LotCard';

// Typed by hand: the auctions do not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Auctions/LotCard', component: LotCard };

const now = Date.parse('2026-11-30T09:30:00Z');
const lot = {
  href: '/auctions/winter-sale-2026/lot/3',
  lotNumber: 3,
  name: 'Kushan Empire, Vasudeva I, gold dinar',
  image: 'https://images.unsplash.com/photo-1621416894569-0f39ed31d247?w=640&q=75',
  price: 41_000,
  opening: false,
  bidCount: 12,
  leader: 'Bidder 104',
  closesAt: '2026-11-30T10:00:00Z',
  phase: 'open' as const,
  reserve: { has_reserve: true, reserve_met: true },
  now,
};

export const Open = { args: lot };
export const NoBids = { args: { ...lot, opening: true, bidCount: 0, leader: null, price: 25_000 } };
export const Sold = { args: { ...lot, phase: 'sold' as const } };
export const BrokenPhoto = { args: { ...lot, image: 'https://invalid.example/missing.jpg' } };
