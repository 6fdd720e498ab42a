import { youtubeEmbedUrl, youtubeId } from '@sikka/shared/format';
import styles from './VideoEmbed.module.css';

/** The listing's optional YouTube video, through the privacy-enhanced (no-cookie) player. */
export function VideoEmbed({ url, name }: { url: string | null; name: string }) {
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <div className={styles.video}>
      <iframe
        className={styles.frame}
        src={youtubeEmbedUrl(id)}
        title={`Video of ${name}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
      />
    </div>
  );
}
