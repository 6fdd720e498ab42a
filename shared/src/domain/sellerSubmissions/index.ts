// @sikka/shared/domain/sellerSubmissions (spec §3 seller_submissions, §4 states, §7 calls).
import type { Tables } from '@sikka/shared/database.types';
import { LISTING_IMAGES_BUCKET, removeStoredFiles } from '@sikka/shared/domain/collectibles';
import { getSupabase, publicObjectUrl } from '@sikka/shared/supabase';
import type { BadgeTone } from '@sikka/shared/ui';

export type SellerSubmissionRow = Tables<'seller_submissions'>;

export const SUBMISSION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Where seller uploads live in the bucket (spec §3 "Storage"). */
export const SELLER_SUBMISSIONS_FOLDER = 'seller-submissions';

/** Seller submission badge (spec §4): pending blue, accepted green, rejected red, any other value yellow. */
export function submissionStatusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'pending':
      return 'blue';
    case 'accepted':
      return 'green';
    case 'rejected':
      return 'red';
    default:
      return 'yellow';
  }
}

const ADDITIONAL_IMAGES = 'Additional images: ';

/** Spec §3: extra images ride in admin_notes as 'Additional images: url, url'; none → null. */
export function additionalImagesNote(urls: readonly string[]): string | null {
  return urls.length > 0 ? `${ADDITIONAL_IMAGES}${urls.join(', ')}` : null;
}

/** The bucket path of a seller upload named in a URL ('seller-submissions/…'), whatever host the URL names. */
const SELLER_UPLOAD_IN_URL = new RegExp(`/${LISTING_IMAGES_BUCKET}/(${SELLER_SUBMISSIONS_FOLDER}/[^?#]+)`);

/**
 * A seller photo's address on this project's Storage. The database accepts a seller's photo only at
 * the host the API was called on (20261125000200), but rows written before that, or by an admin, may
 * name any host, so the host a row names is never trusted: the URL of any file under
 * seller-submissions/ is rebuilt from its path with this project's client. Any other URL (an admin's
 * note of a photo hosted elsewhere, spec §3) is kept.
 */
export function sellerPhotoUrl(url: string): string {
  const path = SELLER_UPLOAD_IN_URL.exec(url)?.[1];
  if (!path) return url;
  const decoded = path.split('/').map(decodeSegment).join('/');
  return publicObjectUrl(LISTING_IMAGES_BUCKET, decoded);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Spec §3 allImages: image_url, then every https image URL in admin_notes, once each; seller photos
 * always on this project's host (sellerPhotoUrl).
 */
export function submissionImages(submission: Pick<SellerSubmissionRow, 'image_url' | 'admin_notes'>): string[] {
  const notes = submission.admin_notes ?? '';
  const extra = notes.match(/https?:\/\/[^\s,]+/g) ?? [];
  return [submission.image_url, ...extra]
    .filter(Boolean)
    .map(sellerPhotoUrl)
    .filter((url, index, all) => all.indexOf(url) === index);
}

/**
 * Spec §7: deletes the submission (public.delete_seller_submission, admin-checked inside) and then its
 * stored images; errors removing the images are only logged.
 */
export async function deleteSellerSubmission(id: string): Promise<void> {
  const { data, error } = await getSupabase().rpc('delete_seller_submission', { submission_id: id });
  if (error) throw error;
  await removeStoredFiles(data ?? [], `seller submission ${id} was deleted`);
}

export {
  SELL_TEXTS,
  SELL_IMAGE_TYPES,
  checkImageBytes,
  checkPickedImages,
  imageTypeOfBytes,
  isSellerPhone,
  normaliseSellerPhone,
  safePhotoName,
  sellerPhotoPath,
  sellFormSchema,
  type PickedImage,
  type SellFormInput,
  type SellFormValues,
} from './sellRules';
export { insertSellerSubmission, removeUnreferencedSellerUploads, type NewSellerSubmission } from './submit';
export {
  fetchSellerSubmissionPage,
  updateSellerSubmissionStatus,
  subscribeToSellerSubmissions,
  submissionSearchFilter,
  type SellerSubmissionPage,
  type SellerSubmissionChange,
  type SellerSubmissionsSubscriber,
} from './admin';
