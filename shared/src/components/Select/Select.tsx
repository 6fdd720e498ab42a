import { Suspense, useRef, useState, type FocusEventHandler, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/cx';
import { onDemand } from '../../lib/onDemand';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  placeholder?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Trigger props: Field passes id/aria-* here so the label and error describe the trigger. */
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
}

const radix = onDemand(() => import(/* webpackChunkName: "select" */ './RadixSelect'));

/**
 * A labelled, keyboard-operable choice list (radix Select) for a small set of options. Its radix code
 * (the list, its positioning: ~30 kB gzip) is fetched once a Select is on the page rather than before
 * the page can render; until it arrives a look-alike trigger shows the choice, and a tap or an opening
 * key on it opens the list as soon as the code is there.
 */
export function Select(props: SelectProps) {
  const [openAtStart, setOpenAtStart] = useState(false);
  const standInFocused = useRef(false);
  return (
    <Suspense fallback={<SelectStandIn {...props} onOpen={() => setOpenAtStart(true)} focused={standInFocused} />}>
      <LoadedSelect {...props} defaultOpen={openAtStart} takeFocus={standInFocused} />
    </Suspense>
  );
}

function LoadedSelect(props: SelectProps & { defaultOpen: boolean; takeFocus: RefObject<boolean> }) {
  const { RadixSelect } = radix.read();
  return <RadixSelect {...props} />;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The trigger as radix draws it (same classes, role and text), without the list behind it (exported for its test). */
export function SelectStandIn({
  options,
  value,
  defaultValue,
  placeholder,
  disabled,
  className,
  id,
  ref,
  onBlur,
  onOpen,
  focused,
  ...aria
}: SelectProps & { onOpen(): void; focused: RefObject<boolean> }) {
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  return (
    <button
      ref={ref}
      type="button"
      role="combobox"
      id={id}
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={disabled}
      data-placeholder={chosen ? undefined : ''}
      data-pending=""
      className={cx(styles.trigger, className)}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        focused.current = false;
        onBlur?.(event);
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen?.label ?? placeholder}</span>
      <span aria-hidden="true" className={styles.icon}>
        <ChevronDown aria-hidden="true" focusable="false" size={16} />
      </span>
    </button>
  );
}
