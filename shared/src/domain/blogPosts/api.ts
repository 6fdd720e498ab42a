import { isUuid } from '@sikka/shared/domain/collectibles';
import { getSupabase } from '@sikka/shared/supabase';
import type { BlogPostInput, BlogPostRow } from './rules';

/** Spec §7: every post, newest first (the public list and the admin list). */
export async function fetchBlogPosts(): Promise<BlogPostRow[]> {
  const { data, error } = await getSupabase().from('blog_posts').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

/**
 * Spec §7: the post at /blog/{slug}, or null when there is none.
 */
export async function fetchBlogPostBySlug(slug: string): Promise<BlogPostRow | null> {
  const { data, error } = await getSupabase().from('blog_posts').select('*').eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data;
}

/** Spec §7: the post the editor opens, or null (an id that is not a uuid cannot match one). */
export async function fetchBlogPostById(id: string): Promise<BlogPostRow | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await getSupabase().from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** Spec §7 slug check: whether another post (not `exceptId`) already uses `slug`. */
export async function isBlogSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  let query = getSupabase().from('blog_posts').select('id').eq('slug', slug).limit(1);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).length > 0;
}

/** Spec §7 insert with the form's fields; the unique slug is enforced by blog_posts_slug_key. */
export async function insertBlogPost(post: BlogPostInput): Promise<BlogPostRow> {
  const { data, error } = await getSupabase().from('blog_posts').insert(post).select('*').single();
  if (error) throw error;
  return data;
}

/**
 * Spec §7 update by id with the form's fields. `.single()` makes "no row changed" an error: a post
 * deleted meanwhile, or a session that lost its admin right (RLS hides the row), is not a success.
 */
export async function updateBlogPost(id: string, post: BlogPostInput): Promise<BlogPostRow> {
  const { data, error } = await getSupabase().from('blog_posts').update(post).eq('id', id).select('*').single();
  if (error) throw error;
  return data;
}

/** Spec §7 delete by id. RLS turns a refused delete into "nothing deleted", so that is a failure too. */
export async function deleteBlogPost(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw error;
  if ((data ?? []).length === 0) throw new Error(`blog post ${id} was not deleted`);
}
