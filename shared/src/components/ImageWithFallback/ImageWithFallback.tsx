import { useCallback, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import { logoUrl } from '../Logo/coinMark';
import styles from './ImageWithFallback.module.css';

export interface ImageWithFallbackProps extends Omit<ComponentPropsWithRef<'img'>, 'src'> {
  src?: string | null;
  /** Shown when `src` is missing or fails to load; the Sikka coin by default. */
  fallbackSrc?: string;
  /** Reserves the box before the image loads (e.g. '4 / 3'), so nothing jumps. */
  aspectRatio?: CSSProperties['aspectRatio'];
}

export function ImageWithFallback({
  src,
  fallbackSrc = logoUrl,
  aspectRatio,
  loading = 'lazy',
  decoding = 'async',
  alt = '',
  className,
  style,
  onError,
  ref,
  ...props
}: ImageWithFallbackProps) {
  // Remember which src failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  // A server-rendered image can fail before the page hydrates, when no onError listens yet: the
  // element says so once React attaches to it (loaded, yet no pixels).
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && src && image.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) setFailedSrc(src);
      if (typeof ref === 'function') ref(image);
      else if (ref) ref.current = image;
    },
    [src, ref],
  );
  return (
    <img
      src={failed ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-fallback={failed ? '' : undefined}
      className={cx(styles.image, failed && styles.fallback, className)}
      style={aspectRatio ? { aspectRatio, ...style } : style}
      onError={(event) => {
        onError?.(event);
        if (!failed && src) setFailedSrc(src);
      }}
      {...props}
      ref={attach}
    />
  );
}
