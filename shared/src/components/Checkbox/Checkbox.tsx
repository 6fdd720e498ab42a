import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { cx } from '../../lib/cx';
import { Check } from 'lucide-react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends ComponentPropsWithRef<typeof RadixCheckbox.Root> {
  /** Visible label beside the box; without it, give the box an aria-label. */
  label?: ReactNode;
}

export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = (
    <RadixCheckbox.Root id={boxId} className={cx(styles.box, className)} {...props}>
      <RadixCheckbox.Indicator className={styles.indicator}>
        <Check aria-hidden="true" focusable="false" size={16} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
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
