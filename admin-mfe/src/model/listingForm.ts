// The listing form's rules (spec §5 "Listing create and edit"), shared by /upload and /edit/{id}.
import { z } from '@sikka/shared/zod';
import { isYoutubeUrl, slugify } from '@sikka/shared/format';
import { COLLECTIBLE_STATUSES, COLLECTIBLE_TYPES } from '@sikka/shared/domain/collectibles';
import { type ListingCatalogue, parseListingPrice } from '@sikka/shared/domain/catalogueRules';
import { type CatalogueValues, emptyCatalogue, readCatalogue, type ToleranceContext } from './catalogueForm';

export const LISTING_TEXTS = {
  imageRequired: 'Please add at least one image',
  analyzeNeedsImage: 'Please add at least one image to analyze',
  createFailed: 'Failed to create collectible',
  updateFailed: 'Failed to update collectible',
  slugTaken: 'This URL slug is already in use. Please choose a different one.',
  youtubeInvalid: 'Invalid YouTube URL format. Please use a valid YouTube video URL.',
  analyzeFailed: 'Failed to analyze images. Please try again.',
  // A picked file that is an image by its bytes but cannot be decoded (no spec wording; it says what to do).
  photoUnreadable: 'The photo could not be opened; the file may be damaged. Please choose another photo.',
} as const;

export interface ListingValues extends CatalogueValues {
  type: 'coin' | 'note';
  name: string;
  slug: string;
  description: string;
  /** As typed (never trimmed to its digits); a whole number of rupees once valid. */
  price: string;
  youtube_url: string;
  category_id: string;
  status: 'available' | 'sold' | 'unavailable';
}

export type ListingField = keyof ListingValues;

export const emptyListing = (categoryId = ''): ListingValues => ({
  type: 'coin',
  name: '',
  slug: '',
  description: '',
  price: '',
  youtube_url: '',
  category_id: categoryId,
  status: 'available',
  ...emptyCatalogue(),
});

export const listingSchema = z.object({
  type: z.enum(COLLECTIBLE_TYPES),
  name: z.string().trim().min(1, 'Title is required'),
  slug: z
    .string()
    .transform((slug) => slugify(slug))
    .pipe(z.string().min(1, 'URL slug is required')),
  description: z.string().trim().min(1, 'Description is required'),
  // Whole rupees as typed (shared rule, the column's twin); refused with a message, never trimmed to digits.
  price: z.string().transform((text, context) => {
    const read = parseListingPrice(text);
    if (read.problem === undefined) return read.price;
    context.addIssue({ code: 'custom', message: read.problem });
    return 0;
  }),
  youtube_url: z
    .string()
    .trim()
    .refine((url) => url === '' || isYoutubeUrl(url), LISTING_TEXTS.youtubeInvalid),
  category_id: z.string().min(1, 'Category is required'),
  status: z.enum(COLLECTIBLE_STATUSES),
});

/** The listing to save: the spec's fields, its status and its catalogue facts (issue 32). */
export interface ValidListing {
  type: (typeof COLLECTIBLE_TYPES)[number];
  name: string;
  slug: string;
  description: string;
  price: number;
  youtube_url: string;
  category_id: string;
  status: (typeof COLLECTIBLE_STATUSES)[number];
  catalogue: ListingCatalogue;
}
export type ListingErrors = Partial<Record<ListingField, string>>;

export function validateListing(
  values: ListingValues,
  tolerance: ToleranceContext = { referenceTypes: [] },
): { ok: true; listing: ValidListing } | { ok: false; errors: ListingErrors } {
  const result = listingSchema.safeParse(values);
  const errors: ListingErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as ListingField;
    errors[field] ??= issue.message;
  }
  // Issue 32: the catalogue facts by their shared rules; every refusal shows at once.
  const catalogue = readCatalogue(values, values.type, tolerance);
  if (!catalogue.ok) Object.assign(errors, catalogue.errors);
  if (!result.success || !catalogue.ok) return { ok: false, errors };
  return { ok: true, listing: { ...result.data, catalogue: catalogue.catalogue } };
}

/**
 * Spec §5: the slug follows the title until the admin edits the slug by hand; a typed slug is
 * normalised. `slugEdited` becomes true on the first hand edit and stays so.
 */
export function withTitle(values: ListingValues, name: string, slugEdited: boolean): ListingValues {
  return { ...values, name, slug: slugEdited ? values.slug : slugify(name) };
}

/** A typed slug, normalised as the admin types (a trailing hyphen is kept so words can be typed). */
export function typedSlug(text: string): string {
  const trailing = /[\s-]$/.test(text) ? '-' : '';
  const slug = slugify(text);
  return slug ? slug + trailing : '';
}

/** Whether any field differs from `initial` (what Cancel would throw away). */
export const listingChanged = (values: ListingValues, initial: ListingValues) =>
  (Object.keys(initial) as ListingField[]).some((field) => values[field] !== initial[field]);
