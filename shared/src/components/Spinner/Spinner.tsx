import { VisuallyHidden } from 'radix-ui';
import { cx } from '../../lib/cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.spinner, className)}>
      <span className={cx(styles.ring, styles[size])} aria-hidden="true" />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
