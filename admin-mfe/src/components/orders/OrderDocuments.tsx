import { useState } from 'react';
import { ReasonDialog } from '@sikka/shared/reason-dialog';
import { AlertDialog, Button, Dialog } from '@sikka/shared/ui';
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
      <Button size="sm" variant="secondary" onClick={() => papers.open('certificate')} unavailable={papers.working}>
        Certificate PDF
      </Button>
      <Button size="sm" variant="secondary" onClick={() => papers.open('invoice')} unavailable={papers.working}>
        Invoice PDF
      </Button>
      {cancelled && (
        <Button size="sm" variant="secondary" onClick={() => papers.open('credit_note')} unavailable={papers.working}>
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
          <Button size="sm" variant="secondary" unavailable={papers.working}>
            Re-issue certificate
          </Button>
        }
      />
      <Button size="sm" variant="danger" onClick={() => setRevoking(true)} unavailable={papers.working}>
        Revoke certificate
      </Button>
      {papers.problem && (
        <p role="alert" className={styles.error}>
          {papers.problem}
        </p>
      )}
      <Dialog
        title="Certificates"
        description={`${label} holds several pieces, each with a certificate of its own.`}
        open={papers.pieces !== null}
        onOpenChange={(next) => !next && papers.closePieces()}
      >
        <ul className={styles.pieceCertificates}>
          {papers.pieces?.map((certificate) => (
            <li key={certificate.id}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => papers.open('certificate', certificate.id)}
                unavailable={papers.working}
              >
                Certificate PDF: {certificate.piece}
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
      <RevokeDialog open={revoking} onOpenChange={setRevoking} label={label} onRevoke={papers.revoke} />
    </section>
  );
}

/** The reason anyone verifying the code will read: required, at most REASON_MAX characters once trimmed. */
const reasonProblem = (reason: string) => {
  const text = reason.trim();
  return text && text.length <= REASON_MAX
    ? null
    : `Please give a reason for revoking this certificate (at most ${REASON_MAX} characters)`;
};

function RevokeDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  onRevoke(reason: string): Promise<void>;
}) {
  return (
    <ReasonDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Revoke certificate"
      description={`The certificate of ${props.label} will read as revoked, with your reason, to anyone who checks its code.`}
      keep="Keep Certificate"
      sending="Revoking..."
      label="Reason shown on the verify page"
      problem={reasonProblem}
      onSend={(reason) => props.onRevoke(reason.trim())}
      refusal={() => 'Could not revoke the certificate. Please try again.'}
    />
  );
}
