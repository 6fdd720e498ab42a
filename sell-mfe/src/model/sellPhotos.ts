// The photos of one sell form, from pick to stored URL. Pure: the reducer is the whole life of a photo.

export type PhotoStatus = 'ready' | 'preparing' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface SellPhoto {
  id: string;
  file: File;
  /** An object URL for the preview; revoked when the photo is removed. */
  previewUrl: string;
  status: PhotoStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The public URL once stored; a retry never uploads a photo that has one. */
  url: string | null;
}

export type PhotoAction =
  | { type: 'added'; photos: SellPhoto[] }
  | { type: 'removed'; id: string }
  | { type: 'preparing'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'uploaded'; id: string; url: string }
  | { type: 'failed'; id: string }
  | { type: 'cancelled'; id: string };

const update = (photos: SellPhoto[], id: string, change: Partial<SellPhoto>, when: (photo: SellPhoto) => boolean = () => true) =>
  photos.map((photo) => (photo.id === id && when(photo) ? { ...photo, ...change } : photo));

/** A photo on its way up: the only one a Cancel applies to, or a progress event. */
export const isUploading = (photo: Pick<SellPhoto, 'status'>) => photo.status === 'preparing' || photo.status === 'uploading';

export function photosReducer(photos: SellPhoto[], action: PhotoAction): SellPhoto[] {
  switch (action.type) {
    case 'added':
      return [...photos, ...action.photos];
    case 'removed':
      return photos.filter((photo) => photo.id !== action.id);
    case 'preparing':
      return update(photos, action.id, { status: 'preparing', progress: 0 });
    case 'progress':
      // A late event of a cancelled upload must not bring its bar back.
      return update(photos, action.id, { status: 'uploading', progress: Math.max(0, Math.min(1, action.progress)) }, isUploading);
    case 'uploaded':
      return update(photos, action.id, { status: 'uploaded', progress: 1, url: action.url });
    case 'failed':
      return update(photos, action.id, { status: 'failed', progress: 0 });
    case 'cancelled':
      // Kept, with no URL: the next submit uploads it again. One that already landed stays stored.
      return update(photos, action.id, { status: 'cancelled', progress: 0 }, isUploading);
  }
}

let nextPhotoId = 0;

/** A freshly picked photo, ready to upload. */
export function newPhoto(file: File, previewUrl: string): SellPhoto {
  nextPhotoId += 1;
  return { id: `photo-${nextPhotoId}`, file, previewUrl, status: 'ready', progress: 0, url: null };
}

/** The photos still to upload on this submit: everything not already stored. */
export const photosToUpload = (photos: readonly SellPhoto[]) => photos.filter((photo) => photo.url === null);

/** Percent as shown beside a bar: whole numbers, 100 only when done. */
export function progressPercent(photo: Pick<SellPhoto, 'status' | 'progress'>): number {
  if (photo.status === 'uploaded') return 100;
  return Math.min(99, Math.floor(photo.progress * 100));
}
