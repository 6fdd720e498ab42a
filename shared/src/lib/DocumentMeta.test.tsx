import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentMeta } from './DocumentMeta';

describe('DocumentMeta', () => {
  it("puts the page's title, tags and canonical link in the head while the page is shown, and takes them out after", () => {
    const { unmount } = render(
      <DocumentMeta
        title="Coin | Sikka"
        tags={[
          { key: 'name', id: 'description', content: 'A coin.' },
          { key: 'property', id: 'og:title', content: 'Coin' },
        ]}
        canonical="https://shop.example/coin"
      />,
    );
    expect(document.title).toBe('Coin | Sikka');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A coin.');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Coin');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/coin');
    unmount();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
