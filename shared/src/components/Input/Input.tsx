import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import styles from './Input.module.css';

export type InputProps = ComponentPropsWithRef<'input'>;

/** Text input; shows the error look when `aria-invalid` is set (Field sets it). */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cx(styles.input, className)} {...props} />;
}
