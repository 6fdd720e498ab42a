import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../lib/cx';
import styles from './Card.module.css';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  padding?: 'none' | 'md' | 'lg';
  /** Hover lift for cards that are links (listing and blog cards). */
  interactive?: boolean;
  /** Render the single child (e.g. a Link or <article>) with the card's look. */
  asChild?: boolean;
}

export function Card({ padding = 'md', interactive, asChild, className, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return <Component className={cx(styles.card, styles[padding], interactive && styles.interactive, className)} {...props} />;
}
