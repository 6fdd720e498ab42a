import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { useDocumentMeta } from '@sikka/shared/ui';
import { articleJsonLd, blogPostMetaTags, jsonLdText, pageTitle } from '../../model/seo';

/** Title, meta description, Open Graph / Twitter tags and schema.org Article JSON-LD of one post (spec §2). */
export function BlogPostSeo({ post, pageUrl }: { post: BlogPostRow; pageUrl: string }) {
  useDocumentMeta(pageTitle(post.title), blogPostMetaTags(post, pageUrl));
  // A text child (set as textContent, never parsed as HTML); `<` escaped so it cannot close the element.
  return <script type="application/ld+json">{jsonLdText(articleJsonLd(post, pageUrl))}</script>;
}
