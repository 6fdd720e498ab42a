import { useEffect, useId } from 'react';
import type { ShipmentInput } from '@sikka/shared/domain/orders';
import { Controller, type FieldErrors, type Resolver, useForm, useFormSubmit, useWatch, FormError } from '@sikka/shared/forms';
import { Button, Dialog, Field, Input, NativeSelect } from '@sikka/shared/ui';
import {
  CARRIER_OPTIONS,
  COURIER,
  type FulfilDraft,
  fulfilDraft,
  fulfilProblems,
  fulfilRefusalText,
  shipmentOf,
} from '../../model/ordersShipment';
import styles from './OrderCard.module.css';

export interface FulfilDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'Order #0b8f5e52 from Asha Rao', for the question. */
  what: string;
  /** The order total: the insured value starts from it. */
  total: number;
  /** Saves the shipment; a refusal is thrown and shown here, with everything typed kept. */
  onFulfil(shipment: ShipmentInput): Promise<void>;
}

/** The draft checked as the database checks it; the carrier's problem is said under the courier's name when one is named. */
const checkDraft: Resolver<FulfilDraft> = (draft) => {
  const { carrier, tracking, insuredValue } = fulfilProblems(draft);
  const errors: FieldErrors<FulfilDraft> = {};
  if (carrier) errors[draft.carrierChoice === COURIER ? 'courierName' : 'carrierChoice'] = { type: 'validate', message: carrier };
  if (tracking) errors.tracking = { type: 'validate', message: tracking };
  if (insuredValue) errors.insuredValue = { type: 'validate', message: insuredValue };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: draft, errors: {} };
};

/** 'Mark Fulfilled' (issue 33): carrier, tracking number and insured value, checked as the database checks them. */
export function FulfilDialog({ open, onOpenChange, what, total, onFulfil }: FulfilDialogProps) {
  const formId = useId();
  const form = useForm<FulfilDraft>({ resolver: checkDraft, defaultValues: fulfilDraft({ total }) });
  const { register, reset, control, setFocus } = form;
  const { errors, isSubmitting } = form.formState;
  const carrierChoice = useWatch({ control, name: 'carrierChoice' });

  useEffect(() => {
    if (open) reset(fulfilDraft({ total }));
  }, [open, total, reset]);

  const submit = useFormSubmit(
    form,
    async (draft) => {
      await onFulfil(shipmentOf(draft));
      onOpenChange(false);
    },
    (error) => {
      console.error('[sikka] the order was not marked fulfilled', error);
      return fulfilRefusalText(error);
    },
  );

  return (
    <Dialog
      title="Mark Fulfilled"
      description={`${what}. The buyer is e-mailed the carrier and tracking number.`}
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      // The first thing to choose is the carrier (not the header's Close button, radix's first control).
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus('carrierChoice');
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} unavailable={isSubmitting}>
            Not yet
          </Button>
          <Button type="submit" form={formId} unavailable={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Mark Fulfilled'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.rejectForm}>
        <FormError message={errors.root?.message} className={styles.error} />
        <Controller
          control={control}
          name="carrierChoice"
          // The carrier decides what the courier's name and the tracking number must be.
          rules={{ deps: ['courierName', 'tracking'] }}
          render={({ field }) => (
            <Field label="Carrier" required error={errors.carrierChoice?.message}>
              <NativeSelect
                options={CARRIER_OPTIONS}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        {carrierChoice === COURIER && (
          <Field label="Courier name" required error={errors.courierName?.message}>
            <Input placeholder="e.g. Blue Dart" {...register('courierName')} />
          </Field>
        )}
        <Field label="Tracking number" required error={errors.tracking?.message}>
          <Input
            placeholder={carrierChoice === COURIER ? 'e.g. 81234567890' : 'e.g. EE123456785IN'}
            autoCapitalize="characters"
            spellCheck={false}
            {...register('tracking')}
          />
        </Field>
        <Field
          label="Insured value (₹)"
          required
          error={errors.insuredValue?.message}
          hint="The order total, unless insured otherwise"
        >
          <Input inputMode="numeric" {...register('insuredValue')} />
        </Field>
      </form>
    </Dialog>
  );
}
