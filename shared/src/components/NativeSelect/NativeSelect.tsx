import type { FocusEventHandler, Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/cx';
import type { SelectProps } from '../Select/Select';
import selectStyles from '../Select/Select.module.css';
import styles from './NativeSelect.module.css';

export type NativeSelectProps = Omit<SelectProps, 'ref' | 'onBlur'> & {
  ref?: Ref<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
};

/**
 * The browser's own `<select>`, drawn like Select's trigger: for a short choice a visitor makes on a
 * page they land on (the home page's 'Sort by'). It needs no code of ours to open, a phone shows its
 * own picker, and the keyboard, labels and forms are the browser's. Same props as Select.
 */
export function NativeSelect({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  className,
  ref,
  ...rest
}: NativeSelectProps) {
  // Uncontrolled with a placeholder, the placeholder shows until a choice (else the browser would pick
  // the first option). React takes one of value and defaultValue.
  const initial = value === undefined ? (defaultValue ?? (placeholder === undefined ? undefined : '')) : undefined;
  return (
    <span className={cx(styles.wrap, className)}>
      <select
        ref={ref}
        {...rest}
        value={value}
        defaultValue={initial}
        className={cx(selectStyles.trigger, styles.select)}
        onChange={(event) => onValueChange?.(event.target.value)}
      >
        {placeholder !== undefined && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" focusable="false" size={16} className={styles.icon} />
    </span>
  );
}
