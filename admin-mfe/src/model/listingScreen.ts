// What /upload and /edit/{id} share around the listing editor: saving with per-photo upload progress and
// a banner, the camera and the image editor, and the ListingForm props wired to them. Each page keeps
// its own save call, its own checks and what only it shows (the AI assist, the status field).
import { useState } from 'react';
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
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [cameraOpen, setCameraOpen] = useState(false);

  /** Clears the banner and checks the form: the listing to save, or null with the field errors shown. */
  const validate = (): ValidListing | null => {
    setBanner(null);
    const checked = validateListing(editor.values, measure);
    if (!checked.ok) {
      editor.setErrors(checked.errors);
      return null;
    }
    return checked.listing;
  };

  /** Every file to upload starts at 0; answers the callback the upload reports its fractions to. */
  const trackUploads = (files: readonly Blob[]) => {
    setProgress(Object.fromEntries(files.map((_, i) => [i, 0])));
    return (index: number, fraction: number) => setProgress((current) => ({ ...current, [index]: fraction }));
  };

  /** A save that failed: logged, its text in the banner (`fallback` when it has none), the form usable again. */
  const fail = (what: string, error: unknown, fallback: string) => {
    console.error(`[sikka] ${what} failed`, error);
    setBanner(saveFailureText(error, fallback));
    setSaving(false);
    setProgress({});
  };

  // Upload progress belongs to the new photos, in their order (on /upload every photo is new).
  let newIndex = 0;
  const photos = editor.photos.map((photo) => ({
    key: photo.key,
    src: photoSrc(photo),
    progress: saving && photo.kind === 'new' ? (progress[newIndex++] ?? 0) : undefined,
  }));
  const editingPhoto = editor.photos.find((photo) => photo.key === editor.editing);

  return {
    setSaving,
    setBanner,
    validate,
    trackUploads,
    fail,
    /** The ListingForm props both pages pass alike. */
    form: {
      values: editor.values,
      errors: editor.errors,
      onField: editor.setField,
      referenceTypes: measure.referenceTypes,
      tolerance: toleranceWarning(editor.values, measure.referenceTypes, measure.saved),
      photos,
      onCamera: () => setCameraOpen(true),
      onEditPhoto: editor.setEditing,
      onRemovePhoto: editor.removePhoto,
      busy: saving,
      banner: banner && NO_PHOTO_BANNERS.has(banner) && editor.photos.length > 0 ? null : banner,
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
