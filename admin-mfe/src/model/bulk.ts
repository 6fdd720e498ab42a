// Bulk upload (spec §2 "Bulk Upload", §3 bulk item draft, §4 bulk item states, §5 "Bulk upload").
import { MAX_BULK_ITEMS, MAX_LISTING_IMAGES } from '@sikka/shared/config';
import { isYoutubeUrl, slugify } from '@sikka/shared/format';
import { type ListingFields, PRICE_TEXTS, parseListingPrice } from '@sikka/shared/domain/catalogueRules';
import { type CatalogueField, type CatalogueValues, emptyCatalogue, readCatalogue, type ToleranceContext } from './catalogueForm';
import { catalogueFromAnalysis, type PhotoAnalysis } from './listingAi';
import { saveFailureText } from './listingErrors';
import { LISTING_TEXTS } from './listingForm';

export const BULK_TEXTS = {
  tooManyItems: 'Maximum 10 items allowed for bulk upload',
  noItems: 'Please add at least one item',
  itemWithoutImage: 'All items must have at least one image',
  noItemForImages: 'Please add an item before uploading images',
  noSelectedItem: 'Please select an item before uploading images',
  itemFailed: 'Failed to process item',
  success: 'Upload successful! Redirecting to featured collections...',
  aiOff:
    "AI suggestions are off on this server: each item is uploaded with what you type. Give every item a price; an empty name is saved as 'Unknown Collectible'.",
} as const;

/** The line under the success banner when some items failed (spec §4 keeps the banner and the redirect). */
export const failedLine = (failed: number) =>
  failed === 1
    ? '1 item failed: it waits on /bulk-upload with its error.'
    : `${failed} items failed: they wait on /bulk-upload with their errors.`;

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
  /** As typed (never trimmed to its digits); whole rupees, or empty for the AI's suggestion. */
  price: string;
  youtube_url: string;
  category_id: string;
  /** The catalogue facts as typed (issue 32), read by the listing form's rules on upload. */
  catalogue: CatalogueValues;
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
  catalogue: emptyCatalogue(),
  status: 'pending',
});

/** A draft kept before drafts had catalogue facts gets the empty ones. */
export const withCatalogue = (draft: BulkDraft): BulkDraft => ({
  ...draft,
  catalogue: { ...emptyCatalogue(), ...draft.catalogue },
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

/** Whether the AI can fill what is left empty: 'unknown' when the server could not be asked. */
export type AiAvailability = 'on' | 'off' | 'unknown';

/** Whether the AI must be asked: name, description or price left empty (spec §5). */
export const needsAnalysis = (draft: BulkDraft) => !draft.name.trim() || !draft.description.trim() || !draft.price.trim();

export type DraftField = 'type' | 'name' | 'description' | 'price' | 'youtube_url' | 'category_id';
export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * What the create form would refuse in this draft, checked before anything is uploaded: a price that is
 * not whole rupees, a video link that is not YouTube's (the database refuses both), and, with the AI
 * off, an empty price (nothing would fill it: the piece would go on sale at ₹0).
 */
export function draftErrors(draft: BulkDraft, ai: AiAvailability = 'on'): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.price.trim()) {
    const read = parseListingPrice(draft.price);
    if (read.problem !== undefined) errors.price = read.problem;
  } else if (ai === 'off') {
    errors.price = PRICE_TEXTS.required;
  }
  if (draft.youtube_url.trim() && !isYoutubeUrl(draft.youtube_url)) errors.youtube_url = LISTING_TEXTS.youtubeInvalid;
  return errors;
}

/** The hint under a field: what happens to it when left empty; nothing once it is filled. */
export function draftHint(draft: BulkDraft, field: 'name' | 'description' | 'price', ai: AiAvailability): string | undefined {
  if (draft[field].trim()) return undefined;
  if (ai === 'off') {
    if (field === 'name') return "Empty: saved as 'Unknown Collectible'";
    if (field === 'price') return 'Required while AI suggestions are off';
    return 'Empty: saved without a description';
  }
  return field === 'description' ? 'Empty: written by AI' : 'Empty: suggested by AI';
}

/** What the listing form would refuse in this draft's catalogue facts (the same rules), by field. */
export function draftCatalogueErrors(draft: BulkDraft, measure?: ToleranceContext): Partial<Record<CatalogueField, string>> {
  const read = readCatalogue(draft.catalogue, draft.type, measure);
  return read.ok ? {} : read.errors;
}

/**
 * The listing to create from a draft: what the admin typed, else the AI's suggestion. The slug comes
 * from the name, or is 'collectible', with the last 4 digits of the timestamp (spec §5's generator
 * variant) so ten drafts named alike do not collide.
 */
export function bulkListing(
  draft: BulkDraft,
  analysis: PhotoAnalysis | null,
  now = Date.now(),
  measure?: ToleranceContext,
): ListingFields {
  const name = draft.name.trim() || analysis?.name || 'Unknown Collectible';
  const typedPrice = draft.price.trim() ? parseListingPrice(draft.price) : null;
  if (typedPrice?.problem !== undefined) throw new Error(typedPrice.problem);
  const price = typedPrice ? typedPrice.price : (analysis?.suggestedPrice ?? 0);
  const base = slugify(name) || 'collectible';
  const type = draft.name.trim() ? draft.type : (analysis?.type ?? draft.type);
  // The AI's catalogue facts fill only what the admin left empty, as on the create form.
  const suggested = catalogueFromAnalysis(analysis?.catalogue);
  const values = { ...draft.catalogue };
  for (const [field, value] of Object.entries(suggested) as Array<[keyof typeof suggested, string]>) {
    if (values[field] === '') values[field] = value;
  }
  const catalogue = readCatalogue(values, type, measure);
  if (!catalogue.ok) throw new Error(Object.values(catalogue.errors)[0]);
  return {
    type,
    name,
    slug: `${base}-${String(now).slice(-4)}`,
    description: draft.description.trim() || analysis?.description || '',
    price,
    youtube_url: draft.youtube_url.trim(),
    category_id: draft.category_id || null,
    catalogue: catalogue.catalogue,
  };
}

/** How many drafts Cancel would throw away: not uploaded yet, and holding a photo or typed text. */
export function unsavedDrafts(drafts: readonly BulkDraft[]): number {
  return drafts.filter(
    (draft) =>
      draft.status !== 'success' &&
      (draft.images.length > 0 ||
        [draft.name, draft.description, draft.price, draft.youtube_url, ...Object.values(draft.catalogue)].some((text) =>
          text.trim(),
        )),
  ).length;
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

/**
 * One draft's upload: refused before anything is sent when a field is wrong; the AI asked only when it
 * is on and something was left empty (with it off, the item goes with what was typed).
 */
export async function uploadDraft(
  draft: BulkDraft,
  ai: AiAvailability,
  analyze: (photo: Blob) => Promise<PhotoAnalysis>,
  save: (fields: ListingFields, photos: readonly Blob[]) => Promise<unknown>,
  measure?: ToleranceContext,
): Promise<void> {
  const problem = Object.values({ ...draftErrors(draft, ai), ...draftCatalogueErrors(draft, measure) })[0];
  if (problem) throw new Error(problem);
  const analysis = ai !== 'off' && needsAnalysis(draft) ? await analyze(draft.images[0]!) : null;
  await save(bulkListing(draft, analysis, Date.now(), measure), draft.images);
}

/** Spec §8 Bulk: the backend's message (or the spec's text for a known refusal) under the item, or 'Failed to process item'. */
export const failureMessage = (error: unknown): string => saveFailureText(error, BULK_TEXTS.itemFailed);
