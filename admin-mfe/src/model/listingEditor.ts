// State of the listing editor shared by /upload and /edit/{id}: the values, what the admin typed, the
// slug rule, the AI-filled fields and the refusals, the photos (a picked file that is not one is refused)
// and which one is in the image editor.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkImageBytes, SELL_IMAGE_TYPES } from '@sikka/shared/domain/sellerSubmissions';
import { preparePhoto } from '@sikka/shared/upload';
import { applyAnalysis, type AiFilled, type PhotoAnalysis } from './listingAi';
import { LISTING_TEXTS, type ListingErrors, type ListingField, type ListingValues, typedSlug, withTitle } from './listingForm';
import { addPhotos, droppedNotice, type ListingPhoto, photoKey } from './listingPhotos';

/** What the file picker offers: the types the bucket stores (the Sell page's list). */
export const LISTING_PHOTO_TYPES = SELL_IMAGE_TYPES.join(',');

/** A refused file, named, with why (it was not added). */
const photoRefusedText = (file: Blob, reason: string) =>
  `${file instanceof File && file.name ? `'${file.name}'` : 'A file'} was not added. ${reason}`;

/**
 * A picked file as stored (upright, long edge ≤ 2560 px, JPEG: the bucket takes ≤ 5 MB images), or why
 * it is refused when the browser cannot decode it: not a JPEG, PNG, WebP or GIF by its bytes (the Sell
 * page's rule and words: a text file named .jpg is not a photo), else a damaged one. Whatever the browser
 * decodes is taken (Safari's HEIC photos become JPEGs). Refused here, a file never shows as a broken
 * thumbnail nor fails the save with the server's words (/upload, /edit/{id} and each bulk item).
 */
export async function readListingPhoto(file: Blob): Promise<{ photo: Blob } | { problem: string }> {
  try {
    return { photo: (await preparePhoto(file)).blob };
  } catch {
    return { problem: photoRefusedText(file, (await checkImageBytes([file])) ?? LISTING_TEXTS.photoUnreadable) };
  }
}

export function useListingEditor(initial: ListingValues, initialPhotos: ListingPhoto[] = []) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ListingErrors>({});
  // Each refusal shown (the form's checks, or the server's) counts: the form moves the focus to its first field in error.
  const [refusals, setRefusals] = useState(0);
  const [aiFilled, setAiFilled] = useState<AiFilled>({});
  const [photos, setPhotos] = useState<ListingPhoto[]>(initialPhotos);
  const [notice, setNotice] = useState<string | null>(null);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const typed = useRef(new Set<ListingField>());
  const slugEdited = useRef(initial.slug !== '');
  const photosRef = useRef(photos);
  photosRef.current = photos;

  // Preview URLs are released when the editor goes away.
  useEffect(
    () => () => {
      for (const photo of photosRef.current) if (photo.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const setField = useCallback((field: ListingField, raw: string) => {
    typed.current.add(field);
    setAiFilled(({ [field]: _, ...rest }) => rest);
    setErrors(({ [field]: _, ...rest }) => rest);
    setValues((current) => {
      if (field === 'name') return withTitle(current, raw, slugEdited.current);
      if (field === 'slug') {
        slugEdited.current = true;
        return { ...current, slug: typedSlug(raw) };
      }
      return { ...current, [field]: raw };
    });
  }, []);

  /** Shows why fields are refused; the form then focuses the first of them. */
  const refuse = useCallback((refused: ListingErrors) => {
    setErrors(refused);
    setRefusals((count) => count + 1);
  }, []);

  const fillFromAnalysis = useCallback((analysis: PhotoAnalysis) => {
    setValues((current) => {
      const { values: next, filled } = applyAnalysis(current, analysis, typed.current, slugEdited.current);
      setAiFilled((before) => ({ ...filled, ...before }));
      return next;
    });
  }, []);

  const undo = useCallback((field: ListingField) => {
    setAiFilled(({ [field]: previous, ...rest }) => {
      if (previous !== undefined) setValues((current) => ({ ...current, [field]: previous }));
      return rest;
    });
  }, []);

  /**
   * Adds the files that are photos (prepared for storage) after the current photos; the others are
   * refused by name, and nothing already there changes. Answers the photos now held.
   */
  const addFiles = useCallback(async (files: readonly Blob[]): Promise<ListingPhoto[]> => {
    const read = await Promise.all(files.map(readListingPhoto));
    setPhotoProblems(read.flatMap((file) => ('problem' in file ? [file.problem] : [])));
    const added: ListingPhoto[] = read.flatMap((file) =>
      'photo' in file ? [{ key: photoKey(), kind: 'new', file: file.photo, previewUrl: URL.createObjectURL(file.photo) }] : [],
    );
    const { photos: next, dropped } = addPhotos(photosRef.current, added);
    for (const photo of added.slice(added.length - dropped)) if (photo.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
    setNotice(dropped ? droppedNotice(dropped) : null);
    photosRef.current = next;
    setPhotos(next);
    return next;
  }, []);

  const removePhoto = useCallback((key: string) => {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.key === key);
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.previewUrl);
      return current.filter((photo) => photo.key !== key);
    });
  }, []);

  /** The image editor's output replaces the photo (a stored one becomes a new upload; the old file goes on save). */
  const replacePhoto = useCallback((key: string, file: Blob) => {
    setPhotos((current) =>
      current.map((photo) => {
        if (photo.key !== key) return photo;
        if (photo.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
        return { key: photo.key, kind: 'new', file, previewUrl: URL.createObjectURL(file) };
      }),
    );
  }, []);

  return {
    values,
    setValues,
    errors,
    refuse,
    refusals,
    aiFilled,
    photos,
    notice,
    setNotice,
    photoProblems,
    editing,
    setEditing,
    setField,
    fillFromAnalysis,
    undo,
    addFiles,
    removePhoto,
    replacePhoto,
  };
}

export const photoSrc = (photo: ListingPhoto) => (photo.kind === 'new' ? photo.previewUrl : photo.url);
