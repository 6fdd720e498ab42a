import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { cx, ImageWithFallback } from '@sikka/shared/ui';
import { youtubeId } from '@sikka/shared/format';
import { GALLERY_IMAGE, resizedImageUrl, THUMBNAIL_IMAGE, type ListingImage } from '@sikka/shared/domain/collectibles';
import { VideoPlayer, VideoPoster } from './GalleryVideo';
import styles from './Gallery.module.css';

export interface GalleryProps {
  images: ListingImage[];
  /** The listing's name: the photos' alternative text. */
  name: string;
  /** The listing's YouTube link (spec §2's optional video): the gallery's last item. */
  videoUrl?: string | null;
}

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

/**
 * The listing's photos and its optional video (spec §2): a main item with thumbnails. Arrow keys (and
 * Home/End) move through the items; a photo zooms in (2.5×, following the pointer) and out on a click,
 * Enter or Space, and Escape zooms out; the zoomed view loads the original photo. The video is one item:
 * a poster with a play mark, and YouTube's player only once it is tapped (issue 32: a video no longer
 * pushes the listing's name, price and 'Purchase Now' below a phone's first screen).
 */
export function Gallery({ images, name, videoUrl = null }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const videoId = youtubeId(videoUrl);
  const photoCount = images.length;
  const count = photoCount + (videoId ? 1 : 0);
  const at = Math.min(index, count - 1);
  const onVideo = videoId !== null && at === photoCount;
  const photo = images[at];
  const firstPhoto = images[0];
  const poster = firstPhoto ? resizedImageUrl(firstPhoto.image_url, GALLERY_IMAGE) : null;

  // Leaving the video stops it: its player is taken down with the item.
  const show = (next: number) => {
    setIndex((next + count) % count);
    setZoomed(false);
    setPlaying(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2 && event.key !== 'Escape') return;
    const next = galleryMove(event.key, at, count);
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

  function zoom(event: MouseEvent<HTMLElement>) {
    // A click zooms into where it was made; Enter or Space (detail 0) into the middle.
    if (!zoomed && event.detail > 0) follow(event);
    else if (!zoomed) setOrigin('50% 50%');
    setZoomed((z) => !z);
  }

  if (count === 0) {
    return <ImageWithFallback className={styles.main} src={null} alt={name} aspectRatio="1 / 1" />;
  }
  const label = `${name}, photo ${at + 1} of ${photoCount}`;

  return (
    <section className={styles.gallery} aria-roledescription="gallery" aria-label={`Photos of ${name}`} onKeyDown={onKeyDown}>
      {onVideo && playing ? (
        <VideoPlayer id={videoId} name={name} />
      ) : (
        // One button for every item, so the keyboard's focus stays on it while the arrows move.
        <button
          type="button"
          className={cx(styles.stage, zoomed && styles.zoomed, onVideo && styles.videoStage)}
          aria-label={onVideo ? `Play video of ${name}` : zoomed ? `Zoom out of ${label}` : `Zoom in on ${label}`}
          aria-pressed={onVideo ? undefined : zoomed}
          onClick={onVideo ? () => setPlaying(true) : zoom}
          onPointerMove={zoomed ? follow : undefined}
        >
          {!photo ? (
            <VideoPoster poster={poster} size="stage" />
          ) : (
            <>
              <ImageWithFallback
                key={photo.id}
                className={styles.main}
                src={zoomed ? photo.image_url : resizedImageUrl(photo.image_url, GALLERY_IMAGE)}
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
            </>
          )}
        </button>
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.step, styles.previous)}
            aria-label={videoId ? 'Previous item' : 'Previous photo'}
            onClick={() => show(at - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cx(styles.step, styles.next)}
            aria-label={videoId ? 'Next item' : 'Next photo'}
            onClick={() => show(at + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </button>
          <ul className={styles.thumbnails} aria-label={videoId ? 'Choose a photo or the video' : 'Choose a photo'}>
            {images.map((image, n) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={cx(styles.thumbnail, n === at && styles.current)}
                  aria-label={`Show photo ${n + 1} of ${photoCount}`}
                  aria-current={n === at ? 'true' : undefined}
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
            {videoId && (
              <li>
                <button
                  type="button"
                  className={cx(styles.thumbnail, styles.videoThumbnail, onVideo && styles.current)}
                  aria-label="Show the video"
                  aria-current={onVideo ? 'true' : undefined}
                  onClick={() => show(photoCount)}
                >
                  <VideoPoster
                    poster={firstPhoto ? resizedImageUrl(firstPhoto.image_url, THUMBNAIL_IMAGE) : null}
                    size="thumbnail"
                  />
                </button>
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
