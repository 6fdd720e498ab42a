import { useState } from 'react';
import { AlertCircle, CheckCircle2, Loader2, Trash2 } from 'lucide-react';
import { Badge, Button, Field, Input, Textarea, type BadgeTone, Select } from '@sikka/shared/ui';
import type { BulkDraft, BulkStatus, DraftErrors, DraftField } from '../../model/bulk';
import type { CatalogueField, ReferenceTypeOption, ToleranceWarning } from '../../model/catalogueForm';
import { CatalogueFields } from '../listing/CatalogueFields';
import { ListingPhotoList, type PhotoTile } from '../listing/ListingPhotoList';
import styles from './BulkItemCard.module.css';

export interface BulkItemCardProps {
  draft: BulkDraft;
  number: number;
  photos: readonly PhotoTile[];
  categories: ReadonlyArray<{ id: string; name: string }>;
  /** What would be refused in this draft (price, video link); shown once a field is left or the item failed. */
  errors?: DraftErrors;
  /** What an empty field becomes (the AI's suggestion, or with the AI off a default); none once filled. */
  hints?: Partial<Record<'name' | 'description' | 'price', string | undefined>>;
  /** Information about this item that is not an error (extra photos not added). */
  notice?: string | null;
  selected: boolean;
  onSelect(): void;
  onField(field: DraftField, value: string): void;
  /** The catalogue facts (issue 32), folded under 'Catalogue details'. */
  referenceTypes: readonly ReferenceTypeOption[];
  catalogueErrors?: Partial<Record<CatalogueField, string>>;
  tolerance: ToleranceWarning | null;
  onCatalogueField(field: CatalogueField, value: string): void;
  onAddFiles(files: File[]): void;
  onCamera(): void;
  onEditPhoto(key: string): void;
  onRemovePhoto(key: string): void;
  onRemove(): void;
  disabled: boolean;
}

const STATUS: Record<BulkStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  processing: { label: 'Processing', tone: 'blue' },
  success: { label: 'Uploaded', tone: 'green' },
  error: { label: 'Failed', tone: 'red' },
};
const TYPE_OPTIONS = [
  { value: 'coin', label: 'Coin' },
  { value: 'note', label: 'Note' },
];

/** One bulk draft (spec §3 bulk item draft): its photos, fields, status, and its error under it. */
export function BulkItemCard(props: BulkItemCardProps) {
  const { draft, number, disabled, errors = {}, hints = {} } = props;
  const locked = disabled || draft.status === 'success' || draft.status === 'processing';
  // Open when something is in it: a reloaded draft shows what it holds, a refused fact is seen.
  const hasCatalogue =
    Object.values(draft.catalogue).some((value) => value !== '') || Object.keys(props.catalogueErrors ?? {}).length > 0;
  // A field's error shows once the admin has left it (not while a link is half typed), or after a failed try.
  const [left, setLeft] = useState<ReadonlySet<DraftField>>(new Set());
  const shownError = (field: DraftField) => (left.has(field) || draft.status === 'error' ? errors[field] : undefined);
  const text = (field: DraftField) => ({
    value: draft[field],
    disabled: locked,
    onChange: (event: { target: { value: string } }) => props.onField(field, event.target.value),
    onBlur: () => setLeft((before) => (before.has(field) ? before : new Set(before).add(field))),
  });
  return (
    <article
      className={styles.card}
      data-selected={props.selected || undefined}
      aria-labelledby={`bulk-item-${draft.id}`}
      onFocusCapture={props.onSelect}
    >
      <header className={styles.header}>
        <h2 id={`bulk-item-${draft.id}`} className={styles.title}>
          Item {number}
        </h2>
        <Badge tone={STATUS[draft.status].tone}>
          {draft.status === 'processing' && <Loader2 aria-hidden="true" size={12} className={styles.spin} />}
          {draft.status === 'success' && <CheckCircle2 aria-hidden="true" size={12} />}
          {STATUS[draft.status].label}
        </Badge>
        <Button
          variant={props.selected ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={props.selected}
          onClick={props.onSelect}
          disabled={disabled}
        >
          {props.selected ? 'Selected' : 'Select'}
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onRemove} disabled={locked} aria-label={`Remove item ${number}`}>
          <Trash2 aria-hidden="true" size={16} />
        </Button>
      </header>
      <ListingPhotoList
        label={`Item ${number} images`}
        photos={props.photos}
        onAddFiles={props.onAddFiles}
        onCamera={props.onCamera}
        onEdit={props.onEditPhoto}
        onRemove={props.onRemovePhoto}
        disabled={locked}
      />
      {props.notice && (
        <p className={styles.notice} role="status">
          {props.notice}
        </p>
      )}
      <div className={styles.grid}>
        <Field label="Type">
          <Select
            options={TYPE_OPTIONS}
            value={draft.type}
            onValueChange={(value) => props.onField('type', value)}
            disabled={locked}
          />
        </Field>
        <Field label="Category">
          <Select
            options={props.categories.map((category) => ({ value: category.id, label: category.name }))}
            value={draft.category_id}
            onValueChange={(value) => props.onField('category_id', value)}
            placeholder="Choose a category"
            disabled={locked}
          />
        </Field>
        <Field label="Name" hint={hints.name}>
          <Input {...text('name')} autoComplete="off" />
        </Field>
        <Field label="Price (₹)" hint={hints.price} error={shownError('price')}>
          <Input {...text('price')} inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <Field label="Description" hint={hints.description}>
        <Textarea {...text('description')} rows={3} />
      </Field>
      <Field label="Video Link (optional)" error={shownError('youtube_url')}>
        <Input {...text('youtube_url')} type="url" autoComplete="off" />
      </Field>
      <details className={styles.catalogue} open={hasCatalogue || undefined}>
        <summary className={styles.catalogueSummary}>Catalogue details (optional)</summary>
        <CatalogueFields
          bare
          values={{ ...draft.catalogue, type: draft.type }}
          errors={props.catalogueErrors ?? {}}
          onField={props.onCatalogueField}
          referenceTypes={props.referenceTypes}
          tolerance={props.tolerance}
          disabled={locked}
        />
      </details>
      {draft.status === 'error' && draft.error && (
        <p className={styles.error} role="alert">
          <AlertCircle aria-hidden="true" size={16} /> {draft.error}
        </p>
      )}
    </article>
  );
}
