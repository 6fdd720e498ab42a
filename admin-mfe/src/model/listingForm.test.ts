import { describe, expect, it } from 'vitest';
import { emptyListing, LISTING_TEXTS, typedSlug, validateListing, withTitle } from './listingForm';

const valid = {
  ...emptyListing('cat-1'),
  name: 'Mughal Silver Rupee',
  slug: 'mughal-silver-rupee',
  description: 'Fine.',
  price: '1500',
};

describe('listing form rules (spec §5 "Listing create and edit")', () => {
  it('accepts a complete listing and parses the price as a whole number', () => {
    const result = validateListing(valid);
    expect(result.ok && result.listing).toMatchObject({ name: 'Mughal Silver Rupee', price: 1500, youtube_url: '' });
  });

  it('requires title, category, price, slug and description', () => {
    const result = validateListing(emptyListing(''));
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['category_id', 'description', 'name', 'price', 'slug']);
  });

  it('takes price 0 but not a negative or fractional price, and says why', () => {
    expect(validateListing({ ...valid, price: '0' }).ok).toBe(true);
    for (const price of ['-5', '12.5', '12.50']) {
      const result = validateListing({ ...valid, price });
      expect(!result.ok && result.errors.price).toBe('Price must be a whole number of rupees, 0 or more');
    }
  });

  it('reads a price written with a rupee sign or separators without changing its digits', () => {
    const result = validateListing({ ...valid, price: '₹1,20,000' });
    expect(result.ok && result.listing.price).toBe(120000);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', true],
    ['youtu.be/dQw4w9WgXcQ', true],
    ['', true],
    ['https://www.youtube.com/watch?v=short', false],
    ['https://vimeo.com/12345678901', false],
    ['https://www.youtube.com/channel/UCabcdefghijk', false],
  ])('video link %s valid: %s', (url, ok) => {
    const result = validateListing({ ...valid, youtube_url: url });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.youtube_url).toBe(LISTING_TEXTS.youtubeInvalid);
  });
});

describe('slug (spec §5)', () => {
  it('follows the title until edited by hand', () => {
    const typed = withTitle(valid, '1947 One Rupee — King George VI!', false);
    expect(typed.slug).toBe('1947-one-rupee-king-george-vi');
    expect(withTitle({ ...valid, slug: 'my-own' }, 'Another title', true).slug).toBe('my-own');
  });

  it('normalises a typed slug, keeping a trailing hyphen while typing', () => {
    expect(typedSlug('My Coin')).toBe('my-coin');
    expect(typedSlug('My Coin ')).toBe('my-coin-');
    expect(typedSlug('Ünïcode & Symbols')).toBe('unicode-symbols');
    expect(typedSlug('---')).toBe('');
  });

  it('normalises the slug when validating (no trailing hyphen is saved)', () => {
    const result = validateListing({ ...valid, slug: 'my-coin-' });
    expect(result.ok && result.listing.slug).toBe('my-coin');
  });
});
