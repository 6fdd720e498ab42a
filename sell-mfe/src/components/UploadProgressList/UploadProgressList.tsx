import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Button } from '@sikka/shared/ui';
import { isUploading, progressPercent, type PhotoStatus, type SellPhoto } from '../../model/sellPhotos';
import styles from './UploadProgressList.module.css';

const STATUS_TEXT: Record<PhotoStatus, string> = {
  ready: 'Waiting',
  preparing: 'Preparing…',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
  cancelled: 'Cancelled',
};

export interface UploadProgressListProps {
  photos: readonly Pick<SellPhoto, 'id' | 'file' | 'status' | 'progress'>[];
  /** Stops one photo's upload; offered while that photo is being prepared or sent. */
  onCancel?(id: string): void;
}

/**
 * One bar and percent per photo while they upload (sellers are often on slow mobile data), each with
 * its own Cancel.
 */
export function UploadProgressList({ photos, onCancel }: UploadProgressListProps) {
  return (
    <ul className={styles.list} aria-label="Upload progress">
      {photos.map((photo, index) => {
        const percent = progressPercent(photo);
        const label = `Image ${index + 1} (${photo.file.name})`;
        return (
          <li key={photo.id} className={styles.item} data-status={photo.status}>
            <div className={styles.line}>
              <span className={styles.name}>{label}</span>
              <span className={styles.status}>
                {photo.status === 'uploaded' && <CheckCircle2 aria-hidden="true" size={16} />}
                {photo.status === 'failed' && <CircleAlert aria-hidden="true" size={16} />}
                {STATUS_TEXT[photo.status]} {photo.status === 'uploading' || photo.status === 'uploaded' ? `${percent}%` : ''}
              </span>
              {onCancel && isUploading(photo) && (
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.cancel}
                  aria-label={`Cancel upload of image ${index + 1}`}
                  onClick={() => onCancel(photo.id)}
                >
                  Cancel
                </Button>
              )}
            </div>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={`Upload of image ${index + 1}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className={styles.bar} style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
