// @vitest-environment node
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import {
  BAKED_HOME,
  bakeHomeView,
  FIRST_VIEW_KINDS,
  firstViewMarkup,
  injectFirstView,
  shadowTokens,
  withoutBakedView,
  type FirstViewCopy,
  type FirstViewKind,
  type PostView,
} from './firstViewHtml';

const TOKENS = readFileSync(new URL('../../shared/src/tokens/tokens.css', import.meta.url), 'utf8');
const COPY: FirstViewCopy = {
  trustBanner: 'Trusted by 10,000+ collectors across India',
  coinMarkSvg: '<svg viewBox="0 0 64 64"></svg>',
  hero: {
    eyebrow: 'Trusted',
    title: 'Rare Indian Coins & Banknotes',
    lead: 'From punch-marked karshapanas',
    browse: { label: 'Browse Collection', to: '/collections' },
    sell: { label: 'Sell Your Coins', to: '/sell' },
  },
  sellIntro: 'Have old coins?',
  blogTitle: 'Numismatic Insights',
  blogLead: 'Stories, history',
  formatInr: (amount: number) => `₹${amount}`,
  postMeta: (post: PostView) => `${post.created_at} · 2 min read`,
};
const HOSTILE = 'Akbar </template><script>alert(1)</script> "Rupee"';
const TEMPLATE = '<!doctype html><html><head><title>Sikka</title></head><body>\n    <div id="root"></div>\n  </body></html>';

const markup = (kind: FirstViewKind, data: unknown) => firstViewMarkup({ kind, data, copy: COPY, tokensCss: TOKENS });

describe('firstViewMarkup', () => {
  it('puts the header and the page in one closed shadow root, styled by the tokens', () => {
    const html = markup('home', null);
    assert.match(html, /^<div id="first-view"><template shadowrootmode="closed"><style>/);
    assert.ok(html.endsWith('</main></template></div>'));
    assert.match(html, /:host \{\n--color-maroon-900: #3f0d12;/);
    assert.ok(html.includes('<p class="banner">Trusted by 10,000+ collectors across India</p>'));
    assert.ok(html.includes('<h1 class="heroTitle">Rare Indian Coins &#38; Banknotes</h1>'));
    assert.ok(html.includes('href="/collections"'));
  });

  it('escapes the shop’s words: a name cannot end the template or start a script', () => {
    const listing = {
      name: HOSTILE,
      price: 12500,
      category: { name: HOSTILE },
      image: 'https://x.example/a.jpg?w=900&q=80"><script>',
    };
    const post = {
      title: HOSTILE,
      slug: 'a"b',
      excerpt: HOSTILE,
      cover_image: '"><script>',
      created_at: '2024-03-15',
      content: '',
    };
    for (const html of [markup('listing', listing), markup('post', post), markup('blogList', [post])]) {
      assert.equal(html.match(/<template/g)!.length, 1);
      assert.equal(html.match(/<\/template>/g)!.length, 1);
      assert.ok(!html.includes('<script'), html);
      assert.ok(html.includes('Akbar &#60;/template&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;Rupee&#34;'));
    }
  });

  it('shows a listing’s photo at the gallery’s size, its name and price', () => {
    const html = markup('listing', {
      name: 'Gold Dinar',
      price: 185000,
      category: { name: 'Ancient India' },
      image: '/render/1.jpg',
    });
    assert.ok(html.includes('<img class="photo" src="/render/1.jpg" alt="Gold Dinar" width="900" height="900"'));
    assert.ok(html.includes('<p class="category">Ancient India</p><h1 class="name">Gold Dinar</h1><p class="price">₹185000</p>'));
    assert.ok(!markup('listing', { name: 'No photo', price: 1, image: null }).includes('<img'));
  });

  it('lists the blog’s first posts with their covers, and none when there are none', () => {
    const posts = [1, 2].map((n) => ({
      title: `Post ${n}`,
      slug: `post-${n}`,
      excerpt: `About ${n}`,
      cover_image: `/c${n}.jpg`,
      created_at: 'March 15, 2024',
      content: '',
    }));
    const html = markup('blogList', posts);
    assert.equal(html.match(/<li>/g)!.length, 2);
    assert.ok(html.includes('<h2 class="cardTitle"><a href="/blog/post-2">Post 2</a></h2>'));
    assert.ok(html.includes('<p class="meta">March 15, 2024 · 2 min read</p>'));
    assert.ok(markup('blogList', []).includes('<ul class="cards"></ul>'));
  });

  it('knows the five pages and refuses any other', () => {
    assert.deepEqual(FIRST_VIEW_KINDS, ['home', 'sell', 'listing', 'blogList', 'post']);
    assert.throws(() => markup('admin' as FirstViewKind, null), /no first view for admin/);
  });
});

describe('injectFirstView', () => {
  it('puts the picture before #root and hides #root while the picture is up', () => {
    const html = injectFirstView(TEMPLATE, '<div id="first-view">…</div>');
    assert.ok(html.includes('<div id="first-view">…</div><div id="root"></div>'));
    assert.ok(html.includes('#first-view:not([hidden])~#root{visibility:hidden}</style></head>'));
  });

  it('leaves a template it does not know alone', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    assert.equal(injectFirstView(other, '<div id="first-view"></div>'), other);
  });
});

describe('bakeHomeView (a static host’s index.html)', () => {
  const baked = bakeHomeView(TEMPLATE, { copy: COPY, tokensCss: TOKENS });
  const script = baked.match(new RegExp(`<script ${BAKED_HOME}>([\\s\\S]*?)</script>`))![1]!;

  /** Runs the baked script as the page would at `pathname`, against a stand-in for its picture. */
  const runAt = (pathname: string) => {
    const picture = {
      hidden: true,
      removed: false,
      remove() {
        this.removed = true;
      },
    };
    const document = { getElementById: (id: string) => (id === 'first-view' ? picture : null) };
    new Function('location', 'document', script)({ pathname }, document);
    return picture;
  };

  it('writes the home page’s picture in hidden, with the script that decides right after it, before #root', () => {
    const home = markup('home', null).replace('<div id="first-view">', '<div id="first-view" hidden>');
    assert.ok(baked.includes(`${home}<script ${BAKED_HOME}>`));
    assert.ok(/<\/script><div id="root"><\/div>/.test(baked));
    assert.equal(baked.match(/<div id="first-view"/g)!.length, 1);
    assert.ok(baked.includes('#first-view:not([hidden])~#root{visibility:hidden}</style></head>'));
  });

  it('shows it on / and takes it out on every other path', () => {
    const home = runAt('/');
    assert.equal(home.hidden, false);
    assert.equal(home.removed, false);
    for (const path of ['/sell', '/blog', '/mughal-akbar-rupee', '/index.html']) {
      const picture = runAt(path);
      assert.equal(picture.removed, true, path);
      assert.equal(picture.hidden, true, path);
    }
  });

  it('comes out whole, and baking again keeps one', () => {
    assert.equal(withoutBakedView(baked), TEMPLATE);
    assert.equal(bakeHomeView(baked, { copy: COPY, tokensCss: TOKENS }), baked);
    assert.equal(withoutBakedView(TEMPLATE), TEMPLATE);
  });
});

describe('shadowTokens', () => {
  it('moves :root and body to the host and drops comments', () => {
    const css = shadowTokens('/* note */\n:root {\n  --a: 1;\n}\nbody {\n  margin: 0;\n}\nh1 { margin: 0; }');
    assert.equal(css, '\n:host {\n--a: 1;\n}\n:host {\nmargin: 0;\n}\nh1 { margin: 0; }');
  });
});
