import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { Button, Field, Input, Spinner, Textarea } from '@sikka/shared/ui';
import type { AuctionDraft } from '../api/auctionAdmin';
import { auctionRefusal } from '../model/bidForm';
import { auctionFormSchema, type AuctionFormValues, fromLocalInput, toLocalInput } from './auctionForm';
import styles from './admin.module.css';

export interface AuctionFormProps {
  initial?: AuctionDraft;
  submitLabel: string;
  onSave(draft: AuctionDraft): Promise<void>;
}

/** An auction's title, description, start and first lot's close (a draft: editable until scheduled). */
export function AuctionForm({ initial, submitLabel, onSave }: AuctionFormProps) {
  const form = useForm<AuctionFormValues>({
    resolver: zodResolver(auctionFormSchema),
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      starts_at: initial ? toLocalInput(initial.starts_at) : '',
      first_lot_closes_at: initial ? toLocalInput(initial.first_lot_closes_at) : '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(
    form,
    (values) =>
      onSave({
        title: values.title,
        description: values.description,
        starts_at: fromLocalInput(values.starts_at),
        first_lot_closes_at: fromLocalInput(values.first_lot_closes_at),
      }),
    (error) => {
      console.error('[auction admin] the auction was not saved', error);
      return auctionRefusal(error) ?? 'The auction could not be saved. Please try again.';
    },
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Field label="Title" required error={errors.title?.message}>
        <Input {...register('title')} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className={styles.row}>
        <Field label="Bidding opens" required error={errors.starts_at?.message} hint="Your browser's time">
          <Input type="datetime-local" {...register('starts_at')} />
        </Field>
        <Field
          label="First lot closes"
          required
          error={errors.first_lot_closes_at?.message}
          hint="Later lots close one after another"
        >
          <Input type="datetime-local" {...register('first_lot_closes_at')} />
        </Field>
      </div>
      <FormError message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting && <Spinner size="sm" label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
