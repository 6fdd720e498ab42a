import { useEffect, useRef, useState } from 'react';
import { Button, Field, Input } from '@sikka/shared/ui';
import { isPriceRangeInverted, parsePrice } from '../../model/browseQuery';
import styles from './PriceFilter.module.css';

const TYPING_DEBOUNCE_MS = 400;

export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

export interface PriceFilterProps extends PriceRange {
  /** `replace` is true while one focus session refines the range it already wrote. */
  onChange(range: PriceRange, options: { replace: boolean }): void;
  onClear(): void;
  /** Whether any filter (search, category, price) is set: Clear Filters has something to do. */
  filtered: boolean;
}

const show = (price: number | null) => (price === null ? '' : String(price));

/** Whole rupees: what is typed or pasted keeps its digits only ('1,500' → '1500'), at most nine. */
const wholeRupees = (text: string) => text.replace(/\D/g, '').slice(0, 9);

export const INVERTED_RANGE_HINT = 'Min price is higher than max price';

/** Spec §2: min and max price (whole rupees, parsed as integers) and 'Clear Filters'. */
export function PriceFilter({ minPrice, maxPrice, onChange, onClear, filtered }: PriceFilterProps) {
  const [min, setMin] = useState(show(minPrice));
  const [max, setMax] = useState(show(maxPrice));
  const wroteThisSession = useRef(false);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL when it changes from elsewhere (back button, Clear Filters).
  useEffect(() => setMin((text) => (parsePrice(text) === minPrice ? text : show(minPrice))), [minPrice]);
  useEffect(() => setMax((text) => (parsePrice(text) === maxPrice ? text : show(maxPrice))), [maxPrice]);
  useEffect(() => () => clearTimeout(typing.current), []);

  function schedule(nextMin: string, nextMax: string) {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      const range = { minPrice: parsePrice(nextMin), maxPrice: parsePrice(nextMax) };
      // An inverted range matches nothing: the hint says why, and the URL keeps the last valid range.
      if (isPriceRangeInverted(range.minPrice, range.maxPrice)) return;
      if (range.minPrice === minPrice && range.maxPrice === maxPrice) return;
      onChange(range, { replace: wroteThisSession.current });
      wroteThisSession.current = true;
    }, TYPING_DEBOUNCE_MS);
  }

  const inverted = isPriceRangeInverted(parsePrice(min), parsePrice(max));

  const priceInput = (value: string, set: (text: string) => void, other: string, isMin: boolean) => (
    <Input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      aria-invalid={inverted || undefined}
      aria-describedby={inverted ? 'price-range-hint' : undefined}
      placeholder={isMin ? '0' : 'Any'}
      value={value}
      onFocus={() => {
        wroteThisSession.current = false;
      }}
      onChange={(event) => {
        const text = wholeRupees(event.target.value);
        set(text);
        schedule(isMin ? text : other, isMin ? other : text);
      }}
    />
  );

  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>Price range (₹)</legend>
      <div className={styles.inputs}>
        <Field label="Min price" className={styles.field}>
          {priceInput(min, setMin, max, true)}
        </Field>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <Field label="Max price" className={styles.field}>
          {priceInput(max, setMax, min, false)}
        </Field>
      </div>
      {inverted && (
        <p id="price-range-hint" role="alert" className={styles.hint}>
          {INVERTED_RANGE_HINT}
        </p>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={!filtered}
        onClick={() => {
          clearTimeout(typing.current);
          setMin('');
          setMax('');
          onClear();
        }}
      >
        Clear Filters
      </Button>
    </fieldset>
  );
}
