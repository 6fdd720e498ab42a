// Uploads with progress: supabase-js storage has no progress callback, so this speaks the same Storage
// REST call it makes (POST /storage/v1/object/{bucket}/{path}, same headers) through XMLHttpRequest,
// whose upload.onprogress fetch() still lacks.
import { storageAuth } from '@sikka/shared/supabase';

export interface UploadObjectOptions {
  bucket: string;
  /** The object's path inside the bucket, e.g. 'seller-submissions/1700000000000-0-coin.jpg'. */
  path: string;
  file: Blob;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Replace an existing object (needs update rights on it); off by default, like storage-js. */
  upsert?: boolean;
  /** Seconds, sent as 'max-age=N' like storage-js (default 3600). */
  cacheControl?: number;
}

export type UploadFailure = 'network' | 'refused' | 'aborted';

/** Why an upload did not land: the network ('network'), the server said no ('refused'), or the caller cancelled. */
export class UploadError extends Error {
  constructor(
    readonly failure: UploadFailure,
    message: string,
    readonly status = 0,
    /** Storage's own error name (e.g. 'Duplicate', 'InvalidJWT'), when it answered one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = failure === 'aborted' ? 'AbortError' : 'UploadError';
  }
}

/** A network failure is worth one more try (mobile data drops for a moment); a refusal or a cancel is not. */
const RETRIES_ON_NETWORK_ERROR = 1;

/** Uploads `file` to `bucket/path` and answers its public URL. Rejects with UploadError. */
export async function uploadObject(options: UploadObjectOptions): Promise<string> {
  const { bucket, path } = options;
  const { storageUrl, apikey, bearer } = await storageAuth();
  const headers: Record<string, string> = {
    apikey,
    authorization: `Bearer ${bearer}`,
    'x-upsert': String(options.upsert ?? false),
    'content-type': options.file.type || 'application/octet-stream',
    'cache-control': `max-age=${options.cacheControl ?? 3600}`,
  };
  const target = `${storageUrl}/object/${objectPath(bucket, path)}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await send(target, headers, options);
      break;
    } catch (error) {
      const again = error instanceof UploadError && error.failure === 'network' && attempt < RETRIES_ON_NETWORK_ERROR;
      if (!again || options.signal?.aborted) throw error;
      options.onProgress?.(0);
    }
  }
  // The public URL exactly as storage-js getPublicUrl() writes it.
  return `${storageUrl}/object/public/${bucket}/${path.replace(/^\/+/, '')}`;
}

/** `bucket/a/b.jpg` with each segment percent-encoded (a name with spaces or '#' stays one object). */
export function objectPath(bucket: string, path: string): string {
  return [bucket, ...path.replace(/^\/+/, '').split('/')].map(encodeURIComponent).join('/');
}

function send(url: string, headers: Record<string, string>, { file, onProgress, signal }: UploadObjectOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted', 'Upload cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (fn: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve();
        } else {
          reject(refusal(xhr));
        }
      });
    xhr.onerror = () => settle(() => reject(new UploadError('network', 'Failed to fetch')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(new UploadError('aborted', 'Upload cancelled')));
    xhr.send(file);
  });
}

/** Storage answers { statusCode, error, message }; keep its message and name. */
function refusal(xhr: XMLHttpRequest): UploadError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown; message?: unknown };
    const message = typeof body.message === 'string' ? body.message : `Upload failed (${xhr.status})`;
    return new UploadError('refused', message, xhr.status, typeof body.error === 'string' ? body.error : null);
  } catch {
    return new UploadError('refused', `Upload failed (${xhr.status})`, xhr.status);
  }
}
