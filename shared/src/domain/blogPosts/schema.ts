import { z } from '@sikka/shared/zod';
import { normalizeBlogSlug } from './rules';

const INVALID_URL = 'Please enter a valid URL (starting with https://)';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Spec §5 "Blog form": every field required, the cover a valid web address. Mirrors the CHECKs of
 * public.blog_posts (non-blank text, slug of a-z0-9 words, cover ^https?://), so the form refuses what
 * the database would refuse, with a clear message next to the field.
 */
export const blogPostFormSchema = z.object({
  title: required('Title is required'),
  slug: z.string().transform(normalizeBlogSlug).pipe(z.string().min(1, 'URL slug is required (letters or digits)')),
  cover_image: required('Cover image URL is required')
    .refine((url) => !/\s/.test(url), INVALID_URL)
    .pipe(z.url({ protocol: /^https?$/, error: INVALID_URL })),
  excerpt: required('Excerpt is required'),
  meta_description: required('Meta description is required'),
  content: required('Content is required'),
});

export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;
