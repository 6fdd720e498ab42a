import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * A cover the stack serves (a seeded post's): a post a test makes shows on /blog for the specs running
 * beside it, and a cover on a host this machine cannot reach was a console error on their pages.
 */
export const LOCAL_COVER = 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images/blog/the-1911-pig-rupee.jpg';

/** Posts the blog tests make through the API (slugs start 'e2e-blog-'), so no seed post is disturbed. */
export async function createPost(admin: SupabaseClient, label: string, fields: Record<string, unknown> = {}) {
  const slug = `e2e-blog-${label}-${Date.now().toString(36)}`;
  const { data, error } = await admin
    .from('blog_posts')
    .insert({
      title: `E2E ${label} post`,
      slug,
      excerpt: `The excerpt of the ${label} post.`,
      meta_description: `The meta description of the ${label} post.`,
      cover_image: LOCAL_COVER,
      content: `A post made by the ${label} test.`,
      ...fields,
    })
    .select('*')
    .single();
  if (error) throw error;
  return data as { id: string; slug: string; title: string; excerpt: string; created_at: string; meta_description: string };
}

export async function deletePosts(admin: SupabaseClient, ids: readonly string[]) {
  if (ids.length)
    await admin
      .from('blog_posts')
      .delete()
      .in('id', [...ids]);
}

/** 'MMMM d, yyyy' (spec §9), as the shop shows dates. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
