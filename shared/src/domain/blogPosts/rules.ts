import type { Tables, TablesInsert } from '@sikka/shared/database.types';
import { slugify } from '@sikka/shared/format';

export type BlogPostRow = Tables<'blog_posts'>;

/** The editor's fields (spec §5 "Blog form"), exactly what insert and update send. */
export type BlogPostInput = Required<
  Pick<TablesInsert<'blog_posts'>, 'title' | 'slug' | 'cover_image' | 'excerpt' | 'meta_description' | 'content'>
>;

/** Typical adult silent reading speed; the figure reading-time estimates commonly use. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a post's markdown (at least 1); link targets and markup do not count as words. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** '4 min read' on cards and posts. */
export function readingTimeLabel(markdown: string): string {
  return `${readingMinutes(markdown)} min read`;
}

/**
 * The slug as someone types it: lower-case, spaces become hyphens, other symbols go, but a trailing
 * hyphen stays (the next word is coming). `normalizeBlogSlug` gives the final form on blur and save.
 */
export function typedBlogSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '');
}

/** The stored slug (the CHECK of blog_posts.slug: words of a-z0-9 joined by single hyphens). */
export function normalizeBlogSlug(text: string): string {
  return slugify(text);
}

/**
 * Spec §5: the slug follows the title only while creating and only until someone edits the slug by
 * hand; clearing the slug hands it back to the title.
 */
export function slugFollowsTitle(mode: 'create' | 'edit', slugEditedByHand: boolean): boolean {
  return mode === 'create' && !slugEditedByHand;
}
