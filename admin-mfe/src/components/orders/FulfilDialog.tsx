import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ShipmentInput } from '@sikka/shared/domain/orders';
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

/** 'Mark Fulfilled' (issue 33): carrier, tracking number and insured value, checked as the database checks them. */
export function FulfilDialog({ open, onOpenChange, what, total, onFulfil }: FulfilDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<FulfilDraft>(() => fulfilDraft({ total }));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(fulfilDraft({ total }));
      setChecked(false);
      setFailure(null);
    }
  }, [open, total]);

  const problems = checked ? fulfilProblems(draft) : {};
  const change = (patch: Partial<FulfilDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(fulfilProblems(draft)).length > 0) return;
    setFailure(null);
    setSaving(true);
    try {
      await onFulfil(shipmentOf(draft));
      onOpenChange(false);
    } catch (error) {
      console.error('[sikka] the order was not marked fulfilled', error);
      setFailure(fulfilRefusalText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title="Mark Fulfilled"
      description={`${what}. The buyer is e-mailed the carrier and tracking number.`}
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Not yet
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : 'Mark Fulfilled'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.rejectForm}>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <Field label="Carrier" required error={draft.carrierChoice === COURIER ? undefined : problems.carrier}>
          <NativeSelect
            options={CARRIER_OPTIONS}
            value={draft.carrierChoice}
            onValueChange={(carrierChoice) => change({ carrierChoice })}
          />
        </Field>
        {draft.carrierChoice === COURIER && (
          <Field label="Courier name" required error={problems.carrier}>
            <Input value={draft.courierName} onChange={(e) => change({ courierName: e.target.value })} placeholder="Blue Dart" />
          </Field>
        )}
        <Field label="Tracking number" required error={problems.tracking}>
          <Input
            value={draft.tracking}
            onChange={(e) => change({ tracking: e.target.value })}
            placeholder={draft.carrierChoice === COURIER ? '81234567890' : 'EE123456785IN'}
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
        <Field label="Insured value (₹)" required error={problems.insuredValue} hint="The order total, unless insured otherwise">
          <Input value={draft.insuredValue} inputMode="numeric" onChange={(e) => change({ insuredValue: e.target.value })} />
        </Field>
      </form>
    </Dialog>
  );
}
