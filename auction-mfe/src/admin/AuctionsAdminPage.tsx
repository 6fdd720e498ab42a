import { useAsync } from '@sikka/shared/async';
import { formatDateTime } from '@sikka/shared/format';
import { Link, useNavigate } from '@sikka/shared/router';
import { Badge, Button, Spinner } from '@sikka/shared/ui';
import { fetchAdminAuctions, saveAuction } from '../api/auctionAdmin';
import { AuctionForm } from './AuctionForm';
import styles from './admin.module.css';
import { auctionStatusTone } from './statusTone';

/** /admin/auctions: every auction (drafts too), and a new one. */
export default function AuctionsAdminPage() {
  const navigate = useNavigate();
  const auctions = useAsync(fetchAdminAuctions, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Manage Auctions</h1>
      <section className={styles.card} aria-labelledby="new-auction">
        <h2 id="new-auction" className={styles.heading}>
          New auction
        </h2>
        <AuctionForm
          submitLabel="Create auction"
          onSave={async (draft) => {
            const id = await saveAuction(null, draft);
            navigate(`/admin/auctions/${id}`);
          }}
        />
      </section>
      <section className={styles.card} aria-labelledby="auctions">
        <h2 id="auctions" className={styles.heading}>
          Auctions
        </h2>
        {auctions.status === 'loading' && <Spinner label="Loading the auctions" />}
        {auctions.status === 'error' && (
          <p role="alert" className={styles.error}>
            The auctions could not be loaded.{' '}
            <Button variant="ghost" size="sm" onClick={() => void auctions.refetch()}>
              Try again
            </Button>
          </p>
        )}
        {auctions.status === 'ready' &&
          (auctions.data.length === 0 ? (
            <p className={styles.note}>No auctions yet.</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Auction</th>
                    <th scope="col">Status</th>
                    <th scope="col">Opens</th>
                    <th scope="col">First lot closes</th>
                    <th scope="col">Lots</th>
                  </tr>
                </thead>
                <tbody>
                  {auctions.data.map((auction) => (
                    <tr key={auction.id}>
                      <td>
                        <Link to={`/admin/auctions/${auction.id}`}>{auction.title}</Link>
                      </td>
                      <td>
                        <Badge tone={auctionStatusTone(auction.status)}>{auction.status}</Badge>
                      </td>
                      <td>{formatDateTime(auction.starts_at)}</td>
                      <td>{formatDateTime(auction.first_lot_closes_at)}</td>
                      <td>{auction.lots[0]?.count ?? 0}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </section>
    </div>
  );
}
