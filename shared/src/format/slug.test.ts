import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['1947 One Rupee Coin', '1947-one-rupee-coin'],
    ['  British India — ½ Anna!  ', 'british-india-anna'],
    ['King George V, 1 Rupee (1919)', 'king-george-v-1-rupee-1919'],
    ['Café Rupée', 'cafe-rupee'],
    ['multiple   spaces -- and---hyphens', 'multiple-spaces-and-hyphens'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['Already-A-Slug', 'already-a-slug'],
    ['!!!', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
