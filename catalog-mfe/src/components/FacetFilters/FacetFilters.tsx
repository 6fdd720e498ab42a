import { useId, useState } from 'react';
import { Field, Input, cx } from '@sikka/shared/ui';
import {
  chosenFacetCount,
  FACET_TITLES,
  FACET_VALUES,
  type FacetChoice,
  facetValueLabel,
  LIST_FACETS,
  type ListFacet,
  parseYear,
} from '../../model/browseFacets';
import type { BrowseFacetCounts, FacetCount } from '../../model/browseQuery';
import { useRangeDraft } from '../../model/useRangeDraft';
import styles from './FacetFilters.module.css';

export interface FacetFiltersProps {
  chosen: FacetChoice;
  /** Null until the first page has answered: the panel keeps room for its values meanwhile. */
  counts: BrowseFacetCounts | null;
  /** `replace` while one focus session refines the year range it already wrote. */
  onChange(change: Partial<FacetChoice>, options?: { replace: boolean }): void;
}

/** A year as typed: digits, and a leading minus for the years BCE. */
const yearText = (text: string) =>
  text
    .replace(/[^\d-]/g, '')
    .replace(/(?!^)-/g, '')
    .slice(0, 5);
const THIS_YEAR = new Date().getFullYear();

/**
 * Period, metal, type, grade and a year range beside category and price (issue 32), each value with
 * the number of listings choosing it would show. On a phone the panel folds behind 'More filters'.
 */
export function FacetFilters({ chosen, counts, onChange }: FacetFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = chosenFacetCount(chosen);
  return (
    <div className={cx(styles.facets, open && styles.open)}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {active > 0 ? `More filters (${active})` : 'More filters'}
      </button>
      <div id={panelId} className={styles.panel} aria-busy={counts === null || undefined}>
        {LIST_FACETS.map((facet) => (
          <FacetGroup
            key={facet}
            facet={facet}
            chosen={chosen[facet]}
            counts={counts?.[facet] ?? []}
            onChoose={(value) => onChange({ [facet]: value })}
          />
        ))}
        <YearRange chosen={chosen} counts={counts} onChange={onChange} />
      </div>
    </div>
  );
}

interface FacetGroupProps {
  facet: ListFacet;
  chosen: string | null;
  counts: FacetCount[];
  onChoose(value: string | null): void;
}

/** One facet's values that have listings (and the chosen one, always), in the catalogue's order. */
function FacetGroup({ facet, chosen, counts, onChoose }: FacetGroupProps) {
  const countOf = new Map(counts.map(({ value, count }) => [value, count]));
  const shown = (FACET_VALUES[facet] as readonly string[]).filter((value) => countOf.has(value) || value === chosen);
  if (shown.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{FACET_TITLES[facet]}</legend>
      <ul className={styles.values}>
        {shown.map((value) => (
          <li key={value}>
            <button
              type="button"
              className={cx(styles.value, chosen === value && styles.selected)}
              aria-pressed={chosen === value}
              // Choosing the chosen value again lifts it.
              onClick={() => onChoose(chosen === value ? null : value)}
            >
              {facetValueLabel(facet, value)} <span className={styles.count}>{countOf.get(value) ?? 0}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const YEAR_HINTS = {
  unreadable: `Enter a year from -600 to ${THIS_YEAR} (years BCE are negative)`,
  inverted: 'From year is later than to year',
};

function YearRange({ chosen, counts, onChange }: FacetFiltersProps) {
  const hintId = useId();
  const draft = useRangeDraft({
    min: chosen.yearFrom,
    max: chosen.yearTo,
    parse: parseYear,
    onChange: ({ min, max }, options) => onChange({ yearFrom: min, yearTo: max }, options),
  });
  const hint = draft.unreadable ? YEAR_HINTS.unreadable : draft.inverted ? YEAR_HINTS.inverted : null;
  const yearInput = (value: string, type: (text: string) => void, placeholder: number | null) => (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-invalid={hint ? true : undefined}
      aria-describedby={hint ? hintId : undefined}
      placeholder={placeholder === null ? '' : String(placeholder)}
      value={value}
      onFocus={draft.focus}
      onChange={(event) => type(yearText(event.target.value))}
    />
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Year (AD)</legend>
      <div className={styles.years}>
        <Field label="From year" className={styles.year}>
          {yearInput(draft.min, draft.typeMin, counts?.year.min ?? null)}
        </Field>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <Field label="To year" className={styles.year}>
          {yearInput(draft.max, draft.typeMax, counts?.year.max ?? null)}
        </Field>
      </div>
      {hint && (
        <p id={hintId} role="alert" className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
