import { describe, expect, it } from 'vitest';
import { lotJsonLd } from './seo';

const lot = {
  name: 'Kushan gold dinar',
  description: 'Vasudeva I',
  images: ['https://example.com/a.jpg'],
  url: 'https://sikka.example/auctions/winter/lot/3',
  price: 125_000,
  closesAt: '2026-11-30T10:00:00Z',
  phase: 'open',
};

describe("a lot's structured data", () => {
  it('is a Product with an INR Offer at the current price, valid until the close', () => {
    const data = lotJsonLd(lot);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Kushan gold dinar',
      offers: {
        '@type': 'Offer',
        price: 125_000,
        priceCurrency: 'INR',
        priceValidUntil: '2026-11-30',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('is SoldOut once sold and OutOfStock when it closed unsold or was withdrawn', () => {
    expect(lotJsonLd({ ...lot, phase: 'sold' }).offers.availability).toBe('https://schema.org/SoldOut');
    expect(lotJsonLd({ ...lot, phase: 'unsold' }).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(lotJsonLd({ ...lot, phase: 'cancelled' }).offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
