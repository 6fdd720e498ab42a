import { useState, type FormEvent } from 'react';
import { useAction } from '@sikka/shared/async';
import { formatDateTime, formatInr } from '@sikka/shared/format';
import {
  MAX_RETURN_PHOTOS,
  REFUND_BUSINESS_DAYS,
  REFUND_METHOD_LABELS,
  RETURN_DETAILS_MAX,
  RETURN_REASON_RULES,
  RETURN_REASONS,
  RETURN_STATUS_WORDS,
  returnRequestProblems,
  type ReturnRequestProblems,
} from '@sikka/shared/domain/returns';
import { Button, Field, Input, Textarea } from '@sikka/shared/ui';
import type { OrderAftersale } from '../model/orderReturn';
import styles from './OrderPageView.module.css';

export interface OrderReturnProps {
  aftersale: OrderAftersale;
  request(reason: string, details: string, photos: readonly File[]): Promise<void>;
  addTracking(carrier: string, tracking: string): Promise<void>;
  /** The database's words for a refusal. */
  refusal(error: unknown): string;
}

/**
 * After delivery (issue 46): the return the Return Policy allows (within its window, with a reason and up
 * to three photos), its steps as the shop takes them, the tracking number of the parcel sent back, and
 * the refund. A refusal is shown and what was typed stays.
 */
export function OrderReturn({ aftersale, request, addTracking, refusal }: OrderReturnProps) {
  const r = aftersale.return;
  const refund = aftersale.refund;
  if (!r && !refund && !aftersale.can_request) return null;
  return (
    <section className={styles.section} aria-labelledby="order-return">
      <h2 id="order-return" className={styles.sectionTitle}>
        Return and refund
      </h2>
      {!r && aftersale.can_request && (
        <ReturnRequestForm windowEnds={aftersale.return_window_ends_at} request={request} refusal={refusal} />
      )}
      {r && (
        <div>
          <p>
            <strong>{RETURN_STATUS_WORDS[r.status]}</strong>
          </p>
          <p>Reason: {RETURN_REASON_RULES[r.reason].label}</p>
          {r.status === 'declined' && r.decision_note && <p>Why: {r.decision_note}</p>}
          {(r.status === 'approved' || r.status === 'in_transit') && r.return_address && (
            <p>
              Send the piece, in its original holder and packaging with its certificate, to: {r.return_address}.{' '}
              {r.shop_pays_postage ? 'We reimburse the return postage.' : 'The return postage is yours to pay.'}
            </p>
          )}
          {r.status === 'approved' && r.decision_note && <p>Note from us: {r.decision_note}</p>}
          {r.status === 'approved' && <ReturnTrackingForm addTracking={addTracking} refusal={refusal} />}
          {r.return_tracking && (
            <p>
              Your parcel: {r.return_carrier}, tracking number {r.return_tracking}
            </p>
          )}
          {r.status === 'received' && !refund && <p>Your refund is paid within {REFUND_BUSINESS_DAYS} business days.</p>}
        </div>
      )}
      {refund && (
        <p>
          <strong>Refund sent:</strong> {formatInr(refund.amount)} by {REFUND_METHOD_LABELS[refund.method]} on{' '}
          {formatDateTime(refund.refunded_at)}, bank reference {refund.reference}
          {refund.credit_note_serial ? ` (credit note ${refund.credit_note_serial})` : ''}
        </p>
      )}
    </section>
  );
}

function ReturnRequestForm({
  windowEnds,
  request,
  refusal,
}: {
  windowEnds: string | null;
  request: OrderReturnProps['request'];
  refusal: OrderReturnProps['refusal'];
}) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<ReturnRequestProblems>({});
  const sending = useAction(
    () => request(reason, details.trim(), photos),
    (error) => {
      console.error('[checkout] the return was not asked for', error);
      return refusal(error);
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = returnRequestProblems({ reason, details, photoCount: photos.length });
    setProblems(found);
    sending.clearFailure();
    if (Object.keys(found).length === 0) void sending.run();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Ask for a return">
      <p>
        You can ask for a return until {windowEnds ? formatDateTime(windowEnds) : 'the end of the return window'}, as our Return
        Policy says.
      </p>
      <fieldset className={styles.section}>
        <legend>Why are you returning it? *</legend>
        {RETURN_REASONS.map((key) => (
          <label key={key} style={{ display: 'block' }}>
            <input type="radio" name="return-reason" value={key} checked={reason === key} onChange={() => setReason(key)} />{' '}
            {RETURN_REASON_RULES[key].label}
          </label>
        ))}
        {problems.reason && <p role="alert">{problems.reason}</p>}
      </fieldset>
      <Field label="What is wrong?" required error={problems.details}>
        <Textarea value={details} maxLength={RETURN_DETAILS_MAX} rows={4} onChange={(e) => setDetails(e.target.value)} />
      </Field>
      <Field label={`Photos (up to ${MAX_RETURN_PHOTOS})`} error={problems.photos}>
        <Input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
        />
      </Field>
      {sending.failure && <p role="alert">{sending.failure}</p>}
      <Button type="submit" disabled={sending.pending}>
        {sending.pending ? 'Sending…' : 'Ask for a return'}
      </Button>
    </form>
  );
}

function ReturnTrackingForm({ addTracking, refusal }: Pick<OrderReturnProps, 'addTracking' | 'refusal'>) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const saving = useAction(
    () => addTracking(carrier, tracking),
    (error) => {
      console.error('[checkout] the return tracking was not saved', error);
      return refusal(error);
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void saving.run();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Return parcel">
      <Field label="Carrier" required>
        <Input value={carrier} onChange={(e) => setCarrier(e.target.value)} placeholder="e.g. India Post Speed Post" />
      </Field>
      <Field label="Tracking number" required>
        <Input value={tracking} onChange={(e) => setTracking(e.target.value)} />
      </Field>
      {saving.failure && <p role="alert">{saving.failure}</p>}
      <Button type="submit" disabled={saving.pending}>
        {saving.pending ? 'Saving…' : 'Save tracking number'}
      </Button>
    </form>
  );
}
