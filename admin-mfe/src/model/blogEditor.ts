import { ERROR_TEXTS, errorKey, isNetworkError } from '@sikka/shared/domain/errors';
import type { BlogPostFormValues } from './blogPostForm';
import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';

export const EMPTY_BLOG_POST: BlogPostFormValues = {
  title: '',
  slug: '',
  cover_image: '',
  excerpt: '',
  meta_description: '',
  content: '',
};

/** The editor's starting values: the post being edited, or empty fields for a new one. */
export function blogFormValues(post: BlogPostRow | null): BlogPostFormValues {
  if (!post) return EMPTY_BLOG_POST;
  const { title, slug, cover_image, excerpt, meta_description, content } = post;
  return { title, slug, cover_image, excerpt, meta_description, content };
}

/** Why a save did not happen, as the form shows it: a message under the slug and/or a banner. */
export interface SaveProblem {
  slug?: string;
  banner?: { title: string; detail?: string };
}

export const SAVE_FAILED = 'Failed to save post';

/**
 * Spec §8 "Blog": a taken slug (from the check before saving or from the unique constraint) reads
 * 'A post with this URL slug already exists'; anything else is 'Failed to save post', with the
 * backend's own message beneath it when there is one (a network failure has nothing useful to add).
 */
export function saveProblem(error: unknown): SaveProblem {
  if (errorKey(error) === 'blog_slug_taken') {
    return { slug: ERROR_TEXTS.blog_slug_taken, banner: { title: ERROR_TEXTS.blog_slug_taken } };
  }
  const key = errorKey(error);
  if (key) return { banner: { title: SAVE_FAILED, detail: ERROR_TEXTS[key] } };
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  const detail = !isNetworkError(error) && typeof message === 'string' && message.trim() ? message : undefined;
  return { banner: { title: SAVE_FAILED, detail } };
}

/**
 * The live count beside the meta description (spec §9: the page's meta tag carries the first 160
 * characters, and the schema refuses more): '230/160 characters: 70 too many' once it runs over.
 */
export function metaDescriptionCount(text: string, limit: number): { label: string; over: boolean } {
  const excess = text.length - limit;
  const label = `${text.length}/${limit} characters`;
  return excess > 0 ? { label: `${label}: ${excess} too many`, over: true } : { label, over: false };
}
