import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { cx, ImageWithFallback } from '@sikka/shared/ui';
import { GALLERY_IMAGE, resizedImageUrl, THUMBNAIL_IMAGE, type ListingImage } from '@sikka/shared/domain/collectibles';
import styles from './Gallery.module.css';

export interface GalleryProps {
  images: ListingImage[];
  /** The listing's name: the photos' alternative text. */
  name: string;
}

/**
 * The listing's photos (spec §2): a main image with thumbnails. Arrow keys (and Home/End) move through
 * the photos; the main image zooms in (2.5×, following the pointer) and out on a click, Enter or Space,
 * and Escape zooms out. The zoomed view loads the original photo.
 */
/** The photo a key moves to (arrows step, Home/End jump), or null for a key that does not move. */
function galleryMove(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return index + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  const show = (next: number) => {
    setIndex((next + count) % count);
    setZoomed(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2 && event.key !== 'Escape') return;
    const next = galleryMove(event.key, index, count);
    if (event.key === 'Escape' && zoomed) {
      event.preventDefault();
      setZoomed(false);
    } else if (next !== null) {
      event.preventDefault();
      show(next);
    }
  }

  function follow(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  }

  if (!current) {
    return <ImageWithFallback className={styles.main} src={null} alt={name} aspectRatio="1 / 1" />;
  }
  const label = `${name}, photo ${index + 1} of ${count}`;

  return (
    <section className={styles.gallery} aria-roledescription="gallery" aria-label={`Photos of ${name}`} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={cx(styles.stage, zoomed && styles.zoomed)}
        aria-label={zoomed ? `Zoom out of ${label}` : `Zoom in on ${label}`}
        aria-pressed={zoomed}
        onClick={(event) => {
          // A click zooms into where it was made; Enter or Space (detail 0) into the middle.
          if (!zoomed && event.detail > 0) follow(event);
          else if (!zoomed) setOrigin('50% 50%');
          setZoomed((z) => !z);
        }}
        onPointerMove={zoomed ? follow : undefined}
      >
        <ImageWithFallback
          key={current.id}
          className={styles.main}
          src={zoomed ? current.image_url : resizedImageUrl(current.image_url, GALLERY_IMAGE)}
          alt={label}
          width={GALLERY_IMAGE.width}
          height={900}
          aspectRatio="1 / 1"
          loading="eager"
          fetchPriority="high"
          style={zoomed ? { transformOrigin: origin } : undefined}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          {zoomed ? <ZoomOut /> : <ZoomIn />}
        </span>
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.step, styles.previous)}
            aria-label="Previous photo"
            onClick={() => show(index - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button type="button" className={cx(styles.step, styles.next)} aria-label="Next photo" onClick={() => show(index + 1)}>
            <ChevronRight aria-hidden="true" />
          </button>
          <ul className={styles.thumbnails} aria-label="Choose a photo">
            {images.map((image, n) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={cx(styles.thumbnail, n === index && styles.current)}
                  aria-label={`Show photo ${n + 1} of ${count}`}
                  aria-current={n === index ? 'true' : undefined}
                  onClick={() => show(n)}
                >
                  <ImageWithFallback
                    src={resizedImageUrl(image.image_url, THUMBNAIL_IMAGE)}
                    alt=""
                    width={80}
                    height={80}
                    aspectRatio="1 / 1"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
