import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';

type Searchable = Pick<BlogPostRow, 'title' | 'excerpt' | 'content'>;

/**
 * Spec §2 "Blog admin list": the search matches title, excerpt or content, case-insensitive. The
 * admin list holds every post already (spec §7 reads them all), so the search runs in the browser.
 */
export function matchesBlogSearch(post: Searchable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [post.title, post.excerpt, post.content].some((text) => text.toLocaleLowerCase().includes(needle));
}

export function searchBlogPosts<T extends Searchable>(posts: readonly T[], query: string): T[] {
  return posts.filter((post) => matchesBlogSearch(post, query));
}
