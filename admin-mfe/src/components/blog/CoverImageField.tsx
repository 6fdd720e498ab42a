import { useRef } from 'react';
import type { UseFormRegisterReturn } from '@sikka/shared/forms';
import { CheckCircle2, ImageUp } from 'lucide-react';
import { Button, Field, Input, cx } from '@sikka/shared/ui';
import type { CoverUpload } from '../../model/blogCover';
import styles from './CoverImageField.module.css';

export interface CoverImageFieldProps {
  /** The form's registration of the cover image URL. */
  input: UseFormRegisterReturn<'cover_image'>;
  error?: string;
  /** The upload in progress, done or failed (useCoverUpload). */
  upload: CoverUpload;
  className?: string;
}

/**
 * The cover image URL (spec §5 "Blog form": a valid URL), plus 'Upload': a photo from this device is
 * stored and its address written into the field, which stays editable. A failed upload says why
 * beneath the button and leaves the field as it was.
 */
export function CoverImageField({ input, error, upload, className }: CoverImageFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const { state } = upload;
  const uploading = state.status === 'uploading';
  return (
    <div className={cx(styles.cover, className)}>
      <Field label="Cover image URL" required error={error} hint="A link to the image, or upload a photo from this device.">
        <Input {...input} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
      </Field>
      <div className={styles.upload}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => picker.current?.click()}
          disabled={uploading}
          aria-label="Upload a cover image"
        >
          <ImageUp aria-hidden="true" size={16} />
          Upload
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          aria-label="Cover image: choose a photo"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.start(file);
          }}
        />
        {uploading && (
          <>
            <progress className={styles.progress} max={1} value={state.progress} aria-label="Cover image upload" />
            <span className={styles.percent} aria-hidden="true">
              {Math.round(state.progress * 100)}%
            </span>
            <Button variant="ghost" size="sm" onClick={upload.cancel}>
              Cancel upload
            </Button>
          </>
        )}
        <p role="status" className={styles.status}>
          {uploading && `Uploading ${state.fileName}…`}
          {state.status === 'uploaded' && (
            <>
              <CheckCircle2 aria-hidden="true" size={16} className={styles.done} /> Uploaded {state.fileName}
            </>
          )}
        </p>
      </div>
      {state.status === 'failed' && (
        <p role="alert" className={styles.failed}>
          {state.message}
        </p>
      )}
    </div>
  );
}
