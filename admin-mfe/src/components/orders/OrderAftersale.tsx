import { useState, type ReactNode } from 'react';
import { formatDateTime, formatInr } from '@sikka/shared/format';
import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RETURN_REASON_RULES,
  RETURN_STATUS_WORDS,
  refundProblems,
  type RefundProblems,
} from '@sikka/shared/domain/returns';
import { Button, Field, Input, Textarea } from '@sikka/shared/ui';
import type { AftersaleRow } from '../../model/aftersale';
import styles from './OrderCard.module.css';

export interface OrderAftersaleProps {
  label: string;
  /** The order is shipped (fulfilled) and paid: it can be marked delivered. */
  shipped: boolean;
  row: AftersaleRow;
  /** Each step; throws with the database's refusal, which is shown here while what was typed stays. */
  onDelivered(): Promise<void>;
  onDecide(approve: boolean, note: string): Promise<void>;
  onReceive(restock: boolean, note: string): Promise<void>;
  onRefund(amount: number, method: string, reference: string): Promise<void>;
  refusal(error: unknown): string;
}

/** After the sale on an order's card (issue 46): delivery, the buyer's return, and the refund. */
export function OrderAftersale({
  label,
  shipped,
  row,
  onDelivered,
  onDecide,
  onReceive,
  onRefund,
  refusal,
}: OrderAftersaleProps) {
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState({ amount: row.refund_limit ? String(row.refund_limit) : '', method: '', reference: '' });
  const [problems, setProblems] = useState<RefundProblems>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const r = row.return_request;

  async function act(run: () => Promise<void>, after?: () => void) {
    setFailed(null);
    setBusy(true);
    try {
      await run();
      after?.();
    } catch (error) {
      console.error('[sikka] an after-sale step failed', error);
      setFailed(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  function submitRefund() {
    const found = row.refund_limit === null ? {} : refundProblems(refund, row.refund_limit);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void act(() => onRefund(Number(refund.amount), refund.method, refund.reference));
  }

  const parts: ReactNode[] = [];
  if (row.delivered_at) parts.push(<p key="delivered">Delivered {formatDateTime(row.delivered_at)}</p>);
  else if (shipped)
    parts.push(
      <Button key="deliver" size="sm" variant="secondary" disabled={busy} onClick={() => void act(onDelivered)}>
        Mark delivered
      </Button>,
    );
  if (!r && !row.refund && row.refund_limit === null && parts.length === 0) return null;

  return (
    <section className={styles.aftersale} aria-label={`After the sale of ${label}`}>
      {parts}
      {r && (
        <div>
          <p>
            <strong>{RETURN_STATUS_WORDS[r.status]}</strong> — {RETURN_REASON_RULES[r.reason].label}
            {r.shop_pays_postage
              ? ' (our error: we refund the shipping and the return postage)'
              : ' (the buyer pays the postage)'}
          </p>
          <p>“{r.details}”</p>
          {r.photo_paths.length > 0 && <p>{r.photo_paths.length} photo(s) attached</p>}
          {r.decision_note && <p>Note: {r.decision_note}</p>}
          {r.return_tracking && (
            <p>
              Return parcel: {r.return_carrier} {r.return_tracking}
            </p>
          )}
          {r.status === 'received' && <p>{r.restocked ? 'Back on sale' : 'Kept off sale'}</p>}
          {r.status === 'requested' && (
            <>
              <Field label="Note to the buyer (the reason, if you decline)">
                <Textarea value={note} maxLength={300} rows={2} onChange={(e) => setNote(e.target.value)} />
              </Field>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => onDecide(true, note),
                      () => setNote(''),
                    )
                  }
                >
                  Approve return
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => onDecide(false, note),
                      () => setNote(''),
                    )
                  }
                >
                  Decline return
                </Button>
              </div>
            </>
          )}
          {(r.status === 'approved' || r.status === 'in_transit') && (
            <div className={styles.actions}>
              <Button size="sm" disabled={busy} onClick={() => void act(() => onReceive(true, ''))}>
                Received: back on sale
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act(() => onReceive(false, ''))}>
                Received: keep off sale
              </Button>
            </div>
          )}
        </div>
      )}
      {row.refund && (
        <p>
          Refunded {formatInr(row.refund.amount)} by {REFUND_METHOD_LABELS[row.refund.method as 'upi']} on{' '}
          {formatDateTime(row.refund.refunded_at)}, reference {row.refund.reference}
          {row.refund.credit_note_serial ? `, credit note ${row.refund.credit_note_serial}` : ''}
        </p>
      )}
      {!row.refund && row.refund_limit !== null && (
        <form
          aria-label="Record refund"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitRefund();
          }}
        >
          <p>A refund is due: at most {formatInr(row.refund_limit)}.</p>
          <Field label="Refund amount (₹)" required error={problems.amount}>
            <Input inputMode="numeric" value={refund.amount} onChange={(e) => setRefund({ ...refund, amount: e.target.value })} />
          </Field>
          <fieldset>
            <legend>Sent by *</legend>
            {REFUND_METHODS.map((m) => (
              <label key={m} style={{ marginRight: '1rem' }}>
                <input
                  type="radio"
                  name={`refund-method-${row.order_id}`}
                  value={m}
                  checked={refund.method === m}
                  onChange={() => setRefund({ ...refund, method: m })}
                />{' '}
                {REFUND_METHOD_LABELS[m]}
              </label>
            ))}
            {problems.method && <p role="alert">{problems.method}</p>}
          </fieldset>
          <Field label="Bank reference (12-digit UTR / RRN)" required error={problems.reference}>
            <Input
              inputMode="numeric"
              value={refund.reference}
              onChange={(e) => setRefund({ ...refund, reference: e.target.value })}
            />
          </Field>
          <Button type="submit" size="sm" disabled={busy}>
            Record refund
          </Button>
        </form>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {failed}
        </p>
      )}
    </section>
  );
}
