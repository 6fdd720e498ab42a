import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { DocumentMeta } from '@sikka/shared/ui';
import { articleJsonLd, blogPostMetaTags, jsonLdText, pageTitle } from '../../model/seo';

/** Title, meta description, Open Graph / Twitter tags and schema.org Article JSON-LD of one post (spec §2). */
export function BlogPostSeo({ post, pageUrl }: { post: BlogPostRow; pageUrl: string }) {
  // The head rendered by the page (React 19 hoists it). The JSON-LD: a text child (set as textContent,
  // never parsed as HTML); `<` escaped so it cannot close the element.
  return (
    <>
      <DocumentMeta title={pageTitle(post.title)} tags={blogPostMetaTags(post, pageUrl)} canonical={pageUrl} />
      <script type="application/ld+json">{jsonLdText(articleJsonLd(post, pageUrl))}</script>
    </>
  );
}
