/**
 * The first view, painted from HTML. A phone on mobile data waits seconds for the shell's JavaScript,
 * then for the page's remote, then for its data: until then it showed nothing. So the server that
 * serves the shell writes the page's first screen into index.html — the header, and the home page's
 * opening, the sell page's introduction, the blog's first posts, a listing's photo, name and price, a
 * post's cover and title — which the browser paints as soon as the HTML arrives.
 *
 * The first view is a still picture of the page, not the page: it lives in a closed shadow root
 * (declarative, `<template shadowrootmode>`), so its markup and styles never meet the app's and
 * nothing but the user sees it twice. While it is up, the app's #root renders underneath, hidden; the
 * shell takes it down once the real page's first screen is complete (shell/src/startup/firstView.ts).
 * Its links are plain links. Browsers without declarative shadow DOM ignore the template and wait
 * for the app as before.
 *
 * Its styles mirror the CSS modules of the parts it pictures, on the design tokens themselves
 * (shared/src/tokens/tokens.css, read at start), so the picture and the page line up; the words come
 * from the same modules the pages render (loaded by pageHead.ts).
 */

/** The words of the picture, from the modules the pages render them from (pageHead.ts, loadPageBuilders). */
export interface FirstViewCopy {
  trustBanner: string;
  coinMarkSvg: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    browse: { to: string; label: string };
    sell: { to: string; label: string };
  };
  sellIntro: string;
  blogTitle: string;
  blogLead: string;
  formatInr(amount: number): string;
  postMeta(post: PostView): string;
}

export interface ListingView {
  name: string;
  price: number;
  image?: string | null;
  category?: { name?: string | null } | null;
}

export interface PostView {
  title: string;
  slug: string;
  excerpt?: string | null;
  cover_image?: string | null;
  created_at: string;
  content?: string | null;
}

export const FIRST_VIEW_ID = 'first-view';

export const escapeHtml = (text: unknown): string => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The tokens and reset, made to apply inside the shadow root (its host stands for :root and body). */
export function shadowTokens(tokensCss: string): string {
  return tokensCss
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/:root\s*\{/g, ':host {')
    .replace(/(^|\n)body\s*\{/g, '$1:host {')
    .replace(/\n\s*/g, '\n');
}

/** One copy of each rule the picture needs, after the CSS modules it mirrors (named in comments). */
const PICTURE_CSS = `
:host { display: block; min-height: 100vh; }
a { color: var(--color-primary); }
/* shell Header.module.css, Logo.module.css */
.header { background: var(--color-surface); box-shadow: var(--shadow-sm); }
.banner { padding: var(--space-1) var(--space-4); background: var(--color-maroon-900); color: var(--color-gold-300); font-size: var(--font-size-sm); text-align: center; }
.bar { display: flex; align-items: center; justify-content: space-between; gap: var(--space-4); max-width: var(--content-width); margin: 0 auto; padding: var(--space-3) var(--space-4); }
.home { display: inline-flex; align-items: center; gap: var(--space-2); color: var(--color-maroon-900); text-decoration: none; }
.mark { display: inline-flex; flex: none; width: 2.25rem; height: 2.25rem; }
.mark svg { width: 100%; height: 100%; }
.wordmark { font-family: var(--font-serif); font-weight: 700; letter-spacing: 0.02em; line-height: 1; font-size: var(--font-size-xl); }
.actions { display: flex; align-items: center; gap: var(--space-2); }
.menu { display: none; place-items: center; width: 2.75rem; height: 2.75rem; border: 1px solid var(--color-border); border-radius: var(--radius-md); background: var(--color-surface); }
.burger, .burger::before, .burger::after { display: block; width: 1.25rem; height: 2px; background: var(--color-ink); }
.burger { position: relative; }
.burger::before, .burger::after { content: ""; position: absolute; left: 0; }
.burger::before { transform: translateY(-6px); }
.burger::after { transform: translateY(6px); }
@media (max-width: 767px) { .actions { display: none; } .menu { display: grid; } }
/* shared Button.module.css */
.button { display: inline-flex; align-items: center; justify-content: center; gap: var(--space-2); border: 1px solid transparent; border-radius: var(--radius-md); font-weight: 600; line-height: 1.2; text-decoration: none; white-space: nowrap; padding: var(--space-2) var(--space-4); font-size: var(--font-size-md); min-height: 2.5rem; }
.button.lg { padding: var(--space-3) var(--space-5); font-size: var(--font-size-lg); min-height: 3rem; }
/* the place of 'Sign In' or the account menu, which the app draws: it keeps 'Sell Your Coins' where it will be */
.account { visibility: hidden; }
.secondary { background: var(--color-surface); color: var(--color-primary); border-color: var(--color-border-strong); }
@media (max-width: 40rem) { .button { min-height: 2.75rem; } }
/* shell ShellLayout.module.css */
main { display: block; min-height: 100vh; }
/* PageFrame.module.css */
.frame { max-width: var(--content-width); margin: 0 auto; padding: var(--space-6) var(--space-4); }
.frameTitle { font-family: var(--font-serif); font-size: var(--font-size-2xl); color: var(--color-maroon-900); }
/* catalog HomePage.module.css, Hero.module.css */
.homePage { display: grid; gap: var(--space-8); max-width: 76rem; margin: 0 auto; padding: var(--space-5) var(--space-4) var(--space-8); }
.hero { display: grid; gap: var(--space-4); justify-items: start; padding: var(--space-6) var(--space-6); border-radius: var(--radius-lg); color: var(--color-primary-contrast); background: radial-gradient(circle at 85% 20%, rgb(201 162 39 / 0.35), transparent 45%), linear-gradient(135deg, var(--color-maroon-900), var(--color-maroon-700)); }
.eyebrow { font-size: var(--font-size-sm); letter-spacing: 0.04em; color: var(--color-gold-300); }
.heroTitle { max-width: 20ch; font-family: var(--font-serif); font-size: clamp(1.9rem, 5vw, 3rem); line-height: 1.15; }
.lead { max-width: 55ch; font-size: var(--font-size-lg); color: rgb(255 255 255 / 0.88); }
.heroActions { display: flex; flex-wrap: wrap; gap: var(--space-3); margin-top: var(--space-2); }
.heroActions .browse { background: var(--color-gold-500); color: var(--color-maroon-900); }
.heroActions .secondary { background: transparent; color: var(--color-primary-contrast); border-color: rgb(255 255 255 / 0.7); }
@media (max-width: 40rem) {
  .homePage { gap: var(--space-6); padding: var(--space-3) var(--space-3) var(--space-6); }
  .hero { padding: var(--space-6) var(--space-4); }
}
/* sell SellPage.module.css */
.intro { max-width: 48rem; margin-bottom: var(--space-5); font-size: var(--font-size-lg); color: var(--color-ink-muted); }
/* catalog ListingPage.module.css, Gallery.module.css, ListingDetails.module.css */
.listing { display: grid; gap: var(--space-6); max-width: 76rem; margin: 0 auto; padding: var(--space-4) var(--space-4) var(--space-8); }
.topBar { display: flex; align-items: center; }
.back { display: inline-flex; align-items: center; gap: var(--space-1); font-weight: 600; text-decoration: none; }
.back svg { width: 18px; height: 18px; }
.listingMain { display: grid; grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); gap: var(--space-6); align-items: start; }
.stage { display: block; overflow: hidden; border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-gold-100); }
.photo { width: 100%; height: auto; object-fit: contain; background: var(--color-gold-100); }
.details { display: grid; gap: var(--space-3); align-content: start; }
.category { font-size: var(--font-size-sm); font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--color-gold-700); }
.name { font-family: var(--font-serif); font-size: clamp(1.5rem, 3.5vw, 2.25rem); line-height: 1.2; color: var(--color-maroon-900); }
.price { font-size: var(--font-size-2xl); font-weight: 700; color: var(--color-maroon-700); }
@media (max-width: 52rem) {
  .listingMain { grid-template-columns: minmax(0, 1fr); gap: var(--space-4); }
  .listing { gap: var(--space-4); padding: var(--space-3) var(--space-3) var(--space-6); }
}
/* blog BlogListPage.module.css, BlogPostCard.module.css */
.blogLead { margin: var(--space-2) 0 var(--space-6); color: var(--color-ink-muted); font-size: var(--font-size-lg); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: var(--space-5); margin: 0; padding: 0; list-style: none; }
.cards > li { display: flex; }
.card { flex: 1; display: flex; flex-direction: column; overflow: hidden; border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-surface); box-shadow: var(--shadow-sm); }
.cardCover { display: block; width: 100%; height: auto; object-fit: cover; background: var(--color-gold-100); }
.cardBody { display: flex; flex-direction: column; gap: var(--space-2); flex: 1; padding: var(--space-4); }
.meta { margin: 0; font-size: var(--font-size-sm); color: var(--color-ink-muted); }
.cardTitle { font-family: var(--font-serif); font-size: var(--font-size-lg); line-height: 1.3; }
.cardTitle a { color: var(--color-maroon-900); text-decoration: none; }
.excerpt { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3; overflow: hidden; }
.readMore { margin-top: auto; padding-top: var(--space-2); align-self: flex-start; font-weight: 600; color: var(--color-maroon-700); }
/* blog BlogPostPage.module.css */
.post { max-width: 52rem; margin: 0 auto; padding: var(--space-6) var(--space-4) var(--space-8); }
.post .back { color: var(--color-maroon-700); font-size: var(--font-size-sm); }
.post .back svg { width: 16px; height: 16px; }
.cover { display: block; width: 100%; height: auto; margin: var(--space-4) 0 var(--space-5); border-radius: var(--radius-lg); object-fit: cover; background: var(--color-gold-100); }
.postHeader { margin: 0 0 var(--space-6); }
.postTitle { font-family: var(--font-serif); font-size: clamp(1.75rem, 4vw, 2.5rem); line-height: 1.2; color: var(--color-maroon-900); }
`;

/** lucide's arrow-left, as the pages' back links draw it. */
const ARROW_LEFT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m12 19-7-7 7-7"/><path d="M19 12H5"/></svg>';

const attr = (value: string) => `"${escapeHtml(value)}"`;

function header(copy: FirstViewCopy) {
  return `<header class="header"><p class="banner">${escapeHtml(copy.trustBanner)}</p><div class="bar"><a href="/" class="home" aria-label="Sikka home"><span class="mark">${copy.coinMarkSvg}</span><span class="wordmark">Sikka</span></a><nav class="actions" aria-label="Main"><a class="button secondary" href="/sell">Sell Your Coins</a><span class="button account" aria-hidden="true">Sign In</span></nav><span class="menu" aria-hidden="true"><span class="burger"></span></span></div></header>`;
}

/** The pictures, by page: `copy` holds the shop's words, `data` the page's rows (from the API). */
const PICTURES = {
  home(copy: FirstViewCopy) {
    const hero = copy.hero;
    return `<div class="homePage"><section class="hero"><p class="eyebrow">${escapeHtml(hero.eyebrow)}</p><h1 class="heroTitle">${escapeHtml(hero.title)}</h1><p class="lead">${escapeHtml(hero.lead)}</p><div class="heroActions"><a class="button lg browse" href=${attr(hero.browse.to)}>${escapeHtml(hero.browse.label)}</a><a class="button lg secondary" href=${attr(hero.sell.to)}>${escapeHtml(hero.sell.label)}</a></div></section></div>`;
  },
  sell(copy: FirstViewCopy) {
    return `<section class="frame"><h1 class="frameTitle">Sell Your Coins</h1><p class="intro">${escapeHtml(copy.sellIntro)}</p></section>`;
  },
  listing(copy: FirstViewCopy, listing: ListingView) {
    const category = listing.category?.name ? `<p class="category">${escapeHtml(listing.category.name)}</p>` : '';
    const photo = listing.image
      ? `<span class="stage"><img class="photo" src=${attr(listing.image)} alt=${attr(listing.name)} width="900" height="900" style="aspect-ratio: 1 / 1" fetchpriority="high"></span>`
      : '';
    return `<article class="listing"><nav class="topBar" aria-label="Listing"><a href="/" class="back">${ARROW_LEFT}Back to the collection</a></nav><div class="listingMain"><div>${photo}</div><div class="details">${category}<h1 class="name">${escapeHtml(listing.name)}</h1><p class="price">${escapeHtml(copy.formatInr(listing.price))}</p></div></div></article>`;
  },
  blogList(copy: FirstViewCopy, posts: readonly PostView[]) {
    const cards = posts
      .map((post, index) => {
        const href = attr(`/blog/${post.slug}`);
        // The first cover is the phone's largest paint: it goes first; the others (a wide screen's row) follow.
        const priority = index === 0 ? ' fetchpriority="high"' : '';
        const cover = post.cover_image
          ? `<img class="cardCover" src=${attr(post.cover_image)} alt="" width="640" height="360" style="aspect-ratio: 16 / 9"${priority}>`
          : '';
        return `<li><article class="card">${cover}<div class="cardBody"><p class="meta">${escapeHtml(copy.postMeta(post))}</p><h2 class="cardTitle"><a href=${href}>${escapeHtml(post.title)}</a></h2><p class="excerpt">${escapeHtml(post.excerpt ?? '')}</p><a class="readMore" href=${href}>Read more</a></div></article></li>`;
      })
      .join('');
    return `<section class="frame"><h1 class="frameTitle">${escapeHtml(copy.blogTitle)}</h1><p class="blogLead">${escapeHtml(copy.blogLead)}</p><ul class="cards">${cards}</ul></section>`;
  },
  post(copy: FirstViewCopy, post: PostView) {
    const cover = post.cover_image
      ? `<img class="cover" src=${attr(post.cover_image)} alt="" width="1200" height="630" style="aspect-ratio: 40 / 21" fetchpriority="high">`
      : '';
    return `<article class="post"><a href="/blog" class="back">${ARROW_LEFT}All articles</a>${cover}<header class="postHeader"><p class="meta">${escapeHtml(copy.postMeta(post))}</p><h1 class="postTitle">${escapeHtml(post.title)}</h1></header></article>`;
  },
};

export type FirstViewKind = keyof typeof PICTURES;
export const FIRST_VIEW_KINDS = Object.keys(PICTURES) as FirstViewKind[];

/** The first view of one page: the light-DOM host with its closed shadow root (styles, header, page). */
export interface FirstViewInput {
  kind: FirstViewKind;
  copy: FirstViewCopy;
  data?: unknown;
  tokensCss: string;
}

export function firstViewMarkup({ kind, copy, data, tokensCss }: FirstViewInput): string {
  const picture = PICTURES[kind] as ((copy: FirstViewCopy, data: unknown) => string) | undefined;
  if (!picture) throw new Error(`no first view for ${kind}`);
  return `<div id="${FIRST_VIEW_ID}"><template shadowrootmode="closed"><style>${shadowTokens(tokensCss)}${PICTURE_CSS}</style>${header(copy)}<main>${picture(copy, data)}</main></template></div>`;
}

/**
 * While the first view is up it covers the top of the page and #root lays out underneath, hidden (not
 * display:none, so the app measures and loads its images as it will show them; hidden, so nothing of
 * it counts as a layout shift before it shows).
 */
const HOST_CSS = `<style>#${FIRST_VIEW_ID}{position:absolute;top:0;left:0;right:0;z-index:1}#${FIRST_VIEW_ID}:not([hidden])~#root{visibility:hidden}</style>`;

/** index.html with the first view as the body's first element; unchanged when the template is not the one we know. */
export function injectFirstView(html: string, markup: string): string {
  const root = /<div id="root"><\/div>/.exec(html);
  if (!root || !html.includes('</head>')) return html;
  const withHost = html.slice(0, root.index) + markup + html.slice(root.index);
  return withHost.replace('</head>', () => `${HOST_CSS}</head>`);
}

/** Marks the script that shows the home page's baked first view (or takes it out) in a static host's index.html. */
export const BAKED_HOME = 'data-first-view-home';
const BAKED = new RegExp(`<div id="${FIRST_VIEW_ID}" hidden>[\\s\\S]*?<script ${BAKED_HOME}>[\\s\\S]*?</script>`);

/**
 * index.html for a static host, which answers every path with this one file: the home page's first
 * view, written in hidden, and a script right after it that shows it on `/` and takes it out anywhere
 * else. The script runs where it stands, before the parser reaches #root, so on `/` the picture is in
 * the first paint as the server's would be, and a deep link never shows the hero (it is hidden until
 * the script says otherwise). The home page's picture needs no data, so the build can write it; a
 * listing's or a post's needs its row and stays the server's.
 */
export function bakeHomeView(html: string, view: Omit<FirstViewInput, 'kind' | 'data'>): string {
  const script = `<script ${BAKED_HOME}>(function(view){location.pathname==="/"?view.hidden=false:view.remove()})(document.getElementById("${FIRST_VIEW_ID}"))</script>`;
  const markup = firstViewMarkup({ ...view, kind: 'home' }).replace(
    `<div id="${FIRST_VIEW_ID}">`,
    `<div id="${FIRST_VIEW_ID}" hidden>`,
  );
  return injectFirstView(withoutBakedView(html), markup + script);
}

/** index.html without the baked home view (the server paints each page's own first view instead). */
export function withoutBakedView(html: string): string {
  return html.replace(BAKED, '').replace(HOST_CSS, '');
}
