import type { EarlyQuery } from '@sikka/shared/supabase';

/**
 * The post page's read, without the client: the shell's build reads this module in Node (the page
 * script makes the read ahead of the app: supabase/earlyData.ts).
 */

/** fetchBlogPostBySlug's request, parameter by parameter (supabase/earlyData.test.ts holds the two to one URL). */
export const BLOG_POST_BY_SLUG_QUERY: EarlyQuery = {
  table: 'blog_posts',
  params: [
    ['select', '*'],
    ['slug', 'eq.{slug}'],
  ],
};
