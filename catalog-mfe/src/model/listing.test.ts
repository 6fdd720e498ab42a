import { describe, expect, it } from 'vitest';
import { whatsappMessage } from './listing';

describe('whatsappMessage', () => {
  it('names the listing and carries its link', () => {
    expect(whatsappMessage({ name: '1947 One Rupee' }, 'https://shop.in/1947-one-rupee')).toBe(
      'Hi! I\'m interested in "1947 One Rupee". https://shop.in/1947-one-rupee',
    );
  });
});
