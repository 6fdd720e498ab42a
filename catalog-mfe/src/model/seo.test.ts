import { describe, expect, it } from 'vitest';
import type { Listing } from '@sikka/shared/domain/collectibles';
import { certificateDescription, verifyMetaTags } from './seo';
import { DEFAULT_SHARE_IMAGE, listingMetaTags, productJsonLd, schemaAvailability } from './listingSeo';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';

const listing: Listing = {
  id: 'c1',
  type: 'coin',
  name: 'Kushan Gold Dinar',
  slug: 'kushan-gold-dinar',
  description: 'x'.repeat(200),
  price: 185000,
  status: 'available',
  category_id: 'k1',
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  created_at: '2024-03-15T00:00:00Z',
  user_id: null,
  category: { id: 'k1', name: 'Ancient India' },
  images: [
    { id: 'i2', image_url: 'https://img/2.jpg', order: 1 },
    { id: 'i1', image_url: 'https://img/1.jpg', order: 0 },
  ],
};
const url = 'https://shop.in/kushan-gold-dinar';

describe('productJsonLd', () => {
  it('describes a Product with an INR Offer, its images in gallery order and the condition', () => {
    const ld = productJsonLd(listing, url);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kushan Gold Dinar',
      image: ['https://img/1.jpg', 'https://img/2.jpg'],
      category: 'Ancient India',
      offers: {
        '@type': 'Offer',
        price: 185000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        url,
      },
    });
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('adds the catalogue facts as additionalProperty, with sku, itemCondition, material and weight (issue 32)', () => {
    const ld = productJsonLd(
      {
        ...listing,
        metal: 'gold',
        fineness: 0.917,
        weight_g: 7.99,
        diameter_mm: 22,
        grade: 'AU',
        catalogue_references: [{ system: 'KM', number: '525' }],
      },
      url,
    );
    expect(ld).toMatchObject({
      sku: 'c1',
      itemCondition: 'https://schema.org/UsedCondition',
      material: 'Gold',
      weight: { '@type': 'QuantitativeValue', value: 7.99, unitCode: 'GRM' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Metal', value: 'Gold, 0.917 fine' },
        { '@type': 'PropertyValue', name: 'Weight', value: 7.99, unitCode: 'GRM' },
        { '@type': 'PropertyValue', name: 'Diameter', value: 22, unitCode: 'MMT' },
        { '@type': 'PropertyValue', name: 'Catalogue number', value: 'KM# 525' },
        { '@type': 'PropertyValue', name: 'Grade', value: 'About Uncirculated (AU)' },
      ],
    });
    expect(ld.additionalProperty).toHaveLength(5);
  });

  it('leaves out material, weight and additionalProperty for a listing without catalogue facts', () => {
    const ld = productJsonLd(listing, url);
    expect(ld).not.toHaveProperty('material');
    expect(ld).not.toHaveProperty('weight');
    expect(ld).not.toHaveProperty('additionalProperty');
  });

  it('maps the listing status to schema.org availability', () => {
    expect([null, 'available', 'sold', 'unavailable'].map(schemaAvailability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/InStock',
      'https://schema.org/SoldOut',
      'https://schema.org/OutOfStock',
    ]);
  });
});

describe('listingMetaTags', () => {
  it('sets a 160-character description and preview tags with title, image and price', () => {
    const tags = Object.fromEntries(listingMetaTags(listing, url).map((tag) => [tag.id, tag.content]));
    expect(tags.description).toHaveLength(160);
    expect(tags).toMatchObject({
      'og:title': 'Kushan Gold Dinar',
      'og:image': 'https://img/1.jpg',
      'og:url': url,
      'og:type': 'product',
      'product:price:amount': '185000',
      'product:price:currency': 'INR',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://img/1.jpg',
    });
  });

  it("shows the shop's own picture for a listing without photos, as an absolute address", () => {
    const tags = Object.fromEntries(listingMetaTags({ ...listing, images: [] }, url).map((tag) => [tag.id, tag.content]));
    const shopPicture = new URL(DEFAULT_SHARE_IMAGE, url).href;
    expect(shopPicture).toMatch(/^https?:\/\/[^/]+\/sikka-share\.jpg$/);
    expect(tags).toMatchObject({ 'og:image': shopPicture, 'twitter:image': shopPicture, 'twitter:card': 'summary' });
  });
});

describe('verifyMetaTags', () => {
  it('gives a verify page its own description and link preview title, and keeps it out of search results', () => {
    const tags = verifyMetaTags('Certificate SK7Q2M4X9A', 'A certificate.');
    const content = (id: string) => tags.find((tag) => tag.id === id)?.content;
    expect(content('robots')).toBe('noindex');
    expect(content('description')).toBe('A certificate.');
    expect(content('og:title')).toBe('Certificate SK7Q2M4X9A');
    expect(content('og:description')).toBe('A certificate.');
  });

  it('describes a certificate by its piece and whether it stands', () => {
    const certificate = { code: 'SK7Q2M4X9A', item_name: 'Victoria Rupee 1862', revoked_at: null };
    expect(certificateDescription(certificate)).toBe('Certificate SK7Q2M4X9A for Victoria Rupee 1862: valid, issued by Sikka.');
    expect(certificateDescription({ ...certificate, revoked_at: '2026-11-28T10:00:00Z' })).toContain(': revoked,');
  });
});
