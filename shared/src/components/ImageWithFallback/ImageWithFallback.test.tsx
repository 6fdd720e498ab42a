import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logoUrl } from '../Logo/coinMark';
import { ImageWithFallback } from './ImageWithFallback';

describe('<ImageWithFallback>', () => {
  it('loads lazily with its size reserved', () => {
    render(<ImageWithFallback src="/coin.jpg" alt="1947 One Rupee" width={400} height={300} aspectRatio="4 / 3" />);
    const img = screen.getByRole('img', { name: '1947 One Rupee' });
    expect(img).toHaveAttribute('src', '/coin.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img.style.aspectRatio).toBe('4 / 3');
  });

  it('falls back to the logo when the image fails, and tries a new source again', () => {
    const { rerender } = render(<ImageWithFallback src="/broken.jpg" alt="Cover" />);
    const img = screen.getByRole('img', { name: 'Cover' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', logoUrl);
    expect(img).toHaveAttribute('data-fallback');

    rerender(<ImageWithFallback src="/other.jpg" alt="Cover" />);
    expect(img).toHaveAttribute('src', '/other.jpg');
  });

  it('shows the logo when there is no source', () => {
    render(<ImageWithFallback src={null} alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', logoUrl);
  });
});
