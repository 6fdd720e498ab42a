import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it('links to the number alone', () => {
    expect(whatsappLink('919876543210')).toBe('https://wa.me/919876543210');
  });

  it('keeps only the digits of the number', () => {
    expect(whatsappLink('+91 98765-43210')).toBe('https://wa.me/919876543210');
  });

  it('adds the URL-encoded pre-filled message', () => {
    expect(whatsappLink('919876543210', "Hi, I'm interested in: 1947 ₹1 & more?")).toBe(
      "https://wa.me/919876543210?text=Hi%2C%20I'm%20interested%20in%3A%201947%20%E2%82%B91%20%26%20more%3F",
    );
  });

  it('leaves out an empty message', () => {
    expect(whatsappLink('919876543210', '')).toBe('https://wa.me/919876543210');
  });
});
