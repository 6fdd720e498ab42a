import { Fragment, useEffect, useState } from 'react';
import { type Action, useAction, useAsync } from '@sikka/shared/async';
import { useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { formatDateTime, formatInr } from '@sikka/shared/format';
import { Link } from '@sikka/shared/router';
import { Badge, Button, Field, Input, Spinner } from '@sikka/shared/ui';
import { z } from '@sikka/shared/zod';
import {
  type AdminAuction,
  type AdminLot,
  addLot,
  blockBidder,
  cancelAuction,
  cancelLot,
  fetchAdminAuction,
  fetchAdminLots,
  fetchLotBids,
  fetchResults,
  removeLot,
  saveAuction,
  scheduleAuction,
  searchListings,
  setLotReserve,
} from '../api/auctionAdmin';
import { subscribeToLots } from '../api/auctions';
import { auctionDateWords } from '../model/auctionState';
import { FormSelect } from '../components/FormSelect/FormSelect';
import { auctionRefusal } from '../model/bidForm';
import { AuctionForm } from './AuctionForm';
import { rupeesField } from './auctionForm';
import { CancelAuctionDialog } from './CancelAuctionDialog';
import { auctionStatusTone } from './statusTone';
import { resultsCsv, resultTotals } from './results';
import styles from './admin.module.css';

const failed = (what: string) => (error: unknown) => {
  console.error(`[auction admin] ${what}`, error);
  return auctionRefusal(error) ?? `${what[0]?.toUpperCase()}${what.slice(1)}. Please try again.`;
};

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
            {schedule.failure && (
              <p role="alert" className={styles.error}>
                {schedule.failure}
              </p>
            )}
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

const addLotSchema = z.object({
  collectible_id: z.string().min(1, 'Please choose a listing'),
  opening_bid: rupeesField('The opening bid', false),
  reserve: rupeesField('The reserve', true),
});

function AddLotForm({ auctionId, onAdded }: { auctionId: string; onAdded(): void }) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const listings = useAsync(() => searchListings(search), [search]);
  const form = useForm<z.input<typeof addLotSchema>, unknown, z.output<typeof addLotSchema>>({
    resolver: zodResolver(addLotSchema),
    defaultValues: { collectible_id: '', opening_bid: '', reserve: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(
    form,
    async (values) => {
      await addLot(auctionId, values.collectible_id, values.opening_bid ?? 0, values.reserve);
      form.reset({ collectible_id: '', opening_bid: '', reserve: '' });
      onAdded();
    },
    failed('the lot was not added'),
  );
  return (
    <div className={styles.form}>
      <div className={styles.inline}>
        <Field label="Find a listing">
          <Input value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Part of its name" />
        </Field>
        <Button variant="secondary" onClick={() => setSearch(query)}>
          Search
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a lot">
        <Field label="Listing" required error={errors.collectible_id?.message}>
          <FormSelect
            control={form.control}
            name="collectible_id"
            placeholder={listings.status === 'loading' ? 'Loading…' : 'Choose a listing'}
            options={
              listings.status === 'ready'
                ? listings.data.map((listing) => ({ value: listing.id, label: `${listing.name} (${formatInr(listing.price)})` }))
                : []
            }
          />
        </Field>
        <div className={styles.row}>
          <Field label="Opening bid (₹)" required error={errors.opening_bid?.message}>
            <Input inputMode="numeric" {...register('opening_bid')} />
          </Field>
          <Field label="Reserve (₹)" hint="Optional, never shown to bidders" error={errors.reserve?.message}>
            <Input inputMode="numeric" {...register('reserve')} />
          </Field>
        </div>
        {errors.root && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            Add lot
          </Button>
        </div>
      </form>
    </div>
  );
}

function LotsTable({ lots, draft, onChanged }: { lots: AdminLot[]; draft: boolean; onChanged(): void }) {
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

function ActionFailure({ action }: { action: Pick<Action<never[]>, 'failure'> }) {
  return action.failure ? (
    <p role="alert" className={styles.error}>
      {action.failure}
    </p>
  ) : null;
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
        <ActionFailure action={remove} />
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
          <ActionFailure action={saveReserve} />
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
          <ActionFailure action={cancel} />
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
      <ActionFailure action={block} />
    </div>
  );
}

// Read again on every bid and when the auction itself changes (cancelled: its lots withdrawn).
function Results({ auctionId, bidCount, auctionStatus }: { auctionId: string; bidCount: number; auctionStatus: string }) {
  const results = useAsync(() => fetchResults(auctionId), [auctionId, bidCount, auctionStatus]);
  const download = () => {
    if (results.status !== 'ready') return;
    const blob = new Blob([resultsCsv(results.data)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `auction-${auctionId.slice(0, 8)}-results.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section className={styles.card} aria-labelledby="results">
      <h2 id="results" className={styles.heading}>
        Results
      </h2>
      {results.status === 'loading' && <Spinner label="Loading the results" />}
      {results.status === 'error' && <p className={styles.error}>The results could not be loaded.</p>}
      {results.status === 'ready' && (
        <>
          <ResultSummary rows={results.data} />
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Lot</th>
                  <th scope="col">Item</th>
                  <th scope="col">Result</th>
                  <th scope="col">Hammer</th>
                  <th scope="col">Premium + GST</th>
                  <th scope="col">Total</th>
                  <th scope="col">Winner</th>
                  <th scope="col">Payment</th>
                </tr>
              </thead>
              <tbody>
                {results.data.map((row) => (
                  <tr key={row.lot_id}>
                    <td>{row.lot_number}</td>
                    <td>{row.item_name}</td>
                    <td>{row.status}</td>
                    <td>{row.hammer_price === null ? '–' : formatInr(row.hammer_price)}</td>
                    <td>{row.premium === null ? '–' : `${formatInr(row.premium)} + ${formatInr(row.premium_gst ?? 0)}`}</td>
                    <td>{row.total === null ? '–' : formatInr(row.total)}</td>
                    <td>
                      {row.winner_handle ? `${row.winner_handle} · ${row.winner_name ?? ''} ${row.winner_email ?? ''}` : '–'}
                    </td>
                    <td>{row.win_status ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button variant="secondary" onClick={download}>
            Export CSV
          </Button>
        </>
      )}
    </section>
  );
}

function ResultSummary({ rows }: { rows: Parameters<typeof resultTotals>[0] }) {
  const totals = resultTotals(rows);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Sold</dt>
        <dd>{totals.sold}</dd>
      </div>
      <div>
        <dt>Unsold</dt>
        <dd>{totals.unsold}</dd>
      </div>
      <div>
        <dt>Withdrawn</dt>
        <dd>{totals.cancelled}</dd>
      </div>
      <div>
        <dt>Still open</dt>
        <dd>{totals.open}</dd>
      </div>
      <div>
        <dt>Hammer total</dt>
        <dd>{formatInr(totals.hammer)}</dd>
      </div>
      <div>
        <dt>Premium + GST</dt>
        <dd>
          {formatInr(totals.premium)} + {formatInr(totals.premiumGst)}
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatInr(totals.total)}</dd>
      </div>
    </dl>
  );
}
