import { describe, expect, it } from 'vitest';
import { CARD_IMAGE, isStoredImage, listingImagePath, resizedImageUrl, storagePath } from './images';

const STORED = 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images/c0000000-0000-4000-8000-000000000001/1.jpg';

describe('storagePath', () => {
  it('is the last two segments of the URL (spec §7)', () => {
    expect(storagePath(STORED)).toBe('c0000000-0000-4000-8000-000000000001/1.jpg');
  });

  it('decodes escaped characters of a file name', () => {
    expect(storagePath('http://x/storage/v1/object/public/collectible-images/seller-submissions/1-0-my%20coin.jpg')).toBe(
      'seller-submissions/1-0-my coin.jpg',
    );
  });
});

describe('listingImagePath', () => {
  it('is {collectible id}/{timestamp}-{index}', () => {
    expect(listingImagePath('abc', 2, 1700000000000)).toBe('abc/1700000000000-2');
  });
});

describe('resizedImageUrl', () => {
  it('asks the render endpoint for our own photos, as getPublicUrl with a transform does', () => {
    expect(resizedImageUrl(STORED, CARD_IMAGE)).toBe(
      'http://127.0.0.1:54321/storage/v1/render/image/public/collectible-images/c0000000-0000-4000-8000-000000000001/1.jpg?width=400&quality=75',
    );
  });

  it('resizes exactly the photos isStoredImage calls ours (it writes that test out: see its comment)', () => {
    const urls = [
      STORED,
      `${STORED}?v=2`,
      'https://images.example/coin.jpg',
      'https://x.supabase.co/storage/v1/object/public/other-bucket/a.jpg',
      'https://x.supabase.co/storage/v1/object/public/collectible-images/seller-submissions/1-0.jpg',
    ];
    for (const url of urls) expect(resizedImageUrl(url, CARD_IMAGE) !== url, url).toBe(isStoredImage(url));
  });

  it('needs nothing from its module: it runs as its own source text', () => {
    const copy = new Function(`return (${resizedImageUrl.toString()})`)() as typeof resizedImageUrl;
    expect(copy(STORED, CARD_IMAGE)).toBe(resizedImageUrl(STORED, CARD_IMAGE));
    expect(copy(`${STORED}?v=2`, CARD_IMAGE)).toBe(resizedImageUrl(`${STORED}?v=2`, CARD_IMAGE));
  });

  it('leaves a photo hosted elsewhere as it is', () => {
    expect(isStoredImage('https://images.example/coin.jpg')).toBe(false);
    expect(resizedImageUrl('https://images.example/coin.jpg', CARD_IMAGE)).toBe('https://images.example/coin.jpg');
  });
});
