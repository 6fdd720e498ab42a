import { documentCount, indianDate, paiseToRupees, registerTotals, type RegisterRow } from '@sikka/shared/domain/accounts';
import type { Reconciliation } from '../../model/accounts';
import styles from './SalesRegister.module.css';

const amount = (paise: number) =>
  `${paise < 0 ? '−' : ''}₹${Math.abs(Number(paiseToRupees(paise))).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** How the register meets the money (issue 46): each pair of totals, then every order where they differ. */
export function ReconciliationSummary({ reconciliation: r }: { reconciliation: Reconciliation }) {
  const differences = [...r.sales_differences, ...r.refund_differences];
  return (
    <section aria-labelledby="reconciliation" className={styles.summary}>
      <h2 id="reconciliation">Reconciliation</h2>
      <dl className={styles.pairs}>
        <dt>Orders paid</dt>
        <dd>{amount(r.paid_paise)}</dd>
        <dt>Invoiced</dt>
        <dd>{amount(r.invoiced_paise)}</dd>
        <dt>Refunds recorded</dt>
        <dd>{amount(r.refunded_paise)}</dd>
        <dt>Credit notes</dt>
        <dd>{amount(r.credited_paise)}</dd>
      </dl>
      {differences.length === 0 ? (
        <p className={styles.ok}>The register matches the orders paid and refunded in this period.</p>
      ) : (
        <ul className={styles.differences} aria-label="Differences">
          {differences.map((d) => (
            <li key={`${d.reference}-${d.why}`}>
              <strong>#{d.reference}</strong> {d.serial ? `(${d.serial}) ` : ''}— {d.why}: money {amount(d.money)}, documents{' '}
              {amount(d.documents)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The sales register: every invoice and credit note of the period, a row per line, with the net totals. */
export function SalesRegister({ rows }: { rows: readonly RegisterRow[] }) {
  const totals = registerTotals(rows);
  return (
    // A region the keyboard can reach, so that a table wider than the screen (a phone) scrolls with the arrow keys.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard (WCAG 2.1.1)
    <section className={styles.scroll} aria-label="Sales register, scrolls sideways" tabIndex={0}>
      <table className={styles.table} aria-label="Sales register">
        <thead>
          <tr>
            {[
              'Number',
              'Date',
              'Buyer',
              'GSTIN',
              'Place of supply',
              'HSN/SAC',
              'Taxable value',
              'Rate',
              'CGST',
              'SGST',
              'IGST',
              'Total',
            ].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const sign = row.kind === 'credit_note' ? -1 : 1;
            return (
              <tr
                key={`${row.kind}-${row.serial}-${row.line}`}
                className={row.kind === 'credit_note' ? styles.credit : undefined}
              >
                <td>
                  {row.serial}
                  {row.line > 1 && <span className={styles.kind}> line {row.line}</span>}
                  {row.kind === 'credit_note' && (
                    <span className={styles.kind}>
                      {' '}
                      credit note
                      {row.against_serial && (
                        <>
                          {' on '}
                          <span className={styles.serial}>{row.against_serial}</span>
                        </>
                      )}
                    </span>
                  )}
                </td>
                <td>{indianDate(row.issued_at)}</td>
                <td className={styles.words}>{row.buyer}</td>
                <td>{row.gstin ?? '—'}</td>
                <td className={styles.words}>
                  {row.place_of_supply_code} {row.place_of_supply}
                </td>
                <td>{row.hsn_code}</td>
                <td className={styles.num}>{amount(sign * row.taxable_paise)}</td>
                <td className={styles.num}>{row.rate_basis_points / 100}%</td>
                <td className={styles.num}>{amount(sign * row.cgst_paise)}</td>
                <td className={styles.num}>{amount(sign * row.sgst_paise)}</td>
                <td className={styles.num}>{amount(sign * row.igst_paise)}</td>
                <td className={styles.num}>{amount(sign * row.total_paise)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              Total ({documentCount(rows)} documents)
            </th>
            <td className={styles.num}>{amount(totals.taxable)}</td>
            <td />
            <td className={styles.num}>{amount(totals.cgst)}</td>
            <td className={styles.num}>{amount(totals.sgst)}</td>
            <td className={styles.num}>{amount(totals.igst)}</td>
            <td className={styles.num}>{amount(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
