import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { DocumentMeta, JsonLd, pageTitle } from '@sikka/shared/ui';
import { articleJsonLd, blogPostMetaTags } from '../../model/seo';

/** Title, meta description, Open Graph / Twitter tags and schema.org Article JSON-LD of one post (spec §2). */
export function BlogPostSeo({ post, pageUrl }: { post: BlogPostRow; pageUrl: string }) {
  return (
    <>
      <DocumentMeta title={pageTitle(post.title)} tags={blogPostMetaTags(post, pageUrl)} canonical={pageUrl} />
      <JsonLd value={articleJsonLd(post, pageUrl)} />
    </>
  );
}
