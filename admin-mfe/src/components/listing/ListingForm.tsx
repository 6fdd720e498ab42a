import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Sparkles } from 'lucide-react';
import { COLLECTIBLE_STATUSES, collectibleStatusLabel } from '@sikka/shared/domain/collectibles';
import { Button, Field, Input, Spinner, Textarea, Select } from '@sikka/shared/ui';
import type { ReferenceTypeOption, ToleranceWarning } from '../../model/catalogueForm';
import type { AiFilled } from '../../model/listingAi';
import { LISTING_PHOTO_TYPES } from '../../model/listingEditor';
import type { ListingErrors, ListingField, ListingValues } from '../../model/listingForm';
import { AiMark } from './AiMark';
import { CATALOGUE_LABELS, CatalogueFields } from './CatalogueFields';
import { ListingPhotoList, type PhotoTile } from './ListingPhotoList';
import styles from './ListingForm.module.css';

export interface ListingFormProps {
  values: ListingValues;
  errors: ListingErrors;
  /** Counts the refusals shown (the form's checks, the server's): each moves the focus to the first field in error. */
  refusals: number;
  categories: ReadonlyArray<{ id: string; name: string }>;
  onField(field: ListingField, value: string): void;
  /** The catalogue types a listing may be measured against (issue 32). */
  referenceTypes: readonly ReferenceTypeOption[];
  /** The measured weight is outside the chosen reference type's tolerance: a reason is required. */
  tolerance: ToleranceWarning | null;
  aiFilled?: AiFilled;
  onUndo?(field: ListingField): void;
  showStatus?: boolean;
  photos: readonly PhotoTile[];
  /** Why picked files were not added, one line each. */
  photoProblems?: readonly string[];
  onAddFiles(files: File[]): void;
  onCamera(): void;
  onEditPhoto(key: string): void;
  onRemovePhoto(key: string): void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit(): void;
  onCancel(): void;
  /** The red banner (spec §8: save failures), shown above the buttons; the form stays usable. */
  banner?: string | null;
  /** Information that is not an error (extra photos not added). */
  notice?: ReactNode;
  /** The AI assist could not analyse the photos (spec §8 AI (form)); shown beside 'Analyze with AI'. */
  analysisError?: string | null;
  analysing?: boolean;
  onAnalyze?(): void;
  /** Under the slug: on create it follows the title (spec §5); on edit it is the listing's address. */
  slugHint?: string;
}

export const SLUG_HINTS = {
  create: 'Lower-case words joined by hyphens; follows the title until you edit it.',
  edit: "Lower-case words joined by hyphens. It is the listing's address: changing it changes the link.",
} as const;

const TYPE_OPTIONS = [
  { value: 'coin', label: 'Coin' },
  { value: 'note', label: 'Note' },
];
const STATUS_OPTIONS = COLLECTIBLE_STATUSES.map((status) => ({ value: status, label: collectibleStatusLabel(status) }));
const LABELS: Record<ListingField, string> = {
  type: 'Type',
  name: 'Title',
  slug: 'URL Slug',
  description: 'Description',
  price: 'Price (₹)',
  youtube_url: 'Video Link (optional)',
  category_id: 'Category',
  status: 'Status',
  ...CATALOGUE_LABELS,
};

/** The listing fields, photos and buttons of /upload and /edit/{id} (spec §2). */
export function ListingForm(props: ListingFormProps) {
  const { values, errors, onField, aiFilled = {}, busy } = props;
  const label = (field: ListingField) => LABELS[field];
  // The AI mark sits in the field's hint, outside the <label>: a button inside a label would join the name.
  const hint = (field: ListingField, otherwise?: string) =>
    aiFilled[field] !== undefined && props.onUndo ? (
      <AiMark field={LABELS[field]} onUndo={() => props.onUndo!(field)} disabled={busy} />
    ) : (
      otherwise
    );
  const text = (field: ListingField) => ({
    name: field,
    value: values[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => onField(field, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  // A refused form must not look as if nothing happened: the first field in error, in the form's order
  // (every control a Field marks invalid, the catalogue's included), takes the focus and is scrolled to,
  // once the render showing the refusal is there (its group open) and the form is usable again (a refusal
  // from the server arrives while the fields are disabled).
  const formRef = useRef<HTMLFormElement>(null);
  const focusedRefusal = useRef(props.refusals);
  useEffect(() => {
    if (busy || props.refusals === focusedRefusal.current) return;
    focusedRefusal.current = props.refusals;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [props.refusals, busy]);

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <ListingPhotoList
        photos={props.photos}
        problems={props.photoProblems}
        accept={LISTING_PHOTO_TYPES}
        onAddFiles={props.onAddFiles}
        onCamera={props.onCamera}
        onEdit={props.onEditPhoto}
        onRemove={props.onRemovePhoto}
        disabled={busy}
      />
      {props.onAnalyze && (
        <div className={styles.analyze}>
          <Button variant="secondary" size="sm" onClick={props.onAnalyze} disabled={busy || props.analysing}>
            <Sparkles aria-hidden="true" size={16} /> {props.analysing ? 'Analyzing...' : 'Analyze with AI'}
          </Button>
          {props.analysing && <Spinner size="sm" label="Analyzing images" />}
        </div>
      )}
      {props.analysisError && (
        <p className={styles.banner} role="alert">
          {props.analysisError}
        </p>
      )}
      {props.notice && (
        <p className={styles.notice} role="status">
          {props.notice}
        </p>
      )}
      <div className={styles.row}>
        <Field label={label('type')} error={errors.type} hint={hint('type')} required>
          <Select options={TYPE_OPTIONS} value={values.type} onValueChange={(value) => onField('type', value)} disabled={busy} />
        </Field>
        <Field label={label('category_id')} error={errors.category_id} required>
          <Select
            options={props.categories.map((category) => ({ value: category.id, label: category.name }))}
            value={values.category_id}
            onValueChange={(value) => onField('category_id', value)}
            placeholder="Choose a category"
            disabled={busy}
          />
        </Field>
        {props.showStatus && (
          <Field label={label('status')} error={errors.status} required>
            <Select
              options={STATUS_OPTIONS}
              value={values.status}
              onValueChange={(value) => onField('status', value)}
              disabled={busy}
            />
          </Field>
        )}
      </div>
      <Field label={label('name')} error={errors.name} hint={hint('name')} required>
        <Input {...text('name')} autoComplete="off" />
      </Field>
      <Field label={label('slug')} error={errors.slug} hint={hint('slug', props.slugHint ?? SLUG_HINTS.create)} required>
        <Input {...text('slug')} autoComplete="off" spellCheck={false} />
      </Field>
      <Field label={label('description')} error={errors.description} hint={hint('description')} required>
        <Textarea {...text('description')} rows={10} />
      </Field>
      <div className={styles.row}>
        <Field label={label('price')} error={errors.price} hint={hint('price')} required>
          <Input {...text('price')} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label={label('youtube_url')} error={errors.youtube_url} hint="A YouTube watch, shorts or youtu.be link.">
          <Input {...text('youtube_url')} type="url" autoComplete="off" />
        </Field>
      </div>
      <CatalogueFields
        values={values}
        errors={errors}
        onField={onField}
        referenceTypes={props.referenceTypes}
        tolerance={props.tolerance}
        hint={(field) => hint(field)}
        disabled={busy}
      />
      {props.banner && (
        <p className={styles.banner} role="alert">
          {props.banner}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
