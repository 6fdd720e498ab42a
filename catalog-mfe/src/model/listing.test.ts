import { describe, expect, it } from 'vitest';
import { isOnSale, orderedImages, statusLabel, storagePath, whatsappMessage } from './listing';

describe('listing status', () => {
  it('is on sale unless sold or unavailable; no status reads as available', () => {
    expect([null, 'available', 'sold', 'unavailable'].map(isOnSale)).toEqual([true, true, false, false]);
    expect([null, 'available', 'sold', 'unavailable'].map(statusLabel)).toEqual(['Available', 'Available', 'Sold', 'Unavailable']);
  });
});

describe('orderedImages', () => {
  it('orders by position, then by id for equal positions', () => {
    const images = [
      { id: 'c', image_url: 'c.jpg', order: 1 },
      { id: 'b', image_url: 'b.jpg', order: 0 },
      { id: 'a', image_url: 'a.jpg', order: 1 },
    ];
    expect(orderedImages(images).map((image) => image.id)).toEqual(['b', 'a', 'c']);
    expect(orderedImages(null)).toEqual([]);
  });
});

describe('storagePath', () => {
  it('is the last two segments of the image URL', () => {
    expect(storagePath('http://127.0.0.1:54321/storage/v1/object/public/collectible-images/c0000000-0001/1700000-0.jpg'))
      .toBe('c0000000-0001/1700000-0.jpg');
    expect(storagePath('https://x.supabase.co/storage/v1/object/public/collectible-images/id/a%20b.png?t=1')).toBe('id/a b.png');
  });
});

describe('whatsappMessage', () => {
  it('names the listing and carries its link', () => {
    expect(whatsappMessage({ name: '1947 One Rupee' }, 'https://shop.in/1947-one-rupee'))
      .toBe('Hi! I\'m interested in "1947 One Rupee". https://shop.in/1947-one-rupee');
  });
});
