import { Fragment, useState } from 'react';
import { FormError } from '@sikka/shared/forms';
import { useAction, useAsync } from '@sikka/shared/async';
import { formatDateTime, formatInr } from '@sikka/shared/format';
import { Button, Input, Spinner } from '@sikka/shared/ui';
import { type AdminLot, blockBidder, cancelLot, fetchLotBids, removeLot, setLotReserve } from '../api/auctionAdmin';
import styles from './admin.module.css';
import { failed } from './failed';

/** An auction's lots in the back office: each lot's state, its actions (remove, cancel, reserve) and its bids. */
export function LotsTable({ lots, draft, onChanged }: { lots: AdminLot[]; draft: boolean; onChanged(): void }) {
  const [open, setOpen] = useState<string | null>(null);
  if (lots.length === 0) return <p className={styles.note}>No lots yet.</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Lot</th>
            <th scope="col">Item</th>
            <th scope="col">Status</th>
            <th scope="col">Opening / reserve</th>
            <th scope="col">Current</th>
            <th scope="col">Bids (bidders)</th>
            <th scope="col">Leader</th>
            <th scope="col">Closes</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {lots.map((lot) => (
            <Fragment key={lot.lot_id}>
              <tr>
                <td>{lot.lot_number ?? '–'}</td>
                <td>{lot.item_name}</td>
                <td>{lot.status}</td>
                <td>
                  {formatInr(lot.opening_bid)} / {lot.reserve === null ? 'none' : formatInr(lot.reserve)}
                </td>
                <td>{lot.current_price === null ? '–' : formatInr(lot.current_price)}</td>
                <td>
                  {lot.bid_count} ({lot.bidder_count})
                </td>
                <td>
                  {lot.leader_handle ?? '–'}
                  {lot.leader_name && (
                    <>
                      <br />
                      {lot.leader_name} {lot.leader_email && `<${lot.leader_email}>`}
                    </>
                  )}
                  {lot.leader_maximum !== null && (
                    <>
                      <br />
                      max {formatInr(lot.leader_maximum)}
                    </>
                  )}
                </td>
                <td>{lot.closes_at ? formatDateTime(lot.closes_at) : '–'}</td>
                <td>
                  <LotActions
                    lot={lot}
                    draft={draft}
                    onChanged={onChanged}
                    onBids={() => setOpen(open === lot.lot_id ? null : lot.lot_id)}
                  />
                </td>
              </tr>
              {open === lot.lot_id && (
                <tr>
                  <td colSpan={9}>
                    <LotBids lotId={lot.lot_id} bidCount={lot.bid_count} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LotActions({ lot, draft, onChanged, onBids }: { lot: AdminLot; draft: boolean; onChanged(): void; onBids(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [reserve, setReserve] = useState(lot.reserve === null ? '' : String(lot.reserve));
  const remove = useAction(async () => {
    await removeLot(lot.lot_id);
    onChanged();
  }, failed('the lot was not removed'));
  const cancel = useAction(async () => {
    await cancelLot(lot.lot_id);
    setConfirming(false);
    onChanged();
  }, failed('the lot was not cancelled'));
  const saveReserve = useAction(
    async (value: string) => {
      if (value.trim() !== '' && !/^\d{1,15}$/.test(value.trim()))
        throw new Error('The reserve must be a whole number of rupees');
      await setLotReserve(lot.lot_id, value.trim() === '' ? null : Number(value.trim()));
      onChanged();
    },
    (error) => (error instanceof Error && !('hint' in error) ? error.message : failed('the reserve was not saved')(error)),
  );
  if (draft) {
    return (
      <>
        <Button size="sm" variant="ghost" onClick={() => void remove.run()} disabled={remove.pending}>
          Remove
        </Button>
        <FormError message={remove.failure} />
      </>
    );
  }
  return (
    <div className={styles.form}>
      <Button size="sm" variant="ghost" onClick={onBids}>
        Bids
      </Button>
      {lot.status === 'open' && (
        <>
          <div className={styles.inline}>
            <Input
              aria-label={`Reserve of lot ${lot.lot_number}`}
              inputMode="numeric"
              value={reserve}
              onChange={(event) => setReserve(event.target.value)}
            />
            <Button size="sm" variant="secondary" onClick={() => void saveReserve.run(reserve)} disabled={saveReserve.pending}>
              Set reserve
            </Button>
          </div>
          <FormError message={saveReserve.failure} />
          {confirming ? (
            <div className={styles.inline}>
              <Button size="sm" variant="danger" onClick={() => void cancel.run()} disabled={cancel.pending}>
                Withdraw lot {lot.lot_number}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              Cancel lot
            </Button>
          )}
          <FormError message={cancel.failure} />
        </>
      )}
    </div>
  );
}

function LotBids({ lotId, bidCount }: { lotId: string; bidCount: number }) {
  const bids = useAsync(() => fetchLotBids(lotId), [lotId, bidCount]);
  if (bids.status === 'loading') return <Spinner size="sm" label="Loading the bids" />;
  if (bids.status === 'error') return <p className={styles.error}>The bids could not be loaded.</p>;
  if (bids.data.length === 0) return <p className={styles.note}>No bids.</p>;
  return (
    <table className={styles.table} aria-label="Bids">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Bidder</th>
          <th scope="col">Maximum</th>
          <th scope="col">Outcome</th>
          <th scope="col">Bidder's account</th>
        </tr>
      </thead>
      <tbody>
        {bids.data.map((bid) => (
          <tr key={bid.id}>
            <td>{formatDateTime(bid.placed_at)}</td>
            <td>
              {bid.handle} · {bid.bidder_name ?? ''} {bid.bidder_email && `<${bid.bidder_email}>`}
            </td>
            <td>{formatInr(bid.max_amount)}</td>
            <td>{bid.outcome}</td>
            <td>
              <BlockBidder userId={bid.bidder_id} handle={bid.handle} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Blocks a bidder from every auction, with the reason the staff give (block_bidder). */
function BlockBidder({ userId, handle }: { userId: string; handle: string }) {
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const block = useAction(async () => {
    await blockBidder(userId, reason.trim());
    setDone(true);
  }, failed('the bidder was not blocked'));
  if (done) return <span className={styles.note}>Blocked</span>;
  return (
    <div className={styles.inline}>
      <Input
        aria-label={`Reason to block ${handle}`}
        placeholder="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button size="sm" variant="danger" onClick={() => void block.run()} disabled={block.pending || reason.trim() === ''}>
        Block
      </Button>
      <FormError message={block.failure} />
    </div>
  );
}

// Read again on every bid and when the auction itself changes (cancelled: its lots withdrawn).
