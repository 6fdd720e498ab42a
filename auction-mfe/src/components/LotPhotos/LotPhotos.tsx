import { useState } from 'react';
import { GALLERY_IMAGE, resizedImageUrl, THUMBNAIL_IMAGE } from '@sikka/shared/domain/collectibles';
import { cx, ImageWithFallback } from '@sikka/shared/ui';
import styles from './LotPhotos.module.css';

export interface LotPhotosProps {
  /** The listing's photos, in its gallery's order. */
  images: string[];
  /** The piece's name: the photos' alternative text. */
  name: string;
}

/** The lot's photos (the listing's own): the main one, and thumbnails to pick another. */
export function LotPhotos({ images, name }: LotPhotosProps) {
  const [index, setIndex] = useState(0);
  const main = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <div className={styles.photos}>
      <ImageWithFallback
        className={styles.main}
        src={main && resizedImageUrl(main, GALLERY_IMAGE)}
        alt={images.length > 1 ? `${name}, photo ${index + 1} of ${images.length}` : name}
        width={900}
        height={900}
        aspectRatio="1 / 1"
        loading="eager"
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Photos">
          {images.map((image, at) => (
            <li key={image}>
              <button
                type="button"
                className={cx(styles.thumb, at === index && styles.current)}
                aria-label={`Show photo ${at + 1}`}
                aria-pressed={at === index}
                onClick={() => setIndex(at)}
              >
                <ImageWithFallback
                  src={resizedImageUrl(image, THUMBNAIL_IMAGE)}
                  alt=""
                  width={72}
                  height={72}
                  aspectRatio="1 / 1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
