import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'blue' | 'neutral';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** Small status pill; pick the tone with collectibleStatusTone / orderStatusTone / submissionStatusTone. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span data-tone={tone} className={cx(styles.badge, styles[tone], className)} {...props} />;
}
