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

  it('leaves a photo hosted elsewhere as it is', () => {
    expect(isStoredImage('https://images.example/coin.jpg')).toBe(false);
    expect(resizedImageUrl('https://images.example/coin.jpg', CARD_IMAGE)).toBe('https://images.example/coin.jpg');
  });
});
