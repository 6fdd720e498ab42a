import { useEffect, useState } from 'react';
import { FormError } from '@sikka/shared/forms';
import { useAction, useAsync } from '@sikka/shared/async';
import { formatDateTime } from '@sikka/shared/format';
import { Link } from '@sikka/shared/router';
import { Badge, Button, Spinner } from '@sikka/shared/ui';
import {
  type AdminAuction,
  cancelAuction,
  fetchAdminAuction,
  fetchAdminLots,
  saveAuction,
  scheduleAuction,
} from '../api/auctionAdmin';
import { subscribeToLots } from '../api/auctions';
import { auctionDateWords } from '../model/auctionState';
import { AuctionForm } from './AuctionForm';
import { CancelAuctionDialog } from './CancelAuctionDialog';
import { auctionStatusTone } from './statusTone';
import styles from './admin.module.css';
import { failed } from './failed';
import { AddLotForm } from './AddLotForm';
import { LotsTable } from './LotsTable';
import { Results } from './AuctionResults';

/** /admin/auctions/{id}: a draft's lots and schedule; a scheduled auction live; its results. */
export default function AuctionAdminPage({ id }: { id: string }) {
  const auction = useAsync(() => fetchAdminAuction(id), [id]);
  if (auction.status === 'loading') return <Spinner size="lg" label="Loading the auction" />;
  if (auction.status === 'error' || !auction.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Auction not found</h1>
        <Link to="/admin/auctions">All auctions</Link>
      </div>
    );
  }
  return <AuctionAdmin auction={auction.data} reload={auction.refetch} />;
}

function AuctionAdmin({ auction, reload }: { auction: AdminAuction; reload(): Promise<void> }) {
  const lots = useAsync(() => fetchAdminLots(auction.id), [auction.id]);
  const [cancelling, setCancelling] = useState(false);
  const draft = auction.status === 'draft';
  const cancellable = draft || auction.status === 'scheduled';
  // A draft cancelled before it was published has no public page.
  const published = !draft && auction.cancelled_from !== 'draft';
  // Live: every accepted bid updates its lot's row; the staff's view reads its figures again.
  useEffect(() => {
    if (draft) return;
    return subscribeToLots(
      { auctionId: auction.id },
      () => void lots.refetch(),
      () => void lots.refetch(),
    );
  }, [draft, auction.id, lots.refetch]);
  const schedule = useAction(async () => {
    await scheduleAuction(auction.id);
    await reload();
  }, failed('the auction was not scheduled'));

  // The browser's clock: the back office is never rendered on the server.
  const words = auctionDateWords(auction, Date.now());
  return (
    <div className={styles.page}>
      <div>
        <Link to="/admin/auctions">All auctions</Link>
        <h1 className={styles.title}>{auction.title}</h1>
        <p className={styles.note}>
          <Badge tone={auctionStatusTone(auction.status)}>{auction.status}</Badge> {words.opens}{' '}
          {formatDateTime(auction.starts_at)} · {words.firstLotCloses.toLowerCase()} {formatDateTime(auction.first_lot_closes_at)}
          {published && (
            <>
              {' '}
              · <Link to={`/auctions/${auction.slug}`}>Public page</Link>
            </>
          )}
        </p>
        {auction.cancelled_at && (
          <p className={styles.note}>
            Cancelled {formatDateTime(auction.cancelled_at)}: every lot still to be settled was withdrawn and its listing is back
            in the shop.
          </p>
        )}
        {cancellable && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              Cancel auction
            </Button>
          </div>
        )}
        <CancelAuctionDialog
          open={cancelling}
          onOpenChange={setCancelling}
          title={auction.title}
          onCancel={async (reason) => {
            await cancelAuction(auction.id, reason);
            await Promise.all([reload(), lots.refetch()]);
          }}
        />
      </div>
      {draft && (
        <section className={styles.card} aria-labelledby="edit">
          <h2 id="edit" className={styles.heading}>
            Details
          </h2>
          <AuctionForm
            initial={auction}
            submitLabel="Save details"
            onSave={async (values) => {
              await saveAuction(auction.id, values);
              await reload();
            }}
          />
        </section>
      )}
      {draft && (
        <section className={styles.card} aria-labelledby="add-lot">
          <h2 id="add-lot" className={styles.heading}>
            Add a lot
          </h2>
          <AddLotForm auctionId={auction.id} onAdded={() => void lots.refetch()} />
        </section>
      )}
      <section className={styles.card} aria-labelledby="lots">
        <h2 id="lots" className={styles.heading}>
          {draft ? 'Lots' : 'Lots, live'}
        </h2>
        {lots.status === 'loading' && <Spinner label="Loading the lots" />}
        {lots.status === 'error' && (
          <p role="alert" className={styles.error}>
            The lots could not be loaded.
          </p>
        )}
        {lots.status === 'ready' && <LotsTable lots={lots.data} draft={draft} onChanged={() => void lots.refetch()} />}
        {draft && (
          <div className={styles.actions}>
            <Button onClick={() => void schedule.run()} disabled={schedule.pending} aria-busy={schedule.pending || undefined}>
              Schedule auction
            </Button>
            <FormError message={schedule.failure} />
          </div>
        )}
      </section>
      {!draft && (
        <Results
          auctionId={auction.id}
          bidCount={lots.status === 'ready' ? lots.data.reduce((n, lot) => n + lot.bid_count, 0) : 0}
          auctionStatus={auction.status}
        />
      )}
    </div>
  );
}
