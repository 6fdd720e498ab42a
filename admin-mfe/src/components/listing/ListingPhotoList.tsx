import { useId, useRef } from 'react';
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
}: ListingPhotoListProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const full = photos.length >= limit;
  return (
    <fieldset aria-labelledby={headingId} className={styles.group}>
      <div className={styles.header}>
        <span id={headingId} className={styles.label}>
          {label}
        </span>
        <span className={styles.count}>
          {photos.length}/{limit} images
        </span>
      </div>
      {photos.length > 0 && (
        <ul className={styles.grid}>
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
                  onClick={() => onRemove(photo.key)}
                  disabled={disabled}
                  aria-label={`Remove image ${index + 1}`}
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
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={disabled || full}>
          <ImagePlus aria-hidden="true" size={16} /> Upload Images
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
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
    </fieldset>
  );
}
