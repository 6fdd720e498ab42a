import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SelectProps } from './Select';
import { Select as Radix } from 'radix-ui';
import { cx } from '../../lib/cx';
import { Check, ChevronDown } from 'lucide-react';
import styles from './Select.module.css';

export interface RadixSelectProps extends SelectProps {
  /** Open at once: the stand-in was tapped while this code was on its way. */
  defaultOpen?: boolean;
  /** The stand-in had focus when it was replaced: the real trigger takes it. */
  takeFocus?: RefObject<boolean>;
}

/** The radix part of <Select>, fetched when a Select is first on the page. */
export function RadixSelect({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  required,
  disabled,
  className,
  defaultOpen,
  takeFocus,
  ref,
  ...trigger
}: RadixSelectProps) {
  const own = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (takeFocus?.current && (!active || active === document.body)) own.current?.focus();
  }, [takeFocus]);
  return (
    <Radix.Root
      defaultOpen={defaultOpen}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      required={required}
      disabled={disabled}
    >
      <Radix.Trigger
        ref={(element) => {
          own.current = element;
          if (typeof ref === 'function') return ref(element);
          if (ref) ref.current = element;
        }}
        className={cx(styles.trigger, className)}
        {...trigger}
      >
        <Radix.Value placeholder={placeholder} />
        <Radix.Icon className={styles.icon}>
          <ChevronDown aria-hidden="true" focusable="false" size={16} />
        </Radix.Icon>
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content className={styles.content} position="popper" sideOffset={4}>
          <Radix.Viewport className={styles.viewport}>
            {options.map((option) => (
              <Radix.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <Radix.ItemText>{option.label}</Radix.ItemText>
                <Radix.ItemIndicator className={styles.indicator}>
                  <Check aria-hidden="true" focusable="false" size={16} />
                </Radix.ItemIndicator>
              </Radix.Item>
            ))}
          </Radix.Viewport>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
