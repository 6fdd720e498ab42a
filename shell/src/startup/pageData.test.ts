// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, requestStartupFiles, type ServedPage, serializePageData, startupFetch } from './pageData';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

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

const origin = window.location.origin;

describe('startupFetch', () => {
  it('answers a startup file from the request the entry made, once', async () => {
    const network = vi.fn(async (url: string) => new Response(`answer ${network.mock.calls.length} for ${url}`));
    vi.stubGlobal('fetch', network);
    requestStartupFiles(['/remotes.json']);
    expect(network).toHaveBeenCalledWith(`${origin}/remotes.json`, { cache: 'no-cache' });

    const first = await startupFetch(`${origin}/remotes.json`, { cache: 'no-cache' });
    expect(await first.text()).toBe(`answer 1 for ${origin}/remotes.json`);
    expect(network).toHaveBeenCalledTimes(1);

    // A body can be read once: a second read is a new request.
    const second = await startupFetch('/remotes.json');
    expect(await second.text()).toBe(`answer 2 for /remotes.json`);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('fetches anything else as usual', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await startupFetch(`${origin}/config.json`);
    expect(network).toHaveBeenCalledWith(`${origin}/config.json`, undefined);
  });

  it('hands a failed early request to its reader', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    requestStartupFiles(['/config.json']);
    await expect(startupFetch(`${origin}/config.json`)).rejects.toThrow('Failed to fetch');
  });
});

describe('startupFetch on a page the shop rendered', () => {
  it('answers the config and the remote list from the page data, and requests neither', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    const deployment = {
      config: { supabaseUrl: 'https://api.example' },
      remotes: { blog: 'https://blog.example/mf-manifest.json' },
    };
    document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${serializePageData({ url: '/', origin, deployment })}</script>`;
    requestStartupFiles();
    expect(network).not.toHaveBeenCalled();
    expect(await (await startupFetch(`${origin}/config.json`)).json()).toEqual(deployment.config);
    expect(await (await startupFetch('/remotes.json')).json()).toEqual(deployment.remotes);
    expect(network).not.toHaveBeenCalled();
  });
});
