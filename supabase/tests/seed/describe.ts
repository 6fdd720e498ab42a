import type { Grade, Rarity, SeedListing } from './model.ts';

// Composes a listing description in the labelled sections the detail page splits on (spec §2): each
// section starts with its label and runs to the next blank line.

const conditionByGrade: Record<Grade, string> = {
  G: 'Good (G). Heavily worn but the main design and date are identifiable; an honest space-filler.',
  F: 'Fine (F). Even wear across the design, all major details and most legends visible, no damage or holes.',
  VF: 'Very Fine (VF). Light wear on the high points only, legends fully readable, pleasing natural surfaces.',
  XF: 'Extremely Fine (XF). Minimal wear, sharp details and traces of original lustre in protected areas.',
  AU: 'About Uncirculated (AU). The faintest rub on the highest points with most of the original lustre intact.',
  UNC: 'Uncirculated (UNC). No wear at all, full original lustre or crisp paper with sharp corners.',
  Proof: 'Proof. Mirror fields with frosted devices, kept in its original mint packaging.',
};

const investmentByRarity: Record<Rarity, string> = {
  common:
    'An affordable, liquid piece with steady demand from new and established collectors. Well-preserved examples of common dates have risen gently in value over the past decade.',
  scarce:
    'Scarce in this grade, with fewer examples reaching the market each year. Comparable pieces have shown consistent appreciation at Indian auctions, and demand should grow with the collector base.',
  rare: 'A rare piece that rarely comes to market in this condition. Top-grade examples are keenly contested at major auctions; a long-term holding for a serious collection.',
};

function referenceFor(listing: SeedListing): string {
  if (listing.type === 'note') return 'the Standard Reference Guide to Indian Paper Money';
  switch (listing.category) {
    case 'Ancient India':
      return "Mitchiner's Ancient and Classical World coin references";
    case 'Mughal Empire':
      return 'Goron and Goenka, The Coins of the Indian Sultanates and Mughal references';
    case 'Princely States':
      return 'the Standard Catalog of World Coins and state-specific references';
    default:
      return 'Pridmore and the Standard Catalog of World Coins';
  }
}

const isLot = (listing: SeedListing) => listing.category === 'Mixed Collectibles';

function authentication(listing: SeedListing): string {
  const checks = isLot(listing)
    ? 'Every piece in the lot checked individually for weight, material and design details'
    : listing.type === 'note'
      ? 'Paper, watermark, security thread and printing checked under magnification and UV light'
      : `Weight (${listing.measure}) and diameter match the recorded standard; metal confirmed by specific gravity`;
  return `${checks}. Design and legends compared with ${referenceFor(listing)}. Sold with our certificate of authenticity.`;
}

function specifications(listing: SeedListing): string {
  if (isLot(listing)) {
    return `Contents: ${listing.measure}. Material: ${listing.material}. Sizes: ${listing.diameter ?? 'assorted'}. Origin: ${listing.origin}. Dates: ${listing.date}.`;
  }
  if (listing.type === 'note') {
    return `Material: ${listing.material}. Size: ${listing.measure}. Signatory: ${listing.origin}. Issuer: ${listing.issuer}. Date: ${listing.date}.`;
  }
  return `Metal: ${listing.material}. Weight: ${listing.measure}. Diameter: ${listing.diameter ?? 'n/a'}. Mint: ${listing.origin}. Date: ${listing.date}.`;
}

export function describeListing(listing: SeedListing): string {
  const what = listing.type === 'note' ? 'banknote' : 'coin';
  const lead = isLot(listing)
    ? `${listing.name}: ${listing.measure} issued by ${listing.issuer}, ${listing.date}.`
    : `${listing.name}: a ${listing.material.toLowerCase()} ${what} of ${listing.issuer}, ${listing.date}.`;
  return [
    lead,
    `Condition: ${conditionByGrade[listing.grade]}`,
    `Authentication: ${authentication(listing)}`,
    `Historical Context: ${listing.history}`,
    `Specifications: ${specifications(listing)}`,
    `Investment Potential: ${investmentByRarity[listing.rarity]}`,
  ].join('\n\n');
}
