import { MessageCircle, Phone } from 'lucide-react';
import type { StatusChange } from '@sikka/shared/domain/orders';
import { type SellerSubmissionRow, submissionImages, submissionStatusTone } from '@sikka/shared/domain/sellerSubmissions';
import { formatDateTime, formatPhone, whatsappLink } from '@sikka/shared/format';
import { AlertDialog, Badge, Button, Card } from '@sikka/shared/ui';
import { StatusHistory } from '../common/StatusHistory';
import { SubmissionImages } from './SubmissionImages';
import styles from './SubmissionCard.module.css';

export interface SubmissionCardProps {
  submission: SellerSubmissionRow;
  /** The recorded status changes, oldest first. */
  history?: readonly StatusChange[];
  /** A change of this submission is being saved. */
  busy?: boolean;
  /** The last change failed (spec §8 admin alerts). */
  error?: string;
  onStatusChange(status: 'accepted' | 'rejected'): void;
  onDelete(): void;
}

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * One seller submission (spec §2 "Seller Submissions"): photos, who and when, status, ways to reach
 * the seller; Accept and Reject only while pending (§4), Delete after a confirmation.
 */
export function SubmissionCard({ submission, history = [], busy = false, error, onStatusChange, onDelete }: SubmissionCardProps) {
  const { seller_name: name, seller_phone: phone, status } = submission;
  return (
    <Card className={styles.card} role="article" aria-label={`Submission from ${name}`}>
      <SubmissionImages images={submissionImages(submission)} sellerName={name} />
      <div className={styles.head}>
        <div className={styles.who}>
          <h2 className={styles.name}>{name}</h2>
          <span className={styles.muted}>
            Submitted <time dateTime={submission.created_at}>{formatDateTime(submission.created_at)}</time>
          </span>
        </div>
        <Badge tone={submissionStatusTone(status)}>{statusLabel(status)}</Badge>
      </div>
      <div className={styles.contact}>
        <a href={`tel:${phone}`} className={styles.link}>
          <Phone aria-hidden="true" size={14} /> {formatPhone(phone)}
        </a>
        <a href={whatsappLink(phone.replace(/\+/g, ''))} target="_blank" rel="noopener noreferrer" className={styles.link}>
          <MessageCircle aria-hidden="true" size={14} /> WhatsApp
        </a>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions} data-actions>
        {status === 'pending' && (
          <>
            <Button size="sm" onClick={() => onStatusChange('accepted')} unavailable={busy}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onStatusChange('rejected')} unavailable={busy}>
              Reject
            </Button>
          </>
        )}
        <AlertDialog
          title="Delete this submission?"
          description={`${name}'s submission and its images will be deleted permanently.`}
          confirmLabel="Delete"
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="danger" className={styles.delete} unavailable={busy}>
              Delete
            </Button>
          }
        />
      </div>
      <StatusHistory changes={history} />
    </Card>
  );
}
