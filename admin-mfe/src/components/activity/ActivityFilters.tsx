import { Field, Input, NativeSelect } from '@sikka/shared/ui';
import { KIND_FILTERS, type ActivityFilter } from '../../model/activity';
import styles from './Activity.module.css';

export interface ActivityFiltersProps {
  filter: ActivityFilter;
  people: readonly { id: string; name: string }[];
  onChange(name: keyof ActivityFilter, value: string): void;
  /** Said under the dates when they read backwards. */
  dateError?: string;
}

/** The log's filters: a person, a kind, and the first and last day (in India). */
export function ActivityFilters({ filter, people, onChange, dateError }: ActivityFiltersProps) {
  return (
    <div className={styles.filters}>
      <Field label="Person">
        <NativeSelect
          options={[{ value: '', label: 'Everyone' }, ...people.map((p) => ({ value: p.id, label: p.name }))]}
          value={filter.person}
          onValueChange={(value) => onChange('person', value)}
        />
      </Field>
      <Field label="Kind">
        <NativeSelect options={KIND_FILTERS} value={filter.kind} onValueChange={(value) => onChange('kind', value)} />
      </Field>
      <Field label="From (day)">
        <Input type="date" value={filter.from} onChange={(event) => onChange('from', event.target.value)} />
      </Field>
      <Field label="To (day)" error={dateError}>
        <Input type="date" value={filter.to} onChange={(event) => onChange('to', event.target.value)} />
      </Field>
    </div>
  );
}
