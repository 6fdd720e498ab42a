// The sell page's calls: store a photo (prepared, with progress) and insert the submission.
import { LISTING_IMAGES_BUCKET } from '@sikka/shared/domain/collectibles';
import { insertSellerSubmission, sellerPhotoPath, type NewSellerSubmission } from '@sikka/shared/domain/sellerSubmissions';
import { preparePhoto, uploadObject } from '@sikka/shared/upload';

export interface SellerPhotoUpload {
  file: File;
  /** The photo's place in the form (0-based), part of its stored name. */
  index: number;
  timestamp: number;
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

/** Re-encodes the photo (upright, ≤ 2560 px, JPEG, no location) and stores it; answers its public URL. */
export async function uploadSellerPhoto({ file, index, timestamp, onProgress, signal }: SellerPhotoUpload): Promise<string> {
  const { blob } = await preparePhoto(file);
  return uploadObject({
    bucket: LISTING_IMAGES_BUCKET,
    path: sellerPhotoPath(timestamp, index, file.name),
    file: blob,
    onProgress,
    signal,
  });
}

export function submitSellerSubmission(submission: NewSellerSubmission): Promise<void> {
  return insertSellerSubmission(submission);
}
