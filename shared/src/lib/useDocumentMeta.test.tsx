import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentMeta } from './useDocumentMeta';

const meta = (selector: string) => document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`);

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentMeta', () => {
  it('updates the page template description in place and restores it afterwards', () => {
    document.head.innerHTML = '<meta name="description" content="The shop.">';
    document.title = 'Sikka';
    const { unmount } = renderHook(() =>
      useDocumentMeta('Coin | Sikka', [
        { key: 'name', id: 'description', content: 'A coin.' },
        { key: 'property', id: 'og:title', content: 'Coin' },
      ]),
    );
    expect(document.title).toBe('Coin | Sikka');
    expect([...meta('name="description"')].map((m) => m.content)).toEqual(['A coin.']);
    expect(meta('property="og:title"')[0]?.content).toBe('Coin');

    unmount();
    expect(document.title).toBe('Sikka');
    expect([...meta('name="description"')].map((m) => m.content)).toEqual(['The shop.']);
    expect(meta('property="og:title"')).toHaveLength(0);
  });

  it('does nothing while there is no title yet (the listing is loading)', () => {
    document.title = 'Sikka';
    renderHook(() => useDocumentMeta(null, [{ key: 'name', id: 'description', content: 'x' }]));
    expect(document.title).toBe('Sikka');
    expect(meta('name="description"')).toHaveLength(0);
  });

  it('takes over the head the server wrote for link previews, and leaves the template behind', () => {
    document.head.innerHTML = [
      '<title data-server-head data-generic-content="Sikka">Coin | Sikka</title>',
      '<meta name="description" content="A coin." data-server-head data-generic-content="The shop.">',
      '<meta property="og:image" content="https://x/coin.jpg" data-server-head>',
      '<link rel="canonical" href="https://x/coin" data-server-head>',
      '<script type="application/ld+json" data-server-head>{}</script>',
    ].join('');
    const { unmount } = renderHook(() =>
      useDocumentMeta('Coin | Sikka', [{ key: 'name', id: 'description', content: 'A coin.' }]),
    );
    // The page renders its own JSON-LD: the server's copy goes at once; one description, updated in place.
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect([...meta('name="description"')].map((m) => m.content)).toEqual(['A coin.']);
    expect(meta('property="og:image"')).toHaveLength(1);

    unmount();
    expect(document.title).toBe('Sikka');
    expect([...meta('name="description"')].map((m) => m.content)).toEqual(['The shop.']);
    expect(meta('property="og:image"')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
  });
});
