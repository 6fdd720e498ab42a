// State of the listing editor shared by /upload and /edit/{id}: the values, what the admin typed, the
// slug rule, the AI-filled fields, the photos and which one is in the image editor.
import { useCallback, useEffect, useRef, useState } from 'react';
import { preparePhoto } from '@sikka/shared/upload';
import { applyAnalysis, type AiFilled, type PhotoAnalysis } from './listingAi';
import { type ListingErrors, type ListingField, type ListingValues, typedSlug, withTitle } from './listingForm';
import { addPhotos, droppedNotice, type ListingPhoto, photoKey } from './listingPhotos';

/** A photo as stored: upright, long edge ≤ 2560 px, JPEG (the bucket takes ≤ 5 MB images). */
async function preparedPhoto(file: Blob): Promise<Blob> {
  try {
    return (await preparePhoto(file)).blob;
  } catch (error) {
    // A format this browser cannot decode goes up as it is; the server says if it cannot take it.
    console.error('[sikka] could not prepare a photo', error);
    return file;
  }
}

export function useListingEditor(initial: ListingValues, initialPhotos: ListingPhoto[] = []) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [aiFilled, setAiFilled] = useState<AiFilled>({});
  const [photos, setPhotos] = useState<ListingPhoto[]>(initialPhotos);
  const [notice, setNotice] = useState<string | null>(null);
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

  /** Adds files (prepared for storage) after the current photos; answers the photos now held. */
  const addFiles = useCallback(async (files: readonly Blob[]): Promise<ListingPhoto[]> => {
    const prepared = await Promise.all(files.map(preparedPhoto));
    const added: ListingPhoto[] = prepared.map((file) => ({
      key: photoKey(),
      kind: 'new',
      file,
      previewUrl: URL.createObjectURL(file),
    }));
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
    setErrors,
    aiFilled,
    photos,
    notice,
    setNotice,
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
