// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, type ServedPage, serializePageData } from './pageData';

const page = (name: string): ServedPage => ({
  url: '/a-coin',
  origin: 'https://shop.example',
  result: { status: 200, data: { slug: 'a-coin', listing: { name } } },
  frame: { seller: null },
  deployment: {
    config: { supabaseUrl: 'https://api.example' },
    remotes: { catalog: 'https://catalog.example/mf-manifest.json' },
  },
});

describe('serializePageData', () => {
  it('writes nothing that can end the script element or start markup, and reads back the same value', () => {
    const value = page('</script><script>alert(1)</script> & <!-- \u2028 \u2029');
    const json = serializePageData(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${json}</script>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!)).toEqual(value);
  });
});
