// The back office's blog form (spec §5 "Blog form"). Here, with its only user, not in @sikka/shared: the
// public blog pages read posts only, and building this zod schema while a post hydrated cost a
// 4x-slowed phone about 60 ms; a shared entry of its own would add its registration to every app's entry.
import { z } from '@sikka/shared/zod';
import { META_DESCRIPTION_LENGTH } from '@sikka/shared/config';
import { normalizeBlogSlug } from '@sikka/shared/domain/blogPosts';

export const INVALID_COVER_URL = 'Please enter a valid URL (starting with https://)';
export const META_DESCRIPTION_TOO_LONG = `Meta description must be at most ${META_DESCRIPTION_LENGTH} characters: search results show only the first ${META_DESCRIPTION_LENGTH}`;

/** The hosts of a local Supabase (the demo's storage answers on http://127.0.0.1:54321). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A cover the shop's https pages can show without a mixed-content warning: https, or http on this
 * machine's own loopback (the local stack serves its storage, and the demo's covers, over http).
 */
export function isCoverImageUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'https:' && hostname !== '') || (protocol === 'http:' && LOOPBACK.has(hostname));
  } catch {
    return false;
  }
}

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Spec §5 "Blog form": every field required, the cover a valid web address, the meta description at
 * most the 160 characters the page's meta tag carries (spec §9). Mirrors the CHECKs of
 * public.blog_posts (non-blank text, slug of a-z0-9 words, cover https or loopback http, meta
 * description ≤ 160), so the form refuses what the database would refuse, with a clear message next
 * to the field.
 */
export const blogPostFormSchema = z.object({
  title: required('Title is required'),
  slug: z.string().transform(normalizeBlogSlug).pipe(z.string().min(1, 'URL slug is required (letters or digits)')),
  cover_image: required('Cover image URL is required').refine(isCoverImageUrl, INVALID_COVER_URL),
  excerpt: required('Excerpt is required'),
  meta_description: required('Meta description is required').max(META_DESCRIPTION_LENGTH, META_DESCRIPTION_TOO_LONG),
  content: required('Content is required'),
});

export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;
