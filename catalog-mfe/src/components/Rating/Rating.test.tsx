import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './Rating';

/** How many of the five stars the rating draws solid: the solid copy is cut after them. */
function solidStars(value: number): string {
  const { unmount } = render(<Rating value={value} />);
  const rating = screen.getByRole('img', { name: `Rated ${value.toFixed(1)} out of 5` });
  const solid = rating.querySelector('use') as SVGUseElement;
  expect(solid.getAttribute('href')).toBe(`#${rating.querySelector('path')?.id}`);
  const cut = /^inset\(0 (\d+)% 0 0\)$/.exec(solid.style.clipPath);
  unmount();
  return String(5 - Number(cut?.[1]) / 20);
}

describe('Rating', () => {
  it('names the rating with one decimal and shows the number', () => {
    render(<Rating value={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveTextContent('4.8');
  });

  it('fills a star from a quarter below it: 4.7 four, 4.75 and 4.8 five, 5 five', () => {
    expect(solidStars(4.7)).toBe('4');
    expect(solidStars(4.75)).toBe('5');
    expect(solidStars(4.8)).toBe('5');
    expect(solidStars(5)).toBe('5');
  });

  it('draws the five stars as one path, not an icon each', () => {
    render(<Rating value={4.9} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.9 out of 5' });
    expect(rating.querySelectorAll('svg')).toHaveLength(1);
    expect(rating.querySelectorAll('path')).toHaveLength(1);
    expect(rating.querySelector('path')?.getAttribute('d')?.match(/z/g)).toHaveLength(5);
  });
});
