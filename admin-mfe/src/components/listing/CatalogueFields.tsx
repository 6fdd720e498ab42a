import { type ReactNode, useId, useState } from 'react';
import { GRADES, METALS, PERIODS, SHAPES } from '@sikka/shared/domain/collectibles';
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@sikka/shared/ui';
import {
  type CatalogueField,
  type CatalogueValues,
  type ReferenceTypeOption,
  referenceTypeLabel,
  type ToleranceWarning,
} from '../../model/catalogueForm';
import styles from './CatalogueFields.module.css';

export const CATALOGUE_LABELS: Record<CatalogueField, string> = {
  issuer: 'Issuer or country',
  ruler: 'Ruler or authority',
  period: 'Period or dynasty',
  denomination: 'Denomination',
  year_ad: 'Year AD',
  year_written: 'Year as written',
  mint: 'Mint',
  mint_mark: 'Mint mark',
  metal: 'Metal',
  fineness: 'Fineness',
  weight_g: 'Weight (g)',
  diameter_mm: 'Diameter (mm)',
  shape: 'Shape',
  reference_type_id: 'Reference standard',
  references: 'Catalogue references',
  grade: 'Grade',
  sheldon_grade: 'Sheldon grade (1–70)',
  grading_service: 'Grading service',
  certificate_number: 'Certificate number',
  note_prefix: 'Prefix',
  note_serial: 'Serial',
  note_inset_letter: 'Inset letter',
  is_star_note: 'Star or replacement note',
  is_fancy_number: 'Fancy number',
  tolerance_reason: 'Reason for the weight difference',
};

const HINTS: Partial<Record<CatalogueField, string>> = {
  year_ad: 'A negative year is BCE (-321).',
  year_written: "As on the piece, e.g. 'AH 1118 / RY 50' or 'VS 1920'.",
  mint_mark: 'e.g. ◆ Bombay, • Noida, ★ Hyderabad.',
  fineness: 'A fraction, e.g. 0.917.',
  references: 'KM, Pick, Prid or Numista, comma-separated: KM# 525, Pick 75a.',
  ruler: 'For notes, the signing governor.',
  reference_type_id: 'The catalogue type whose standard weight the piece is measured against.',
};

const choices = (list: readonly string[]) => [{ value: '', label: 'Not set' }, ...list.map((value) => ({ value, label: value }))];

interface Group {
  title: string;
  fields: CatalogueField[];
}

const GROUPS: Group[] = [
  { title: 'Issue', fields: ['issuer', 'ruler', 'period', 'denomination', 'year_ad', 'year_written'] },
  { title: 'Mint and metal', fields: ['mint', 'mint_mark', 'metal', 'fineness', 'shape'] },
  {
    title: 'Catalogue and measurements',
    fields: ['references', 'reference_type_id', 'weight_g', 'diameter_mm', 'tolerance_reason'],
  },
  { title: 'Grade', fields: ['grade', 'sheldon_grade', 'grading_service', 'certificate_number'] },
  { title: 'Note', fields: ['note_prefix', 'note_serial', 'note_inset_letter', 'is_star_note', 'is_fancy_number'] },
];

export interface CatalogueFieldsProps {
  values: CatalogueValues & { type: 'coin' | 'note' };
  errors: Partial<Record<CatalogueField, string>>;
  onField(field: CatalogueField, value: string): void;
  referenceTypes: readonly ReferenceTypeOption[];
  /** The weight is outside the chosen reference type's tolerance: the reason is asked for. */
  tolerance: ToleranceWarning | null;
  /** The field's hint (the AI mark, when the AI filled it). */
  hint?(field: CatalogueField): ReactNode;
  disabled: boolean;
  /** Without the section's heading (the bulk card folds the whole section under a summary of its own). */
  bare?: boolean;
}

/** Open at first on a wide screen; on a phone only the groups already holding something. */
const wideScreen = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48rem)').matches;

/** The catalogue facts of a listing (issue 32), in groups that fold on a phone. */
export function CatalogueFields(props: CatalogueFieldsProps) {
  const { values, errors, disabled } = props;
  const headingId = useId();
  const groups = GROUPS.filter((group) => group.title !== 'Note' || values.type === 'note');
  const filled = (group: Group) => group.fields.some((field) => values[field] !== '');
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(GROUPS.map((group) => [group.title, wideScreen() || filled(group)])),
  );
  // A group with an error (or a tolerance to explain) is open, so nothing refused is hidden.
  const needsEye = (group: Group) =>
    group.fields.some((field) => errors[field]) || (props.tolerance !== null && group.fields.includes('tolerance_reason'));

  const control = (field: CatalogueField) => {
    const common = { name: field, disabled, value: values[field] };
    const onText = (event: { target: { value: string } }) => props.onField(field, event.target.value);
    switch (field) {
      case 'period':
        return <NativeSelect {...common} options={choices(PERIODS)} onValueChange={(v) => props.onField(field, v)} />;
      case 'metal':
        return <NativeSelect {...common} options={choices(METALS)} onValueChange={(v) => props.onField(field, v)} />;
      case 'shape':
        return <NativeSelect {...common} options={choices(SHAPES)} onValueChange={(v) => props.onField(field, v)} />;
      case 'grade':
        return <NativeSelect {...common} options={choices(GRADES)} onValueChange={(v) => props.onField(field, v)} />;
      case 'reference_type_id':
        return (
          <NativeSelect
            {...common}
            options={[
              { value: '', label: 'None' },
              ...props.referenceTypes.map((type) => ({ value: type.id, label: referenceTypeLabel(type) })),
            ]}
            onValueChange={(v) => props.onField(field, v)}
          />
        );
      case 'tolerance_reason':
        return <Textarea {...common} rows={2} onChange={onText} />;
      default: {
        const numeric = ['year_ad', 'fineness', 'weight_g', 'diameter_mm', 'sheldon_grade'].includes(field);
        return <Input {...common} onChange={onText} autoComplete="off" inputMode={numeric ? 'decimal' : undefined} />;
      }
    }
  };

  const item = (field: CatalogueField) => {
    if (field === 'is_star_note' || field === 'is_fancy_number') {
      return (
        <Checkbox
          key={field}
          label={CATALOGUE_LABELS[field]}
          checked={values[field] === 'yes'}
          disabled={disabled}
          onCheckedChange={(checked) => props.onField(field, checked ? 'yes' : '')}
        />
      );
    }
    if (field === 'tolerance_reason') {
      if (!props.tolerance) return null;
      return (
        <div key={field} className={styles.tolerance}>
          <p className={styles.warning} role="alert">
            {props.tolerance.text}
          </p>
          <Field label={CATALOGUE_LABELS[field]} error={errors[field]} required>
            {control(field)}
          </Field>
        </div>
      );
    }
    return (
      <Field key={field} label={CATALOGUE_LABELS[field]} error={errors[field]} hint={props.hint?.(field) ?? HINTS[field]}>
        {control(field)}
      </Field>
    );
  };

  return (
    <section
      className={styles.catalogue}
      aria-label={props.bare ? 'Catalogue details' : undefined}
      aria-labelledby={props.bare ? undefined : headingId}
    >
      {!props.bare && (
        <h2 id={headingId} className={styles.heading}>
          Catalogue details <span className={styles.optional}>(optional)</span>
        </h2>
      )}
      {groups.map((group) => (
        <details
          key={group.title}
          className={styles.group}
          open={open[group.title] || needsEye(group)}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            setOpen((current) => (current[group.title] === isOpen ? current : { ...current, [group.title]: isOpen }));
          }}
        >
          <summary className={styles.summary}>{group.title}</summary>
          <div className={styles.grid}>{group.fields.map(item)}</div>
        </details>
      ))}
    </section>
  );
}
