import { cx } from '../../lib/cx';
import { COIN_MARK_SVG } from './coinMark';
import styles from './Logo.module.css';

export interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Show the 'Sikka' wordmark beside the coin (default); without it the mark is labelled 'Sikka'. */
  wordmark?: boolean;
  className?: string;
}

export function Logo({ size = 'md', wordmark = true, className }: LogoProps) {
  return (
    <span className={cx(styles.logo, styles[size], className)} {...(wordmark ? {} : { role: 'img', 'aria-label': 'Sikka' })}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant SVG of this package, not user content */}
      <span className={styles.mark} dangerouslySetInnerHTML={{ __html: COIN_MARK_SVG }} />
      {wordmark && <span className={styles.wordmark}>Sikka</span>}
    </span>
  );
}
