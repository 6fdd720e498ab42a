// The certificate's photos as bytes pdf-lib can embed (JPEG or PNG). A photo in the shop's own Storage is
// read from this project's API whatever host its URL was saved with (the seed's URLs name :54321).

export interface PhotoBytes {
  type: 'jpg' | 'png';
  bytes: Uint8Array;
}

export type JpegConverter = (bytes: Uint8Array) => Promise<Uint8Array>;

const STORAGE_PATH = '/storage/v1/object/public/';

export function photoFetchUrl(photoUrl: string, supabaseUrl: string): string {
  const at = photoUrl.indexOf(STORAGE_PATH);
  return at < 0 ? photoUrl : `${supabaseUrl.replace(/\/+$/, '')}${photoUrl.slice(at)}`;
}

function kindOf(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
}

/** The first `count` photos that can be read; one that cannot is left out rather than failing the PDF. */
export async function loadPhotos(
  urls: string[],
  count: number,
  supabaseUrl: string,
  toJpeg: JpegConverter,
  fetchImpl: typeof fetch = fetch,
): Promise<PhotoBytes[]> {
  const photos: PhotoBytes[] = [];
  for (const url of urls) {
    if (photos.length >= count) break;
    const response = await fetchImpl(photoFetchUrl(url, supabaseUrl)).catch(() => null);
    if (!response?.ok) continue;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const kind = kindOf(bytes);
    if (kind) photos.push({ type: kind, bytes });
    else photos.push({ type: 'jpg', bytes: await toJpeg(bytes).catch(() => new Uint8Array()) });
  }
  return photos.filter((p) => p.bytes.length > 0);
}
