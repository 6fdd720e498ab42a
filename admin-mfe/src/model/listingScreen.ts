// What /upload and /edit/{id} share around the listing editor: saving with per-photo upload progress and
// a banner, the camera and the image editor, and the ListingForm props wired to them. Each page keeps
// its own save call, its own checks and what only it shows (the AI assist, the status field).
import { useState } from 'react';
import { useAction } from '@sikka/shared/async';
import { photoSrc, type useListingEditor } from './listingEditor';
import { saveFailureText } from './listingErrors';
import { type ToleranceContext, toleranceWarning } from './catalogueForm';
import { LISTING_TEXTS, validateListing, type ValidListing } from './listingForm';

type ListingEditor = ReturnType<typeof useListingEditor>;

/** Banners that answer "no photos": stale (and hidden) as soon as a photo is there. */
const NO_PHOTO_BANNERS: ReadonlySet<string> = new Set([LISTING_TEXTS.imageRequired, LISTING_TEXTS.analyzeNeedsImage]);

/**
 * `onCapture` takes a photo from the camera dialog (a page may analyse it as well as add it); `measure`
 * is what the weight is measured against (the reference types, and on /edit the saved weight).
 */
export function useListingScreen(
  editor: ListingEditor,
  onCapture: (photo: File) => void,
  measure: ToleranceContext = { referenceTypes: [] },
) {
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [cameraOpen, setCameraOpen] = useState(false);
  // A save that failed: its text in the banner, the progress gone, the form usable again.
  const saving = useAction(
    (work: () => Promise<void>, _failureText: (error: unknown) => string) => work(),
    (error, _work, failureText) => {
      setProgress({});
      return failureText(error);
    },
  );

  /** Clears the banner and checks the form: the listing to save, or null with the field errors shown. */
  const validate = (): ValidListing | null => {
    setBanner(null);
    saving.clearFailure();
    const checked = validateListing(editor.values, measure);
    if (!checked.ok) {
      editor.refuse(checked.errors);
      return null;
    }
    return checked.listing;
  };

  /** Every file to upload starts at 0; answers the callback the upload reports its fractions to. */
  const trackUploads = (files: readonly Blob[]) => {
    setProgress(Object.fromEntries(files.map((_, i) => [i, 0])));
    return (index: number, fraction: number) => setProgress((current) => ({ ...current, [index]: fraction }));
  };

  /** A failed save in words, logged: the backend's text, or `fallback` when it has none. */
  const failureText = (what: string, fallback: string) => (error: unknown) => {
    console.error(`[sikka] ${what} failed`, error);
    return saveFailureText(error, fallback);
  };

  // Upload progress belongs to the new photos, in their order (on /upload every photo is new).
  let newIndex = 0;
  const photos = editor.photos.map((photo) => ({
    key: photo.key,
    src: photoSrc(photo),
    progress: saving.pending && photo.kind === 'new' ? (progress[newIndex++] ?? 0) : undefined,
  }));
  const editingPhoto = editor.photos.find((photo) => photo.key === editor.editing);

  const shown = saving.failure ?? banner;
  return {
    /** Runs the page's save (one at a time, the form busy meanwhile); what it throws is said in the words its second argument gives. */
    save: saving.run,
    setBanner,
    validate,
    trackUploads,
    failureText,
    /** The ListingForm props both pages pass alike. */
    form: {
      values: editor.values,
      errors: editor.errors,
      refusals: editor.refusals,
      onField: editor.setField,
      referenceTypes: measure.referenceTypes,
      tolerance: toleranceWarning(editor.values, measure.referenceTypes, measure.saved),
      photos,
      photoProblems: editor.photoProblems,
      onCamera: () => setCameraOpen(true),
      onEditPhoto: editor.setEditing,
      onRemovePhoto: editor.removePhoto,
      busy: saving.pending,
      banner: shown && NO_PHOTO_BANNERS.has(shown) && editor.photos.length > 0 ? null : shown,
    },
    camera: { open: cameraOpen, onOpenChange: setCameraOpen, onCapture },
    imageEditor: {
      open: Boolean(editingPhoto),
      imageSrc: editingPhoto ? photoSrc(editingPhoto) : null,
      onCancel: () => editor.setEditing(null),
      onSave: (file: Blob) => {
        if (editingPhoto) editor.replacePhoto(editingPhoto.key, file);
        editor.setEditing(null);
      },
    },
  };
}
