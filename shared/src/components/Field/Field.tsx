import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../lib/cx';
import styles from './Field.module.css';

export interface FieldProps {
  label: ReactNode;
  /** One control (Input, Textarea, Select, …); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  error?: string;
  hint?: ReactNode;
  id?: string;
  required?: boolean;
  className?: string;
}

/** Label + control + hint + error message, wired for assistive tech. */
export function Field({ label, children, error, hint, id, required, className }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        )}
      </label>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
