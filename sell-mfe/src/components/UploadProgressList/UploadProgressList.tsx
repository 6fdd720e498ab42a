import { CheckCircle2, CircleAlert } from 'lucide-react';
import { progressPercent, type PhotoStatus, type SellPhoto } from '../../model/sellPhotos';
import styles from './UploadProgressList.module.css';

const STATUS_TEXT: Record<PhotoStatus, string> = {
  ready: 'Waiting',
  preparing: 'Preparing…',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
};

/** One bar and percent per photo while they upload (sellers are often on slow mobile data). */
export function UploadProgressList({ photos }: { photos: readonly Pick<SellPhoto, 'id' | 'file' | 'status' | 'progress'>[] }) {
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
