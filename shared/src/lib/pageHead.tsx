import { metaDescription } from '@sikka/shared/format';
import type { MetaTag } from './DocumentMeta';

// What every remote's pages write into their head (DocumentMeta) the same way: the title's form, the
// link preview's tags and schema.org data. What differs (a listing's price, a post's date) the page adds.

/** The shop's name, as its titles and link previews give it. */
export const SITE_NAME = 'Sikka';

/** A page's document title: 'Title | Sikka'. */
export const pageTitle = (title: string): string => `${title} | ${SITE_NAME}`;

/** What a search snippet and a link preview (Open Graph, Twitter) say of a page. */
export interface PagePreview {
  /** The page's own name, without the shop's. */
  title: string;
  /** Cut at 160 characters (spec §9). */
  description: string | null | undefined;
  /** og:type: 'website' unless said. */
  type?: string;
  /** The page's absolute address. */
  url?: string;
  /** An absolute picture address. */
  image?: string | null;
  /** Twitter's large card; by default when there is a picture. */
  largeCard?: boolean;
}

/** The tags of a page's search snippet and link preview. */
export function previewTags({
  title,
  description,
  type = 'website',
  url,
  image,
  largeCard = Boolean(image),
}: PagePreview): MetaTag[] {
  const text = metaDescription(description);
  const tags: MetaTag[] = [
    { key: 'name', id: 'description', content: text },
    { key: 'property', id: 'og:type', content: type },
    { key: 'property', id: 'og:site_name', content: SITE_NAME },
    { key: 'property', id: 'og:title', content: title },
    { key: 'property', id: 'og:description', content: text },
    { key: 'name', id: 'twitter:card', content: largeCard ? 'summary_large_image' : 'summary' },
    { key: 'name', id: 'twitter:title', content: title },
    { key: 'name', id: 'twitter:description', content: text },
  ];
  if (url) tags.push({ key: 'property', id: 'og:url', content: url });
  if (image) tags.push({ key: 'property', id: 'og:image', content: image }, { key: 'name', id: 'twitter:image', content: image });
  return tags;
}

/** The JSON of a `<script type="application/ld+json">`: `<` escaped, so no text in it can close the element. */
export const jsonLdText = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org data of a page, for search engines' rich results (a text child: never parsed as HTML). */
export function JsonLd({ value }: { value: object }) {
  return <script type="application/ld+json">{jsonLdText(value)}</script>;
}
