// Bulk upload (spec §2 "Bulk Upload", §3 bulk item draft, §4 bulk item states, §5 "Bulk upload").
import { MAX_BULK_ITEMS, MAX_LISTING_IMAGES } from '@sikka/shared/config';
import { slugify } from '@sikka/shared/format';
import type { ListingFields } from '@sikka/shared/domain/collectibles';
import type { PhotoAnalysis } from './listingAi';

export const BULK_TEXTS = {
  tooManyItems: 'Maximum 10 items allowed for bulk upload',
  noItems: 'Please add at least one item',
  itemWithoutImage: 'All items must have at least one image',
  noItemForImages: 'Please add an item before uploading images',
  noSelectedItem: 'Please select an item before uploading images',
  itemFailed: 'Failed to process item',
  success: 'Upload successful! Redirecting to featured collections...',
} as const;

/** Spec §9: the redirect to / after a successful bulk upload. */
export const BULK_REDIRECT_MS = 1500;

export type BulkStatus = 'pending' | 'processing' | 'success' | 'error';

export interface BulkDraft {
  id: string;
  /** At most 6, in order; the first is the one analysed. */
  images: Blob[];
  type: 'coin' | 'note';
  name: string;
  description: string;
  /** Digits only. */
  price: string;
  youtube_url: string;
  category_id: string;
  status: BulkStatus;
  error?: string;
}

export const newDraft = (id: string, categoryId: string): BulkDraft => ({
  id,
  images: [],
  type: 'coin',
  name: '',
  description: '',
  price: '',
  youtube_url: '',
  category_id: categoryId,
  status: 'pending',
});

export function addItemProblem(count: number): string | null {
  return count >= MAX_BULK_ITEMS ? BULK_TEXTS.tooManyItems : null;
}

/** Why photos cannot be added now (no item yet, or none selected), or null. */
export function photoTargetProblem(drafts: readonly BulkDraft[], selectedId: string | null): string | null {
  if (drafts.length === 0) return BULK_TEXTS.noItemForImages;
  if (!selectedId || !drafts.some((draft) => draft.id === selectedId)) return BULK_TEXTS.noSelectedItem;
  return null;
}

export function addDraftImages(draft: BulkDraft, images: readonly Blob[]): { draft: BulkDraft; dropped: number } {
  const room = Math.max(0, MAX_LISTING_IMAGES - draft.images.length);
  return { draft: { ...draft, images: [...draft.images, ...images.slice(0, room)] }, dropped: Math.max(0, images.length - room) };
}

/** What stops the upload from starting, or null. Items already uploaded are not counted. */
export function uploadProblem(drafts: readonly BulkDraft[]): string | null {
  const waiting = drafts.filter((draft) => draft.status !== 'success');
  if (waiting.length === 0) return BULK_TEXTS.noItems;
  if (waiting.some((draft) => draft.images.length === 0)) return BULK_TEXTS.itemWithoutImage;
  return null;
}

/** Whether the AI must be asked: name, description or price left empty (spec §5). */
export const needsAnalysis = (draft: BulkDraft) => !draft.name.trim() || !draft.description.trim() || !draft.price;

/**
 * The listing to create from a draft: what the admin typed, else the AI's suggestion. The slug comes
 * from the name, or is 'collectible', with the last 4 digits of the timestamp (spec §5's generator
 * variant) so ten drafts named alike do not collide.
 */
export function bulkListing(draft: BulkDraft, analysis: PhotoAnalysis | null, now = Date.now()): ListingFields {
  const name = draft.name.trim() || analysis?.name || 'Unknown Collectible';
  const price = draft.price ? Number(draft.price) : (analysis?.suggestedPrice ?? 0);
  const base = slugify(name) || 'collectible';
  return {
    type: draft.name.trim() ? draft.type : (analysis?.type ?? draft.type),
    name,
    slug: `${base}-${String(now).slice(-4)}`,
    description: draft.description.trim() || analysis?.description || '',
    price,
    youtube_url: draft.youtube_url,
    category_id: draft.category_id || null,
  };
}

export type DraftChange = (id: string, patch: Partial<BulkDraft>) => void;

/**
 * Spec §4: items run one after another — pending, processing, then success or error with its message —
 * and a failure does not stop the rest. Items already uploaded are skipped. Answers how many succeeded.
 */
export async function runBulkUpload(
  drafts: readonly BulkDraft[],
  upload: (draft: BulkDraft) => Promise<void>,
  onChange: DraftChange,
): Promise<{ succeeded: number; failed: number }> {
  let succeeded = 0;
  let failed = 0;
  for (const draft of drafts) {
    if (draft.status === 'success') continue;
    onChange(draft.id, { status: 'processing', error: undefined });
    try {
      await upload(draft);
      succeeded += 1;
      onChange(draft.id, { status: 'success', error: undefined });
    } catch (error) {
      failed += 1;
      onChange(draft.id, { status: 'error', error: failureMessage(error) });
    }
  }
  return { succeeded, failed };
}

/** Spec §8 Bulk: the backend's message under the item, or 'Failed to process item'. */
export function failureMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : BULK_TEXTS.itemFailed;
}
