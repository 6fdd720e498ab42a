import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Camera, ImagePlus, X } from 'lucide-react';
import { Button } from '@sikka/shared/ui';
import { MAX_SELL_IMAGES } from '@sikka/shared/config';
import { SELL_IMAGE_TYPES } from '@sikka/shared/domain/sellerSubmissions';
import type { SellPhoto } from '../../model/sellPhotos';
import styles from './ImagePicker.module.css';

// The camera is a separate download: most sellers pick photos they already took.
const CameraDialog = lazy(() => import('@sikka/shared/camera').then((camera) => ({ default: camera.CameraDialog })));

export interface ImagePickerProps {
  photos: readonly SellPhoto[];
  error: string | null;
  disabled?: boolean;
  onAdd(files: File[]): void;
  onRemove(id: string): void;
}

/** Why 'Use Camera' and 'Upload Image' are off at 3/3 (the spec has no wording; it says what to do). */
export const FULL_TEXT = `That is the maximum of ${MAX_SELL_IMAGES} images. Remove one to add another.`;

/** Spec §2 "Upload Images": 'Use Camera', 'Upload Image', previews with remove buttons, 'n/3 images'. */
export function ImagePicker({ photos, error, disabled, onAdd, onRemove }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  // Mounted from the first open on, so closing can hand focus back to 'Use Camera'.
  const [cameraUsed, setCameraUsed] = useState(false);
  const errorId = useId();
  const counterId = useId();
  const fullId = useId();
  // At the limit a pick could only be refused: the ways to add are off, and the line below says why.
  const full = photos.length >= MAX_SELL_IMAGES;
  // A removed photo takes its button with it: the focus moves to the photo in its place (or the one
  // before it), else to 'Upload Image', not to the page.
  const previews = useRef<HTMLUListElement>(null);
  const upload = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list without the removed photo is drawn
  useEffect(() => {
    const next = focusAfterRemove.current;
    if (next === null) return;
    focusAfterRemove.current = null;
    const button = [...(previews.current?.querySelectorAll<HTMLButtonElement>('button[data-photo]') ?? [])].find(
      (remove) => remove.dataset.photo === next,
    );
    (button ?? upload.current)?.focus();
  }, [photos]);
  return (
    <fieldset className={styles.picker} disabled={disabled} aria-describedby={error ? `${counterId} ${errorId}` : counterId}>
      <legend className={styles.legend}>
        Upload Images<span aria-hidden="true"> *</span>
      </legend>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => {
            setCameraUsed(true);
            setCameraOpen(true);
          }}
        >
          <Camera aria-hidden="true" size={18} /> Use Camera
        </Button>
        <Button
          ref={upload}
          variant="secondary"
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" size={18} /> Upload Image
        </Button>
        <span id={counterId} className={styles.counter}>
          {photos.length}/{MAX_SELL_IMAGES} images
        </span>
      </div>
      {full && (
        <p id={fullId} className={styles.full}>
          {FULL_TEXT}
        </p>
      )}
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={SELL_IMAGE_TYPES.join(',')}
        multiple
        tabIndex={-1}
        aria-label="Choose image files"
        onChange={(event) => {
          onAdd(Array.from(event.currentTarget.files ?? []));
          // Cleared so picking the same file again still reaches the rules (and their message).
          event.currentTarget.value = '';
        }}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul ref={previews} className={styles.previews} aria-label="Selected images">
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.preview}>
              <img src={photo.previewUrl} alt={`Preview ${index + 1} of ${photos.length}: ${photo.file.name}`} />
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove image ${index + 1}`}
                data-photo={photo.id}
                onClick={() => {
                  focusAfterRemove.current = (photos[index + 1] ?? photos[index - 1])?.id ?? '';
                  onRemove(photo.id);
                }}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {cameraUsed && (
        <Suspense fallback={null}>
          <CameraDialog
            open={cameraOpen}
            onOpenChange={setCameraOpen}
            onCapture={(photo) => onAdd([photo])}
            title="Photograph your coin or note"
          />
        </Suspense>
      )}
    </fieldset>
  );
}
