import { AlertCircle, CheckCircle2, Loader2, Trash2 } from 'lucide-react';
import { Badge, Button, Field, Input, Textarea, type BadgeTone, Select } from '@sikka/shared/ui';
import type { BulkDraft, BulkStatus } from '../../model/bulk';
import { ListingPhotoList, type PhotoTile } from '../listing/ListingPhotoList';
import styles from './BulkItemCard.module.css';

export type DraftField = 'type' | 'name' | 'description' | 'price' | 'youtube_url' | 'category_id';

export interface BulkItemCardProps {
  draft: BulkDraft;
  number: number;
  photos: readonly PhotoTile[];
  categories: ReadonlyArray<{ id: string; name: string }>;
  selected: boolean;
  onSelect(): void;
  onField(field: DraftField, value: string): void;
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
  const { draft, number, disabled } = props;
  const locked = disabled || draft.status === 'success' || draft.status === 'processing';
  const text = (field: DraftField) => ({
    value: draft[field],
    disabled: locked,
    onChange: (event: { target: { value: string } }) => props.onField(field, event.target.value),
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
        <Field label="Name" hint="Empty: suggested by AI">
          <Input {...text('name')} autoComplete="off" />
        </Field>
        <Field label="Price (₹)" hint="Empty: suggested by AI">
          <Input {...text('price')} inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <Field label="Description" hint="Empty: written by AI">
        <Textarea {...text('description')} rows={3} />
      </Field>
      <Field label="Video Link (optional)">
        <Input {...text('youtube_url')} type="url" autoComplete="off" />
      </Field>
      {draft.status === 'error' && draft.error && (
        <p className={styles.error} role="alert">
          <AlertCircle aria-hidden="true" size={16} /> {draft.error}
        </p>
      )}
    </article>
  );
}
