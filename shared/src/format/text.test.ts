import { describe, expect, it } from 'vitest';
import { metaDescription, truncateId } from './text';

describe('truncateId', () => {
  it('shows the first 8 characters', () => {
    expect(truncateId('0b8f5e52-4a5d-4c1e-9f1e-2d3c4b5a6978')).toBe('0b8f5e52');
  });
  it('keeps a short id whole', () => {
    expect(truncateId('abc')).toBe('abc');
  });
});

describe('metaDescription', () => {
  it('takes the first 160 characters', () => {
    const text = 'a'.repeat(150) + 'b'.repeat(50);
    expect(metaDescription(text)).toBe('a'.repeat(150) + 'b'.repeat(10));
  });
  it('keeps a short text whole, and a missing one empty', () => {
    expect(metaDescription('A rare coin.')).toBe('A rare coin.');
    expect(metaDescription(null)).toBe('');
  });
});
