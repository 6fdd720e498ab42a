import { type FormEvent, useId, useState } from 'react';
import { AlertDialog, Button, Dialog, Field, Textarea } from '@sikka/shared/ui';
import { useOrderDocuments } from '../../model/orderDocuments';
import styles from './OrderCard.module.css';

const REASON_MAX = 300;

/**
 * A paid order's papers (issue 34): its certificate of authenticity and GST invoice as PDFs (a cancelled
 * one's credit note too), and the certificate's re-issue or revocation with a reason anyone verifying it reads.
 */
export function OrderDocuments({ orderId, cancelled, label }: { orderId: string; cancelled: boolean; label: string }) {
  const papers = useOrderDocuments(orderId);
  const [revoking, setRevoking] = useState(false);
  return (
    <section className={styles.actions} aria-label={`Papers of ${label}`}>
      <Button size="sm" variant="secondary" disabled={papers.working} onClick={() => papers.open('certificate')}>
        Certificate PDF
      </Button>
      <Button size="sm" variant="secondary" disabled={papers.working} onClick={() => papers.open('invoice')}>
        Invoice PDF
      </Button>
      {cancelled && (
        <Button size="sm" variant="secondary" disabled={papers.working} onClick={() => papers.open('credit_note')}>
          Credit note PDF
        </Button>
      )}
      <AlertDialog
        title="Re-issue the certificate?"
        description={`${label} gets a new certificate with the listing's facts as they are now; the old code will read as replaced.`}
        cancelLabel="Keep it"
        confirmLabel="Re-issue"
        confirmVariant="primary"
        onConfirm={papers.reissue}
        trigger={
          <Button size="sm" variant="secondary" disabled={papers.working}>
            Re-issue certificate
          </Button>
        }
      />
      <Button size="sm" variant="danger" disabled={papers.working} onClick={() => setRevoking(true)}>
        Revoke certificate
      </Button>
      {papers.problem && (
        <p role="alert" className={styles.error}>
          {papers.problem}
        </p>
      )}
      <RevokeDialog open={revoking} onOpenChange={setRevoking} label={label} onRevoke={papers.revoke} />
    </section>
  );
}

function RevokeDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  onRevoke(reason: string): Promise<void>;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text || text.length > REASON_MAX) {
      setProblem(`Please give a reason for revoking this certificate (at most ${REASON_MAX} characters)`);
      return;
    }
    setSending(true);
    try {
      await props.onRevoke(text);
      setReason('');
      setProblem(null);
      props.onOpenChange(false);
    } catch (error) {
      console.error('[sikka] the certificate was not revoked', error);
      setProblem('Could not revoke the certificate. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      title="Revoke certificate"
      description={`The certificate of ${props.label} will read as revoked, with your reason, to anyone who checks its code.`}
      open={props.open}
      onOpenChange={(next) => !sending && props.onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)} disabled={sending}>
            Keep Certificate
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={sending}>
            {sending ? 'Revoking...' : 'Revoke certificate'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.rejectForm}>
        <Field label="Reason shown on the verify page" required error={problem ?? undefined}>
          <Textarea value={reason} rows={3} onChange={(event) => setReason(event.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
