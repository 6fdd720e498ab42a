import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '@sikka/shared/federation';
import { render, type RenderRequest } from './render';

/** The remote pages the federation runtime hands the render, by id ('catalog/ListingPage'). */
const { pages } = vi.hoisted(() => ({ pages: new Map<string, unknown>() }));
vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/enhanced/runtime')>()),
  registerRemotes: () => {},
  loadRemote: async (id: string) => {
    if (!pages.has(id)) throw new Error(`no remote page ${id}`);
    return pages.get(id);
  },
}));

const request = (url: string): RenderRequest => ({
  url,
  origin: 'https://shop.example',
  // Nothing listens there: the footer's details are missing at once, as when the API is down.
  config: { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon' } as RenderRequest['config'],
  remotes: [],
  deployment: { config: {}, remotes: {} },
  assets: async () => ({ styles: [], scripts: [], preloads: [] }),
  nonce: 'nonce',
});

/** The document as the server sends it, and whether a part of it was left to the browser. */
async function written(url: string) {
  const result = await render(request(url));
  let html = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      html += chunk.toString();
      done();
    },
  });
  result.document!.pipe(sink);
  return { status: result.status, html, incomplete: await result.document!.incomplete };
}

/** A page module with a loader (the runtime keeps each id's module once loaded: each test has its own page). */
const page = (Component: PageModule['default']): PageModule => ({
  default: Component,
  loader: async () => ({ status: 200, data: { title: 'Kushan gold dinar' } }),
});

afterEach(() => {
  pages.clear();
  vi.restoreAllMocks();
});

describe("the server's render of a remote page", () => {
  it('is whole when the page renders', async () => {
    pages.set(
      'catalog/ListingPage',
      page(() => <h1>Kushan gold dinar</h1>),
    );
    const listing = await written('/kushan-gold-dinar');
    expect(listing.status).toBe(200);
    expect(listing.html).toContain('<main id="main"');
    expect(listing.html).toContain('<h1>Kushan gold dinar</h1>');
    expect(listing.incomplete).toBe(false);
  });

  it('is not whole when the page throws (a remote built against shared code this shell lacks): the browser renders it, no one keeps it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    pages.set(
      'blog/BlogPostPage',
      page(() => {
        throw new TypeError('(0 , ui.pageTitle) is not a function');
      }),
    );
    const post = await written('/blog/kushan-gold');
    expect(post.status).toBe(200);
    // The shop around it is there; the page is not.
    expect(post.html).toContain('<main id="main"');
    expect(post.html).not.toContain('<h1>');
    expect(post.incomplete).toBe(true);
    expect(logged).toHaveBeenCalledWith('[ssr] /blog/kushan-gold:', '(0 , ui.pageTitle) is not a function');
  });
});
