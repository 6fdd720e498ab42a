import type { AuctionCharges, IncrementBand } from '@sikka/shared/domain/auctions';
import { formatInr } from '@sikka/shared/format';
import { incrementRows } from '../../model/increments';
import { premiumText } from '../../model/premium';
import styles from './AuctionTerms.module.css';

export interface AuctionTermsProps {
  increments: IncrementBand[];
  premiumBasisPoints: number;
  gstBasisPoints: number;
  extensionMinutes: number;
  shipping: number;
  /** What a winner pays at the lot's price now (auctionCharges), printed as an example. */
  example: AuctionCharges;
}

/** The house's terms printed on every lot page (issue 47): bid increments, buyer's premium with GST, extended bidding. */
export function AuctionTerms({
  increments,
  premiumBasisPoints,
  gstBasisPoints,
  extensionMinutes,
  shipping,
  example,
}: AuctionTermsProps) {
  return (
    <section className={styles.terms} aria-labelledby="auction-terms">
      <h2 id="auction-terms" className={styles.heading}>
        Bidding terms
      </h2>
      <p>{premiumText({ premiumBasisPoints, gstBasisPoints })}.</p>
      <p data-testid="charges-example">
        At a hammer price of {formatInr(example.hammer)} you pay {formatInr(example.hammer)} + {formatInr(example.premium)}{' '}
        premium + {formatInr(example.premiumGst)} GST on the premium = {formatInr(example.total)}, plus shipping.
      </p>
      <p>
        A bid in the last {extensionMinutes} minutes extends the lot's close to {extensionMinutes} minutes after that bid.
        Shipping {formatInr(shipping)} per order.
      </p>
      <table className={styles.table}>
        <caption>Bid increments</caption>
        <thead>
          <tr>
            <th scope="col">Current bid</th>
            <th scope="col">Increment</th>
          </tr>
        </thead>
        <tbody>
          {incrementRows(increments).map((row) => (
            <tr key={row.range}>
              <td>{row.range}</td>
              <td>{row.step}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
