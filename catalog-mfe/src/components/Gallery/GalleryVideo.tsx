import { useEffect, useRef } from 'react';
import { Play } from 'lucide-react';
import { ImageWithFallback } from '@sikka/shared/ui';
import { youtubeEmbedUrl } from '@sikka/shared/format';
import styles from './Gallery.module.css';

/**
 * The video's place in the gallery before it is played: the listing's own first photo (already loaded
 * for the gallery) under a play mark. Nothing is asked of YouTube until the visitor taps: no player, no
 * scripts, no thumbnail from its servers.
 */
export function VideoPoster({ poster, size }: { poster: string | null; size: 'stage' | 'thumbnail' }) {
  const stage = size === 'stage';
  return (
    <>
      <ImageWithFallback
        className={stage ? styles.main : undefined}
        src={poster}
        alt=""
        width={stage ? 900 : 80}
        height={stage ? 900 : 80}
        aspectRatio="1 / 1"
      />
      <span className={stage ? styles.playMark : styles.playMarkSmall} aria-hidden="true">
        <Play />
      </span>
      {stage && (
        <span className={styles.playLabel} aria-hidden="true">
          Play video
        </span>
      )}
    </>
  );
}

/** YouTube's privacy-enhanced player, made once the visitor has asked for it (so it may start at once). */
export function VideoPlayer({ id, name }: { id: string; name: string }) {
  // The tap that made it took its poster away: the keyboard's focus goes on into the player.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <div className={styles.player}>
      <iframe
        ref={frame}
        className={styles.frame}
        src={`${youtubeEmbedUrl(id)}?autoplay=1`}
        title={`Video of ${name}`}
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
      />
    </div>
  );
}
