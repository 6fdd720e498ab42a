import { useEffect, useId, useRef } from 'react';
import { Camera, Crop, ImagePlus, Trash2 } from 'lucide-react';
import { MAX_LISTING_IMAGES } from '@sikka/shared/config';
import { Button } from '@sikka/shared/ui';
import styles from './ListingPhotoList.module.css';

export interface PhotoTile {
  key: string;
  src: string;
  /** 0 to 1 while this photo uploads. */
  progress?: number;
}

export interface ListingPhotoListProps {
  photos: readonly PhotoTile[];
  onAddFiles(files: File[]): void;
  onCamera(): void;
  onEdit(key: string): void;
  onRemove(key: string): void;
  disabled?: boolean;
  limit?: number;
  /** Heading text for the group (the bulk card names its item). */
  label?: string;
  /** Why picked files were not added, one line each. */
  problems?: readonly string[];
  /** The file types the picker offers. */
  accept?: string;
}

/** The photos of a listing: add from files or the camera (at most 6), edit each in the image editor, remove. */
export function ListingPhotoList({
  photos,
  onAddFiles,
  onCamera,
  onEdit,
  onRemove,
  disabled,
  limit = MAX_LISTING_IMAGES,
  label = 'Images',
  problems = [],
  accept = 'image/*',
}: ListingPhotoListProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const problemsId = useId();
  const full = photos.length >= limit;
  // A removed photo takes its buttons with it: the focus moves to the next photo's Remove (or the one
  // before it), else to 'Upload Images', not to the page.
  const grid = useRef<HTMLUListElement>(null);
  const upload = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<{ removed: string; next: string | undefined } | null>(null);
  useEffect(() => {
    const pending = focusAfterRemove.current;
    if (!pending || photos.some((photo) => photo.key === pending.removed)) return;
    focusAfterRemove.current = null;
    const next = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [])].find(
      (button) => button.dataset.remove === pending.next,
    );
    (next ?? upload.current)?.focus();
  }, [photos]);
  return (
    <fieldset
      aria-labelledby={headingId}
      aria-describedby={problems.length > 0 ? problemsId : undefined}
      className={styles.group}
    >
      <div className={styles.header}>
        <span id={headingId} className={styles.label}>
          {label}
        </span>
        <span className={styles.count}>
          {photos.length}/{limit} images
        </span>
      </div>
      {photos.length > 0 && (
        <ul ref={grid} className={styles.grid}>
          {photos.map((photo, index) => (
            <li key={photo.key} className={styles.tile}>
              <img src={photo.src} alt={`${label}: view ${index + 1}`} className={styles.image} />
              {photo.progress !== undefined && (
                <progress className={styles.progress} max={1} value={photo.progress} aria-label={`Image ${index + 1} upload`} />
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => onEdit(photo.key)}
                  disabled={disabled}
                  aria-label={`Edit image ${index + 1}`}
                >
                  <Crop aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => {
                    focusAfterRemove.current = { removed: photo.key, next: (photos[index + 1] ?? photos[index - 1])?.key };
                    onRemove(photo.key);
                  }}
                  disabled={disabled}
                  aria-label={`Remove image ${index + 1}`}
                  data-remove={photo.key}
                >
                  <Trash2 aria-hidden="true" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" size="sm" onClick={onCamera} disabled={disabled || full}>
          <Camera aria-hidden="true" size={16} /> Use Camera
        </Button>
        <Button ref={upload} variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={disabled || full}>
          <ImagePlus aria-hidden="true" size={16} /> Upload Images
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple
          hidden
          aria-label={`${label}: choose files`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onAddFiles(files);
          }}
        />
      </div>
      {problems.length > 0 && (
        <div id={problemsId} role="alert" className={styles.problems}>
          {[...new Set(problems)].map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
