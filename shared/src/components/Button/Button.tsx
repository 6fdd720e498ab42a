import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../lib/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Render the single child (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', fullWidth, asChild, className, type, ...props }: ButtonProps) {
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
