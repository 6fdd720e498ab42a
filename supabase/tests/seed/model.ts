// The demo catalogue's shape. One source for seed.sql (gen-seed.ts) and the seed images (gen-images.ts),
// so every collectible id in the SQL has its pictures under supabase/seed/images/<id>/.

export type Grade = 'G' | 'F' | 'VF' | 'XF' | 'AU' | 'UNC' | 'Proof';
export type Rarity = 'common' | 'scarce' | 'rare';
export type CategoryName =
  | 'Ancient India'
  | 'Mughal Empire'
  | 'Princely States'
  | 'British India'
  | 'Republic India'
  | 'Banknotes'
  | 'Commemorative'
  | 'Mixed Collectibles';

export const categoryNames: readonly CategoryName[] = [
  'Ancient India',
  'Mughal Empire',
  'Princely States',
  'British India',
  'Republic India',
  'Banknotes',
  'Commemorative',
  'Mixed Collectibles',
];

export interface SeedListing {
  slug: string;
  name: string;
  type: 'coin' | 'note';
  category: CategoryName;
  /** Whole rupees. */
  price: number;
  /** null: created without a status, shown as available. */
  status: 'available' | 'sold' | 'unavailable' | null;
  /** As written on the piece or its catalogue entry, e.g. '1835' or 'c. 380-415 CE'. */
  date: string;
  issuer: string;
  /** Coins: the metal; notes: 'Paper'. */
  material: string;
  /** Coins: weight; notes: size. */
  measure: string;
  /** Coins: diameter; notes: omitted. */
  diameter?: string;
  /** Coins: the mint; notes: the signatory. */
  origin: string;
  grade: Grade;
  rarity: Rarity;
  images: 1 | 2 | 3 | 4;
  history: string;
  youtube?: string;
}

/** Deterministic ids so seed.sql, the image folders and tests agree. Valid RFC 9562 v4 shape. */
export function seedId(prefix: string, n: number): string {
  return `${prefix.padEnd(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const listingId = (n: number) => seedId('c0', n);
export const categoryId = (n: number) => seedId('ca', n);
