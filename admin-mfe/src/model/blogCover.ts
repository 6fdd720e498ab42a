// The blog editor's 'Upload' action for the cover image (issue 14): a photo goes into the shop's image
// bucket under blog/, and its public URL into the cover image field.
import { useEffect, useRef, useState } from 'react';
import { LISTING_IMAGES_BUCKET } from '@sikka/shared/domain/collectibles';
import { safePhotoName } from '@sikka/shared/domain/sellerSubmissions';
import { preparePhoto, UploadError, uploadObject } from '@sikka/shared/upload';

export const COVER_UPLOAD_FAILED = 'Failed to upload the image';
export const COVER_NOT_AN_IMAGE = 'This file is not a photo this browser can read. Choose a JPEG, PNG, WebP or GIF image.';

/** blog/{timestamp}-{safe file name}: two segments, like every stored image path (spec §7). */
export function blogCoverPath(timestamp: number, original: string): string {
  return `blog/${timestamp}-${safePhotoName(original)}`;
}

export interface CoverUploadRequest {
  file: File;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

/** Puts a photo where the post can point at it; answers its public URL. */
export type CoverUploader = (request: CoverUploadRequest) => Promise<string>;

class CoverNotAnImageError extends Error {}

/**
 * Stores the photo as every shop photo is stored (upright, long edge ≤ 2560 px, JPEG without EXIF)
 * with the shared upload helper. Storage's RLS lets admins insert anywhere in the bucket.
 */
export const uploadBlogCover: CoverUploader = async ({ file, onProgress, signal }) => {
  let blob: Blob;
  try {
    if (!file.type.startsWith('image/')) throw new Error(`not an image: ${file.type || 'unknown type'}`);
    blob = (await preparePhoto(file)).blob;
  } catch (error) {
    // Unlike the listing editor, no raw fallback: the path says .jpg, so the bytes must be a JPEG.
    console.error('[admin] could not read the cover photo', error);
    throw new CoverNotAnImageError(COVER_NOT_AN_IMAGE);
  }
  return uploadObject({
    bucket: LISTING_IMAGES_BUCKET,
    path: blogCoverPath(Date.now(), file.name),
    file: blob,
    onProgress,
    signal,
  });
};

/** What the editor says when an upload did not land; null when the admin cancelled it. */
export function coverUploadProblem(error: unknown): string | null {
  if (error instanceof CoverNotAnImageError) return error.message;
  if (error instanceof UploadError) {
    if (error.failure === 'aborted') return null;
    if (error.failure === 'network') return `${COVER_UPLOAD_FAILED}. Check your connection and try again.`;
    return `${COVER_UPLOAD_FAILED}: ${error.message}`;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  return `${COVER_UPLOAD_FAILED}. Please try again.`;
}

export type CoverUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'uploaded'; fileName: string }
  | { status: 'failed'; message: string };

export interface CoverUpload {
  state: CoverUploadState;
  start(file: File): void;
  cancel(): void;
}

/**
 * One cover upload at a time, with its progress; `onUploaded` receives the public URL. A new pick
 * cancels the one still running; leaving the editor cancels it too.
 */
export function useCoverUpload(upload: CoverUploader, onUploaded: (url: string) => void): CoverUpload {
  const [state, setState] = useState<CoverUploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(file: File) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const current = () => running.current === controller;
    setState({ status: 'uploading', fileName: file.name, progress: 0 });
    try {
      const url = await upload({
        file,
        signal: controller.signal,
        onProgress: (progress) => current() && setState({ status: 'uploading', fileName: file.name, progress }),
      });
      if (!current()) return;
      running.current = null;
      setState({ status: 'uploaded', fileName: file.name });
      onUploaded(url);
    } catch (error) {
      if (!current()) return;
      running.current = null;
      const message = coverUploadProblem(error);
      if (message) console.error('[admin] the cover upload failed', error);
      setState(message ? { status: 'failed', message } : { status: 'idle' });
    }
  }

  return { state, start: (file) => void start(file), cancel: () => running.current?.abort() };
}
