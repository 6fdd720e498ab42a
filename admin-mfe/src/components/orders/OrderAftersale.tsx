import { useState, type ReactNode } from 'react';
import { useAction } from '@sikka/shared/async';
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
  /** Links to the return's photos (signed, short-lived): the staff look before they decide. */
  photoLinks(paths: readonly string[]): Promise<string[]>;
  refusal(error: unknown): string;
}

/** The buyer's photos of a return, fetched when asked for (each a link that opens the photo). */
function ReturnPhotos({
  paths,
  photoLinks,
}: {
  paths: readonly string[];
  photoLinks(paths: readonly string[]): Promise<string[]>;
}) {
  const [links, setLinks] = useState<string[] | null>(null);
  const open = useAction(
    async () => setLinks(await photoLinks(paths)),
    (error) => {
      console.error('[admin] the return photos could not be opened', error);
      return 'The photos could not be opened. Please try again.';
    },
  );
  if (links) {
    return (
      <p>
        {links.map((href, index) => (
          <a key={href} href={href} target="_blank" rel="noreferrer" className={styles.link}>
            Photo {index + 1}
            {index < links.length - 1 ? ' · ' : ''}
          </a>
        ))}
      </p>
    );
  }
  return (
    <p>
      <Button size="sm" variant="secondary" unavailable={open.pending} onClick={() => void open.run()}>
        View {paths.length} photo{paths.length === 1 ? '' : 's'}
      </Button>
      {open.failure && <span role="alert"> {open.failure}</span>}
    </p>
  );
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
  photoLinks,
  refusal,
}: OrderAftersaleProps) {
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState({ amount: row.refund_limit ? String(row.refund_limit) : '', method: '', reference: '' });
  const [problems, setProblems] = useState<RefundProblems>({});
  const r = row.return_request;
  // Each step's saving flag and refusal (the database's words, what was typed kept).
  const step = useAction(
    async (run: () => Promise<void>, after?: () => void) => {
      await run();
      after?.();
    },
    (error) => {
      console.error('[sikka] an after-sale step failed', error);
      return refusal(error);
    },
  );
  const act = step.run;
  const busy = step.pending;
  const failed = step.failure ?? null;

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
      <Button key="deliver" size="sm" variant="secondary" unavailable={busy} onClick={() => void act(onDelivered)}>
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
          {r.photo_paths.length > 0 && <ReturnPhotos paths={r.photo_paths} photoLinks={photoLinks} />}
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
                  unavailable={busy}
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
                  unavailable={busy}
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
              <Button size="sm" unavailable={busy} onClick={() => void act(() => onReceive(true, ''))}>
                Received: back on sale
              </Button>
              <Button size="sm" variant="secondary" unavailable={busy} onClick={() => void act(() => onReceive(false, ''))}>
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
          <Button type="submit" size="sm" unavailable={busy}>
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
