import type { ComponentPropsWithRef, MouseEvent } from 'react';
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
  /**
   * Cannot be pressed now (busy, or its step does not apply) yet keeps the keyboard's focus: aria-disabled,
   * not disabled, which drops the focus to the page (nor can a closing dialog hand it back). A click does
   * nothing: neither its handler, nor the dialog it opens, nor the form it submits.
   */
  unavailable?: boolean;
}

const refuseClick = (event: MouseEvent) => event.preventDefault();

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  asChild,
  unavailable,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  const off = unavailable ? { 'aria-disabled': true, onClick: refuseClick } : undefined;
  if (asChild) return <Slot.Root className={classes} {...props} {...off} />;
  return <button type={type ?? 'button'} className={classes} {...props} {...off} />;
}
