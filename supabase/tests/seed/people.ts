import { seedId } from './model.ts';

// Demo accounts, promo codes, orders and seller submissions. Local demo only: the passwords are in the
// README on purpose.

export const users = {
  admin: { id: seedId('a0', 1), email: 'admin@sikka.local', password: 'sikka-admin-123', phone: null, daysAgo: 120 },
  buyer: { id: seedId('a0', 2), email: 'buyer@sikka.local', password: 'sikka-buyer-123', phone: '9876543210', daysAgo: 60 },
  anonymous: { id: seedId('a0', 3), daysAgo: 7 },
} as const;

export interface SeedPromo {
  code: string;
  percent: number;
  maxUses: number | null;
  usedCount: number;
  /** Offsets in days from the seed run; negative is in the past. */
  startsInDays: number;
  expiresInDays: number | null;
  active: boolean;
  /** Which rule of spec §5 this code demonstrates. */
  shows: string;
}

export const promos: SeedPromo[] = [
  {
    code: 'WELCOME10',
    percent: 10,
    maxUses: null,
    usedCount: 1,
    startsInDays: -30,
    expiresInDays: null,
    active: true,
    shows: 'valid, unlimited',
  },
  {
    code: 'COLLECTOR5',
    percent: 5,
    maxUses: 100,
    usedCount: 12,
    startsInDays: -20,
    expiresInDays: 60,
    active: true,
    shows: 'valid, with uses left',
  },
  {
    code: 'FESTIVE25',
    percent: 25,
    maxUses: null,
    usedCount: 0,
    startsInDays: -10,
    expiresInDays: 20,
    active: false,
    shows: 'inactive',
  },
  {
    code: 'DIWALI20',
    percent: 20,
    maxUses: null,
    usedCount: 0,
    startsInDays: 30,
    expiresInDays: 45,
    active: true,
    shows: 'not yet active',
  },
  {
    code: 'MONSOON15',
    percent: 15,
    maxUses: null,
    usedCount: 0,
    startsInDays: -90,
    expiresInDays: -30,
    active: true,
    shows: 'expired',
  },
  {
    code: 'LAUNCH50',
    percent: 50,
    maxUses: 5,
    usedCount: 5,
    startsInDays: -100,
    expiresInDays: null,
    active: true,
    shows: 'maximum uses reached',
  },
];

/**
 * The parcel of a fulfilled order (issue 33), as 'Mark Fulfilled' records it. Insured for the order's total,
 * mark_order_fulfilled's default; must pass shipmentProblems() (and so private.shipment_problem).
 */
export interface SeedShipment {
  carrier: string;
  /** As stored: upper-case, no spaces (normalizeTracking). */
  tracking: string;
  /** Days before the seed run: after the payment (the order's daysAgo), before now. */
  shippedDaysAgo: number;
}

/**
 * A demo order's id: its first 8 characters are the reference a buyer reads ('Order #d4f1a2c8'), so each
 * order starts differently (issue 50: all of them read 'Order #d0000000'); the rest is seedId's shape.
 */
function seedOrderId(reference: string, n: number): string {
  return `${reference}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export interface SeedOrder {
  id: string;
  buyer: 'buyer' | 'anonymous';
  listingSlug: string;
  fullName: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  promo: { code: string; percent: number } | null;
  status: 'received' | 'fulfilled' | 'cancelled';
  /** The payment (issue 31): a fulfilled order was paid; an open one waits for its UTR or for the admin. */
  payment: { status: 'unpaid' } | { status: 'submitted' | 'paid'; utr: string };
  /** A fulfilled order's parcel; an order that was never fulfilled has none. */
  shipment?: SeedShipment;
  daysAgo: number;
}

export const orders: SeedOrder[] = [
  {
    id: seedOrderId('d4f1a2c8', 1),
    buyer: 'buyer',
    listingSlug: 'gupta-chandragupta-ii-archer-gold-dinar',
    fullName: 'Ananya Rao',
    phone: '9876543210',
    line1: '14, 2nd Cross, Indiranagar',
    line2: 'Near CMH Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    promo: null,
    status: 'fulfilled',
    payment: { status: 'paid', utr: '412345678901' },
    // The gold dinar goes by insured courier, with Blue Dart's 11-digit waybill.
    shipment: { carrier: 'Blue Dart', tracking: '50412378961', shippedDaysAgo: 38 },
    daysAgo: 40,
  },
  {
    id: seedOrderId('d7b3e915', 2),
    buyer: 'buyer',
    listingSlug: '1911-george-v-pig-rupee',
    fullName: 'Ananya Rao',
    phone: '9876543210',
    line1: '14, 2nd Cross, Indiranagar',
    line2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    promo: null,
    status: 'fulfilled',
    payment: { status: 'paid', utr: '412345678902' },
    shipment: { carrier: 'India Post Speed Post', tracking: 'EK418275939IN', shippedDaysAgo: 20 },
    daysAgo: 21,
  },
  {
    id: seedOrderId('d2c86b40', 3),
    buyer: 'buyer',
    listingSlug: 'jahangir-surat-silver-rupee',
    fullName: 'Ananya Rao',
    phone: '9876543210',
    line1: '14, 2nd Cross, Indiranagar',
    line2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    promo: null,
    status: 'cancelled',
    payment: { status: 'unpaid' },
    daysAgo: 12,
  },
  {
    id: seedOrderId('d9e05f73', 4),
    buyer: 'buyer',
    listingSlug: '1835-william-iv-one-rupee',
    fullName: 'Ananya Rao',
    phone: '9876543210',
    line1: '14, 2nd Cross, Indiranagar',
    line2: 'Flat 3B',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    promo: { code: 'WELCOME10', percent: 10 },
    status: 'received',
    payment: { status: 'submitted', utr: '412345678904' },
    daysAgo: 2,
  },
  {
    id: seedOrderId('d5a3c1e6', 5),
    buyer: 'anonymous',
    listingSlug: 'haj-pilgrim-ten-rupee-note',
    fullName: 'Mohammed Irfan',
    phone: '9447012345',
    line1: 'TC 25/1120, Statue Road',
    line2: null,
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    pincode: '695001',
    promo: null,
    status: 'fulfilled',
    payment: { status: 'paid', utr: '412345678905' },
    shipment: { carrier: 'India Post Registered Post', tracking: 'RK207614587IN', shippedDaysAgo: 7 },
    daysAgo: 9,
  },
  {
    id: seedOrderId('d8b26d04', 6),
    buyer: 'anonymous',
    listingSlug: 'travancore-silver-chuckram',
    fullName: 'Mohammed Irfan',
    phone: '9447012345',
    line1: 'TC 25/1120, Statue Road',
    line2: null,
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    pincode: '695001',
    promo: null,
    status: 'received',
    payment: { status: 'unpaid' },
    daysAgo: 1,
  },
];

export interface SeedSubmission {
  id: string;
  sellerName: string;
  sellerPhone: string;
  status: 'pending' | 'accepted' | 'rejected';
  /** Number of generated images under seller-submissions/; more than one puts the rest in admin_notes. */
  images: 1 | 2 | 3;
  hoursAgo: number;
}

export const submissions: SeedSubmission[] = [
  { id: seedId('e0', 1), sellerName: 'Ravi Kumar', sellerPhone: '+919848012345', status: 'pending', images: 3, hoursAgo: 5 },
  {
    id: seedId('e0', 2),
    sellerName: 'Lakshmi Narayanan',
    sellerPhone: '+919840098765',
    status: 'pending',
    images: 1,
    hoursAgo: 30,
  },
  { id: seedId('e0', 3), sellerName: 'Suresh Reddy', sellerPhone: '+919000123456', status: 'accepted', images: 2, hoursAgo: 96 },
  { id: seedId('e0', 4), sellerName: 'Priya Menon', sellerPhone: '+919895055555', status: 'rejected', images: 1, hoursAgo: 200 },
];

export const submissionImagePath = (submission: SeedSubmission, n: number) =>
  `seller-submissions/seed-${submission.id.slice(-2)}-${n}.jpg`;
