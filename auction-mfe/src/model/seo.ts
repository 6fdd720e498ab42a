import { metaDescription } from '@sikka/shared/format';
import type { MetaTag } from '@sikka/shared/ui';

export const SITE_NAME = 'Sikka';
export const AUCTIONS_TITLE = 'Auctions';
export const AUCTIONS_DESCRIPTION =
  'Timed online auctions of rare Indian coins and banknotes at Sikka: leave a maximum bid, watch the lots live.';

/** Document title of a page of the shop ('Title | Sikka'), like the other remotes' pages. */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

/** JSON for a <script type="application/ld+json">: `<` escaped, so no text can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The title of a lot: 'Lot 3: Kushan gold dinar'. */
export const lotTitle = (lot: { lot_number: number }, name: string) => `Lot ${lot.lot_number}: ${name}`;

/** Search snippet and link preview of a page (the lot's first photo, when it has one). */
export function pageMetaTags(page: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  type?: string;
}): MetaTag[] {
  const description = metaDescription(page.description);
  const tags: MetaTag[] = [
    { key: 'name', id: 'description', content: description },
    { key: 'property', id: 'og:type', content: page.type ?? 'website' },
    { key: 'property', id: 'og:site_name', content: SITE_NAME },
    { key: 'property', id: 'og:title', content: page.title },
    { key: 'property', id: 'og:description', content: description },
    { key: 'property', id: 'og:url', content: page.url },
    { key: 'name', id: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { key: 'name', id: 'twitter:title', content: page.title },
    { key: 'name', id: 'twitter:description', content: description },
  ];
  if (page.image) {
    tags.push(
      { key: 'property', id: 'og:image', content: page.image },
      { key: 'name', id: 'twitter:image', content: page.image },
    );
  }
  return tags;
}

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
