import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, jsonLdText, pageTitle, previewTags } from './pageHead';

const byId = (tags: ReturnType<typeof previewTags>) => Object.fromEntries(tags.map((tag) => [tag.id, tag.content]));

describe('pageTitle', () => {
  it('names the shop after the page', () => {
    expect(pageTitle('Kushan Gold Dinar')).toBe('Kushan Gold Dinar | Sikka');
  });
});

describe('previewTags', () => {
  it('give the search snippet and the Open Graph and Twitter previews the same title and a 160-character description', () => {
    const tags = byId(previewTags({ title: 'Lot 3', description: 'x'.repeat(200), url: 'https://shop.example/lot/3' }));
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Sikka',
      'og:title': 'Lot 3',
      'twitter:title': 'Lot 3',
      'og:url': 'https://shop.example/lot/3',
      'twitter:card': 'summary',
    });
    expect(tags.description).toBe('x'.repeat(160));
    expect(tags['og:description']).toBe(tags.description);
    expect(tags['twitter:description']).toBe(tags.description);
    expect(tags).not.toHaveProperty('og:image');
  });

  it('preview with the picture when there is one, on a large card unless told otherwise', () => {
    const image = 'https://img.example/a.jpg';
    expect(byId(previewTags({ title: 'Lot 3', description: 'A lot', image, type: 'product' }))).toMatchObject({
      'og:type': 'product',
      'og:image': image,
      'twitter:image': image,
      'twitter:card': 'summary_large_image',
    });
    expect(byId(previewTags({ title: 'Lot 3', description: null, image, largeCard: false }))).toMatchObject({
      description: '',
      'og:image': image,
      'twitter:card': 'summary',
    });
  });

  it('name each tag once', () => {
    const tags = previewTags({ title: 'A', description: 'B', url: 'https://shop.example/', image: 'https://img.example/a.jpg' });
    expect(new Set(tags.map((tag) => tag.id)).size).toBe(tags.length);
  });
});

describe('JsonLd', () => {
  const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028' };

  it('writes JSON that no text in it can close its script element, and that reads back as given', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one application/ld+json script holding that JSON', () => {
    const html = renderToString(<JsonLd value={hostile} />);
    expect(html).toBe(`<script type="application/ld+json">${jsonLdText(hostile)}</script>`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
