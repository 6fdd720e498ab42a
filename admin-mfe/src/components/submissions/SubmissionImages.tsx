import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Dialog, ImageWithFallback } from '@sikka/shared/ui';
import styles from './SubmissionCard.module.css';

export interface SubmissionImagesProps {
  /** allImages (spec §3): image_url, then the URLs in admin_notes. */
  images: readonly string[];
  sellerName: string;
}

/**
 * A submission's photos as thumbnails; each opens full size in an overlay (spec §2), from where it can
 * also be opened in a new tab to zoom or save it.
 */
export function SubmissionImages({ images, sellerName }: SubmissionImagesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : images[open];
  const label = (index: number) => `${sellerName}'s image ${index + 1} of ${images.length}`;
  return (
    <>
      <ul className={styles.images} aria-label={`${sellerName}'s images`}>
        {images.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className={styles.imageButton}
              onClick={() => setOpen(index)}
              aria-label={`View ${label(index)}`}
            >
              <ImageWithFallback src={url} alt="" className={styles.image} width={96} height={96} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        title={open === null ? '' : label(open)}
        open={shown != null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        size="lg"
      >
        {shown && (
          <div className={styles.preview}>
            <ImageWithFallback src={shown} alt={label(open!)} className={styles.previewImage} loading="eager" />
            <a href={shown} target="_blank" rel="noopener noreferrer" className={styles.newTab}>
              <ExternalLink aria-hidden="true" size={16} /> Open in new tab
            </a>
          </div>
        )}
      </Dialog>
    </>
  );
}
