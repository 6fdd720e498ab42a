import { useAsync } from '@sikka/shared/async';
import { formatInr } from '@sikka/shared/format';
import { Button, Spinner } from '@sikka/shared/ui';
import { fetchResults } from '../api/auctionAdmin';
import { resultsCsv, resultTotals } from './results';
import styles from './admin.module.css';

/** An auction's results: each lot sold or not, the totals, and the export. */
export function Results({ auctionId, bidCount, auctionStatus }: { auctionId: string; bidCount: number; auctionStatus: string }) {
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
