import { SITE_NAME } from '@sikka/shared/ui';

export const AUCTIONS_TITLE = 'Auctions';
export const AUCTIONS_DESCRIPTION =
  'Timed online auctions of rare Indian coins and banknotes at Sikka: leave a maximum bid, watch the lots live.';

/** The title of a lot: 'Lot 3: Kushan gold dinar'. */
export const lotTitle = (lot: { lot_number: number }, name: string) => `Lot ${lot.lot_number}: ${name}`;

/**
 * schema.org Product with its Offer for a lot (issue 47): the price is the current bid (the opening bid
 * before any), valid until the lot closes; availability InStock while bidding is open, SoldOut once sold,
 * OutOfStock when it closed unsold or was withdrawn.
 */
export function lotJsonLd(lot: {
  name: string;
  description: string | null;
  images: string[];
  url: string;
  price: number;
  closesAt: string;
  phase: string;
}) {
  const availability =
    lot.phase === 'sold'
      ? 'https://schema.org/SoldOut'
      : lot.phase === 'open' || lot.phase === 'upcoming'
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: lot.name,
    ...(lot.description ? { description: lot.description } : {}),
    image: lot.images,
    url: lot.url,
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url: lot.url,
      price: lot.price,
      priceCurrency: 'INR',
      priceValidUntil: lot.closesAt.slice(0, 10),
      availability,
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** An auction's lots as a schema.org ItemList of Products with their Offers. */
export function auctionJsonLd(auction: { title: string; url: string }, lots: Parameters<typeof lotJsonLd>[0][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: auction.title,
    url: auction.url,
    itemListElement: lots.map((lot, index) => {
      const { '@context': _context, ...item } = lotJsonLd(lot);
      return { '@type': 'ListItem', position: index + 1, item };
    }),
  };
}
