import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Check } from 'lucide-react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label beside the box; without it, give the box an aria-label. */
  label?: ReactNode;
  /** The new state after a tap, a click on the label or Space. */
  onCheckedChange?(checked: boolean): void;
}

/**
 * The browser's own checkbox, drawn to the design: keyboard, labels, forms and assistive tech work as
 * they do for any checkbox, with no script of ours. (It was radix's Checkbox, whose code came with the
 * design system to every page for the one admin form that uses it.)
 */
export function Checkbox({ label, id, className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = (
    <span className={styles.frame}>
      <input
        type="checkbox"
        id={boxId}
        className={cx(styles.box, className)}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...props}
      />
      <Check className={styles.tick} aria-hidden="true" focusable="false" size={16} />
    </span>
  );
  if (!label) return box;
  return (
    <span className={styles.row}>
      {box}
      <label htmlFor={boxId} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
