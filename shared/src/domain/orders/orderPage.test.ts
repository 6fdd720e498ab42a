import { describe, expect, it } from 'vitest';
import { orderPagePath, orderPageUrl } from './orderPage';

describe('the order’s link', () => {
  it('is the site’s /order/{token}', () => {
    expect(orderPageUrl('https://sikka.example', 'abc_DEF-123')).toBe('https://sikka.example/order/abc_DEF-123');
    expect(orderPageUrl('http://localhost:3000/', 'tok')).toBe('http://localhost:3000/order/tok');
    expect(orderPagePath('tok')).toBe('/order/tok');
  });
});
