import { type BlogPostRow, fetchBlogPostBySlug } from '@sikka/shared/domain/blogPosts';
import type { PageLoader } from '@sikka/shared/federation';

/** What the server read for /blog/{slug}: the post, or null for an unknown slug (answered with 404). */
export interface BlogPostPageData {
  slug: string;
  post: BlogPostRow | null;
}

/** The post page's data loader, run by the shop's server (exposed as blog/BlogPostPage.data). */
export const fetchData: PageLoader<BlogPostPageData> = async ({ params }) => {
  const slug = params.slug ?? '';
  const post = slug ? await fetchBlogPostBySlug(slug) : null;
  return { status: post ? 200 : 404, data: { slug, post } };
};
