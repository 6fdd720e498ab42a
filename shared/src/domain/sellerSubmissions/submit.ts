// Spec §7 "seller_submissions: insert", and the clean-up of seller uploads no submission kept.
import { removeStoredFiles } from '@sikka/shared/domain/collectibles';
import { getSupabase } from '@sikka/shared/supabase';
import { additionalImagesNote } from './index';

export interface NewSellerSubmission {
  sellerName: string;
  /** Already normalised: +91 and 10 digits. */
  sellerPhone: string;
  /** Public URLs of the uploaded photos, in the order the seller chose them (1 to 3). */
  imageUrls: readonly string[];
}

/**
 * Spec §7: status 'pending', image_url the first photo, admin_notes 'Additional images: …' for the rest.
 * No RETURNING: visitors may insert but not read submissions.
 */
export async function insertSellerSubmission({ sellerName, sellerPhone, imageUrls }: NewSellerSubmission): Promise<void> {
  const [first, ...rest] = imageUrls;
  if (!first) throw new Error('insertSellerSubmission needs at least one image URL');
  const { error } = await getSupabase()
    .from('seller_submissions')
    .insert({
      seller_name: sellerName.trim(),
      seller_phone: sellerPhone,
      image_url: first,
      status: 'pending',
      admin_notes: additionalImagesNote(rest),
    });
  if (error) throw error;
}

/** Storage removes at most 1000 objects per call; a flood of abandoned uploads takes several. */
const REMOVE_BATCH = 1000;

/**
 * Seller photos older than a day that no submission references (a visitor who gave up, or a failed
 * submit that was never retried): public.unreferenced_seller_uploads (admin or service role) names
 * them, then they are removed through the Storage API. Answers how many were removed.
 */
export async function removeUnreferencedSellerUploads(): Promise<number> {
  const { data, error } = await getSupabase().rpc('unreferenced_seller_uploads');
  if (error) throw error;
  const paths = data ?? [];
  for (let from = 0; from < paths.length; from += REMOVE_BATCH)
    await removeStoredFiles(paths.slice(from, from + REMOVE_BATCH), 'unreferenced seller uploads');
  return paths.length;
}
