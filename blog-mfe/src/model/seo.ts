import { metaDescription } from '@sikka/shared/format';
import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import type { MetaTag } from '@sikka/shared/ui';

export const SITE_NAME = 'Sikka';
export const BLOG_TITLE = 'Numismatic Insights';
/** The line under the blog list's title (also painted by the server before any script: shell/server/firstViewHtml.ts). */
export const BLOG_LEAD = 'Stories, history and collecting advice on the coins and banknotes of India.';
export const BLOG_DESCRIPTION =
  'Guides, history and collecting advice on rare Indian coins and banknotes, from the numismatists at Sikka.';

/** Document title of a page of the shop ('Title | Sikka'), like the shell's own pages. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Tags of the blog list: its description, and the RSS feed for readers that look for one in meta. */
export function blogListMetaTags(pageUrl: string): MetaTag[] {
  return [
    { key: 'name', id: 'description', content: BLOG_DESCRIPTION },
    { key: 'property', id: 'og:type', content: 'website' },
    { key: 'property', id: 'og:site_name', content: SITE_NAME },
    { key: 'property', id: 'og:title', content: BLOG_TITLE },
    { key: 'property', id: 'og:description', content: BLOG_DESCRIPTION },
    { key: 'property', id: 'og:url', content: pageUrl },
  ];
}

/** Search snippet and link preview (Open Graph, Twitter) of one post; the description is cut at 160 (spec §9). */
export function blogPostMetaTags(post: BlogPostRow, pageUrl: string): MetaTag[] {
  const description = metaDescription(post.meta_description);
  return [
    { key: 'name', id: 'description', content: description },
    { key: 'property', id: 'og:type', content: 'article' },
    { key: 'property', id: 'og:site_name', content: SITE_NAME },
    { key: 'property', id: 'og:title', content: post.title },
    { key: 'property', id: 'og:description', content: description },
    { key: 'property', id: 'og:url', content: pageUrl },
    { key: 'property', id: 'og:image', content: post.cover_image },
    { key: 'property', id: 'article:published_time', content: post.created_at },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:title', content: post.title },
    { key: 'name', id: 'twitter:description', content: description },
    { key: 'name', id: 'twitter:image', content: post.cover_image },
  ];
}

/** schema.org Article for rich results. */
export function articleJsonLd(post: BlogPostRow, pageUrl: string) {
  const organization = { '@type': 'Organization', name: SITE_NAME, url: new URL('/', pageUrl).href };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: metaDescription(post.meta_description),
    image: [post.cover_image],
    datePublished: post.created_at,
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    author: organization,
    publisher: organization,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so post text can never close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
