import { metaDescription } from '@sikka/shared/format';
import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { type MetaTag, previewTags, SITE_NAME } from '@sikka/shared/ui';

export const BLOG_TITLE = 'Numismatic Insights';
/** The line under the blog list's title (also painted by the server before any script: shell/server/firstViewHtml.ts). */
export const BLOG_LEAD = 'Stories, history and collecting advice on the coins and banknotes of India.';
export const BLOG_DESCRIPTION =
  'Guides, history and collecting advice on rare Indian coins and banknotes, from the numismatists at Sikka.';

/** Search snippet and link preview of one post, with its publication date; the description is cut at 160 (spec §9). */
export function blogPostMetaTags(post: BlogPostRow, pageUrl: string): MetaTag[] {
  return [
    ...previewTags({
      title: post.title,
      description: post.meta_description,
      type: 'article',
      url: pageUrl,
      image: post.cover_image,
    }),
    { key: 'property', id: 'article:published_time', content: post.created_at },
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
