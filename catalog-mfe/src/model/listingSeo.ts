import { type MetaTag, previewTags, SITE_NAME } from '@sikka/shared/ui';
import { isForSale, metalName, orderedImages, type Listing } from '@sikka/shared/domain/collectibles';
import { catalogueFacts } from './specifications';

// A listing's head (spec §2, §9): its link-preview tags and its schema.org Product + Offer.

/**
 * The shop's own picture (the coin mark and name, 1200 × 630), served by the shell at its root: what a
 * link preview shows for a listing that has no photo yet, instead of no picture at all.
 */
export const DEFAULT_SHARE_IMAGE = '/sikka-share.jpg';

/** Spec §9 availability of schema.org: sold is SoldOut, unavailable OutOfStock, anything else InStock. */
export function schemaAvailability(status: string | null | undefined): string {
  if (isForSale(status)) return 'https://schema.org/InStock';
  return status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/OutOfStock';
}

/** Tags for link previews (Open Graph, Twitter) and search snippets of one listing, with its price. */
export function listingMetaTags(listing: Listing, pageUrl: string): MetaTag[] {
  const image = orderedImages(listing.images)[0]?.image_url;
  return [
    ...previewTags({
      title: listing.name,
      description: listing.description,
      type: 'product',
      url: pageUrl,
      // Previews read absolute addresses only; the shop's picture lives on the page's own origin.
      image: image ?? new URL(DEFAULT_SHARE_IMAGE, pageUrl).href,
      largeCard: image !== undefined,
    }),
    { key: 'property', id: 'product:price:amount', content: String(listing.price) },
    { key: 'property', id: 'product:price:currency', content: 'INR' },
  ];
}

// Every coin and note has been in someone's hands before: used, whatever its grade (the grade itself is
// one of the additional properties).
const ITEM_CONDITION = 'https://schema.org/UsedCondition';

/**
 * schema.org Product + Offer for rich results, with the listing's catalogue facts (the 'Specifications'
 * table's rows) as additionalProperty, its metal as material and its measured weight. The decorative
 * star rating is left out on purpose: it is not made of reviews, and search engines treat invented
 * ratings as spam.
 */
export function productJsonLd(listing: Listing, pageUrl: string) {
  const facts = catalogueFacts(listing);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description: listing.description,
    image: orderedImages(listing.images).map((image) => image.image_url),
    sku: listing.id,
    url: pageUrl,
    itemCondition: ITEM_CONDITION,
    ...(listing.category ? { category: listing.category.name } : {}),
    ...(listing.metal ? { material: metalName(listing.metal) } : {}),
    ...(listing.weight_g === null ? {} : { weight: { '@type': 'QuantitativeValue', value: listing.weight_g, unitCode: 'GRM' } }),
    ...(facts.length === 0
      ? {}
      : {
          additionalProperty: facts.map((fact) => ({
            '@type': 'PropertyValue',
            name: fact.label,
            value: fact.value,
            ...(fact.unitCode ? { unitCode: fact.unitCode } : {}),
          })),
        }),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: listing.price,
      priceCurrency: 'INR',
      availability: schemaAvailability(listing.status),
      itemCondition: ITEM_CONDITION,
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}
