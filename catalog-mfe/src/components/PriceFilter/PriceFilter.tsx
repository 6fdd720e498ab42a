import { Button, Field, Input } from '@sikka/shared/ui';
import { parsePrice } from '../../model/browseQuery';
import { useRangeDraft } from '../../model/useRangeDraft';
import styles from './PriceFilter.module.css';

export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

export interface PriceFilterProps extends PriceRange {
  /** `replace` is true while one focus session refines the range it already wrote. */
  onChange(range: PriceRange, options: { replace: boolean }): void;
  onClear(): void;
  /** Whether any filter (search, category, price, a facet) is set: Clear Filters has something to do. */
  filtered: boolean;
}

/** Whole rupees: what is typed or pasted keeps its digits only ('1,500' → '1500'), at most nine. */
const wholeRupees = (text: string) => text.replace(/\D/g, '').slice(0, 9);

export const INVERTED_RANGE_HINT = 'Min price is higher than max price';

/** Spec §2: min and max price (whole rupees, parsed as integers) and 'Clear Filters'. */
export function PriceFilter({ minPrice, maxPrice, onChange, onClear, filtered }: PriceFilterProps) {
  const draft = useRangeDraft({
    min: minPrice,
    max: maxPrice,
    parse: parsePrice,
    onChange: ({ min, max }, options) => onChange({ minPrice: min, maxPrice: max }, options),
  });
  const inverted = draft.inverted;

  const priceInput = (value: string, type: (text: string) => void, isMin: boolean) => (
    <Input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      aria-invalid={inverted || undefined}
      aria-describedby={inverted ? 'price-range-hint' : undefined}
      placeholder={isMin ? '0' : 'Any'}
      value={value}
      onFocus={draft.focus}
      onChange={(event) => type(wholeRupees(event.target.value))}
    />
  );

  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>Price range (₹)</legend>
      <div className={styles.inputs}>
        <Field label="Min price" className={styles.field}>
          {priceInput(draft.min, draft.typeMin, true)}
        </Field>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <Field label="Max price" className={styles.field}>
          {priceInput(draft.max, draft.typeMax, false)}
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
          draft.clear();
          onClear();
        }}
      >
        Clear Filters
      </Button>
    </fieldset>
  );
}
