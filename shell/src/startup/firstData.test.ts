import { describe, expect, it } from 'vitest';
import { listingMainImage } from '@sikka/shared/domain/collectibles';
import { FIRST_DATA } from './firstData';

/** The page script's copy of a main-image rule, as the browser gets it: its source text alone. */
const serialized = (remote: string) =>
  new Function(`return (${FIRST_DATA.mainImage![remote]})`)() as (row: unknown) => string | undefined;

const STORED = 'https://abcd.supabase.co/storage/v1/object/public/collectible-images/c1';

describe('FIRST_DATA, the page script’s reads', () => {
  it('preloads the listing photo the page shows first: listingMainImage, from its own source', () => {
    const listings = [
      { images: [] },
      { images: null },
      {
        images: [
          { id: 'b', image_url: `${STORED}/2.jpg`, order: 1 },
          { id: 'a', image_url: `${STORED}/1.jpg`, order: 0 },
        ],
      },
      {
        images: [
          { id: 'b', image_url: `${STORED}/b.jpg`, order: 0 },
          { id: 'a', image_url: `${STORED}/a.jpg`, order: 0 },
        ],
      },
      { images: [{ id: 'x', image_url: 'https://images.example/coin.jpg', order: 0 }] },
    ];
    const copy = serialized('catalog/ListingPage');
    for (const listing of listings) expect(copy(listing) ?? null).toBe(listingMainImage(listing));
    expect(copy(listings[2])).toBe(`${STORED.replace('/object/', '/render/image/')}/1.jpg?width=900&quality=80`);
  });

  it('preloads a post’s cover as the page shows it, and nothing for a post without one', () => {
    const copy = serialized('blog/BlogPostPage');
    expect(copy({ cover_image: 'https://images.example/rupee.jpg' })).toBe('https://images.example/rupee.jpg');
    expect(copy({ cover_image: '' })).toBeUndefined();
    expect(copy({ cover_image: null })).toBeUndefined();
  });

  it('reads a listing and a post, by their pages’ remote modules', () => {
    expect(Object.keys(FIRST_DATA.queries).sort()).toEqual(['blog/BlogPostPage', 'catalog/ListingPage']);
    expect(Object.keys(FIRST_DATA.mainImage!).sort()).toEqual(['blog/BlogPostPage', 'catalog/ListingPage']);
  });
});
