import { AnalysisError } from './analysis.mts';

/** Spec §9: the formats the model is sent as they are; anything else is converted to JPEG first. */
export const SENDABLE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;
const SENDABLE_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;
export const JPEG_QUALITY = 0.9;
/** A phone photo as a data URL is a few MB; anything far larger is not a photo of a coin. */
export const MAX_IMAGE_BYTES = 12 * 1024 * 1024;
/** Spec §3 storage: the only stored images the function will read (never an arbitrary host). */
const STORAGE_PREFIX = '/storage/v1/object/public/collectible-images/';

export type JpegConverter = (bytes: Uint8Array, quality: number) => Promise<Uint8Array>;

export interface LoadedImage {
  mime: string;
  bytes: Uint8Array;
  /** The file name or path, for the extension test of spec §4. */
  name: string;
}

const loadFailed = () => new AnalysisError('Failed to load image', 400);

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function parseDataUrl(url: string): LoadedImage {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?);base64,(.*)$/s.exec(url);
  if (!match) throw loadFailed();
  try {
    return { mime: (match[1] || 'application/octet-stream').toLowerCase(), bytes: base64ToBytes(match[3]!.trim()), name: '' };
  } catch {
    throw loadFailed();
  }
}

/** Whether `url` is a file of this project's listing bucket, whatever host the browser knows it by. */
export function storageObjectPath(url: string): string | null {
  try {
    const { pathname, protocol } = new URL(url);
    if (!/^https?:$/.test(protocol) || !pathname.startsWith(STORAGE_PREFIX) || pathname.includes('..')) return null;
    return pathname;
  } catch {
    return null;
  }
}

/** Reads a stored image from this project's own Storage (SUPABASE_URL), never from the host in the URL. */
export async function loadStoredImage(url: string, supabaseUrl: string, fetchImpl: typeof fetch): Promise<LoadedImage> {
  const path = storageObjectPath(url);
  if (!path) throw new AnalysisError('Failed to load image', 400);
  const response = await fetchImpl(new URL(path, supabaseUrl)).catch(() => null);
  if (!response?.ok) throw loadFailed();
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new AnalysisError('The image is too large', 413);
  const mime = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return { mime, bytes, name: path };
}

/** Spec §4: sendable by its data-URL type or by its file extension. */
export function isSendable(image: LoadedImage): boolean {
  return (SENDABLE_TYPES as readonly string[]).includes(image.mime) || SENDABLE_EXTENSIONS.test(image.name);
}

/** The image as the data URL the model is sent: as it is, or redrawn as JPEG at quality 0.9. */
export async function imageForModel(image: LoadedImage, convert: JpegConverter | undefined): Promise<string> {
  if (image.bytes.length === 0) throw loadFailed();
  if (isSendable(image)) {
    const mime = image.mime.startsWith('image/') ? image.mime : 'image/jpeg';
    return `data:${mime};base64,${bytesToBase64(image.bytes)}`;
  }
  let jpeg: Uint8Array;
  try {
    if (!convert) throw new Error('no converter');
    jpeg = await convert(image.bytes, JPEG_QUALITY);
  } catch {
    throw new AnalysisError("Failed to process image. Please ensure it's a valid image file.", 422);
  }
  return `data:image/jpeg;base64,${bytesToBase64(jpeg)}`;
}
