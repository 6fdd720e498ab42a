import { describe, expect, it } from 'vitest';
import { randomRating, ratingFromId } from './rating';

const ALLOWED = [4.7, 4.8, 4.9, 5.0];

describe('ratingFromId', () => {
  it('gives the same rating for the same id', () => {
    const id = '0b8f5e52-4a5d-4c1e-9f1e-2d3c4b5a6978';
    expect(ratingFromId(id)).toBe(ratingFromId(id));
  });

  it('stays within 4.7 to 5.0 with one decimal, and uses the whole range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const rating = ratingFromId(`collectible-${i}`);
      expect(ALLOWED).toContain(rating);
      seen.add(rating);
    }
    expect([...seen].sort()).toEqual(ALLOWED);
  });
});

describe('randomRating', () => {
  it.each([
    [0, 4.7],
    [0.3, 4.8],
    [0.6, 4.9],
    [0.9999, 5.0],
  ])('maps random %d to %d', (random, expected) => {
    expect(randomRating(() => random)).toBe(expected);
  });

  it('stays within range with Math.random', () => {
    for (let i = 0; i < 50; i++) expect(ALLOWED).toContain(randomRating());
  });
});
