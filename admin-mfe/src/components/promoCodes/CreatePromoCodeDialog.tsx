import { useEffect } from 'react';
import { Controller, useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { errorKey, ERROR_TEXTS } from '@sikka/shared/domain/errors';
import {
  emptyPromoCodeForm,
  promoCodeFormSchema,
  type PromoCodeFormInput,
  type PromoCodeFormValues,
} from '@sikka/shared/domain/promoCodes';
import { Button, Checkbox, Dialog, Field, Input } from '@sikka/shared/ui';
import styles from './CreatePromoCodeDialog.module.css';

export const CREATE_FAILED = 'Failed to create promo code';

export interface CreatePromoCodeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Saves the code; a refusal is thrown and shown in the form, which stays open. */
  onCreate(values: PromoCodeFormValues): Promise<void>;
}

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';

/** Codes are stored upper-case without spaces (spec §3); the field shows that as the admin types. */
function upperCaseAsTyped(input: HTMLInputElement) {
  const clean = (text: string) => text.toUpperCase().replace(/\s+/g, '');
  const { value, selectionStart } = input;
  const next = clean(value);
  if (next === value) return;
  const caret = selectionStart === null ? next.length : clean(value.slice(0, selectionStart)).length;
  input.value = next;
  input.setSelectionRange(caret, caret);
}

/** The 'Create Promo Code' modal (spec §2, §5 "Promo form"), checked by the shared schema. */
export function CreatePromoCodeDialog({ open, onOpenChange, onCreate }: CreatePromoCodeDialogProps) {
  const form = useForm<PromoCodeFormInput, unknown, PromoCodeFormValues>({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues: emptyPromoCodeForm(),
  });
  const { register, control, formState, reset, setError, setFocus } = form;

  // Each opening starts a fresh code, starting now (spec §9 defaults), and no failure.
  useEffect(() => {
    if (open) reset(emptyPromoCodeForm());
  }, [open, reset]);

  const submit = useFormSubmit(form, onCreate, (error) => {
    console.error('[sikka] the promo code was not created', error);
    if (errorKey(error) !== 'promo_code_taken') return messageOf(error);
    setError('code', { message: ERROR_TEXTS.promo_code_taken }, { shouldFocus: true });
    return undefined;
  });

  const code = register('code');
  const { errors, isSubmitting } = formState;
  const failure = errors.root?.message;
  return (
    <Dialog
      title="Create Promo Code"
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      // The first thing to type is the code (not the header's Close button, radix's first control).
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus('code');
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} unavailable={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="create-promo-code" unavailable={isSubmitting}>
            {isSubmitting ? 'Creating...' : 'Create'}
          </Button>
        </>
      }
    >
      <form id="create-promo-code" className={styles.form} onSubmit={submit} noValidate>
        {failure !== undefined && (
          <div role="alert" className={styles.failure}>
            <p className={styles.failureTitle}>{CREATE_FAILED}</p>
            {failure && failure !== CREATE_FAILED && <p className={styles.failureMessage}>{failure}</p>}
          </div>
        )}
        <Field label="Code" error={errors.code?.message} required>
          <Input
            {...code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="DIWALI10"
            onChange={(event) => {
              upperCaseAsTyped(event.target);
              void code.onChange(event);
            }}
          />
        </Field>
        <div className={styles.row}>
          <Field label="Discount Percentage" error={errors.discountPercent?.message} required>
            <Input
              {...register('discountPercent')}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              placeholder="10"
            />
          </Field>
          <Field label="Maximum Uses" error={errors.maxUses?.message} hint="Leave empty for unlimited">
            <Input {...register('maxUses')} type="number" inputMode="numeric" min={1} step={1} />
          </Field>
        </div>
        <div className={`${styles.row} ${styles.dates}`}>
          {/* The form reads both in India's time, as the cards say them (domain/promoCodes form.ts). */}
          <Field label="Start Date" error={errors.startsAt?.message} hint="India time (IST)" required>
            <Input {...register('startsAt')} type="datetime-local" />
          </Field>
          <Field label="Expiry Date" error={errors.expiresAt?.message} hint="Optional · India time (IST)">
            <Input {...register('expiresAt')} type="datetime-local" />
          </Field>
        </div>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              label="Active"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
      </form>
    </Dialog>
  );
}
