// The sell page's calls: store a photo (prepared, with progress) and insert the submission.
import { LISTING_IMAGES_BUCKET } from '@sikka/shared/domain/collectibles';
import { insertSellerSubmission, sellerPhotoPath, type NewSellerSubmission } from '@sikka/shared/domain/sellerSubmissions';
import { loadSupabase } from '@sikka/shared/supabase';
import { preparePhoto, uploadObject } from '@sikka/shared/upload';

export interface SellerPhotoUpload {
  file: File;
  /** The photo's place in the form (0-based), part of its stored name. */
  index: number;
  timestamp: number;
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

let signingIn: Promise<void> | null = null;

/**
 * A seller's photos belong to a session: Storage records it as each photo's owner, and only that
 * session may submit them (20261125000200_seller_photo_ownership.sql). A visitor without an account
 * gets an anonymous session, as at checkout; the form's parallel uploads share one sign-in.
 */
export function ensureSellerSession(): Promise<void> {
  signingIn ??= (async () => {
    const { auth } = await loadSupabase();
    const { data } = await auth.getSession();
    if (data.session) return;
    const { error } = await auth.signInAnonymously();
    if (error) throw error;
  })().finally(() => {
    signingIn = null;
  });
  return signingIn;
}

/** Re-encodes the photo (upright, ≤ 2560 px, JPEG, no location) and stores it; answers its public URL. */
export async function uploadSellerPhoto({ file, index, timestamp, onProgress, signal }: SellerPhotoUpload): Promise<string> {
  const [{ blob }] = await Promise.all([preparePhoto(file), ensureSellerSession()]);
  return uploadObject({
    bucket: LISTING_IMAGES_BUCKET,
    path: sellerPhotoPath(timestamp, index, file.name),
    file: blob,
    onProgress,
    signal,
  });
}

export async function submitSellerSubmission(submission: NewSellerSubmission): Promise<void> {
  await ensureSellerSession();
  return insertSellerSubmission(submission);
}
