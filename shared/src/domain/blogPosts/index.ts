// @sikka/shared/domain/blogPosts (spec §3 blog_posts, §7 calls).
import type { Tables } from '@sikka/shared/database.types';

export type BlogPostRow = Tables<'blog_posts'>;
