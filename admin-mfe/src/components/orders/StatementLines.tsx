import { orderLabel } from '@sikka/shared/domain/orders';
import { formatInr } from '@sikka/shared/format';
import { type StatementImport, statementProblemText } from '../../model/ordersStatement';
import styles from './StatementImport.module.css';

const amountOf = (amount: number | null) => (amount === null ? '—' : formatInr(Number(amount)));

/** The import's answer line by line: the exact matches, then every line that did not match and why. */
export function StatementLines({ result }: { result: Pick<StatementImport, 'applied' | 'matched' | 'problems'> }) {
  return (
    <>
      {result.matched.length > 0 && (
        <section aria-label={result.applied ? 'Marked paid' : 'Exact matches'}>
          <h3 className={styles.heading}>
            {result.applied ? 'Marked paid' : 'Exact matches'} ({result.matched.length})
          </h3>
          <ul className={styles.lines}>
            {result.matched.map((match) => (
              <li key={match.line} className={styles.line} data-testid="statement-match">
                <span className={styles.strong}>{orderLabel(match.reference)}</span>
                <span>{match.full_name}</span>
                <span>{amountOf(match.amount)}</span>
                <span className={styles.muted}>
                  Line {match.line} · UTR {match.utr}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.problems.length > 0 && (
        <section aria-label="Not matched">
          <h3 className={styles.heading}>Not matched ({result.problems.length})</h3>
          <ul className={styles.lines}>
            {result.problems.map((problem) => (
              <li key={problem.line} className={styles.line} data-testid="statement-problem">
                <span className={styles.problem}>{statementProblemText(problem)}</span>
                {problem.reference && <span>{orderLabel(problem.reference)}</span>}
                <span>{amountOf(problem.amount)}</span>
                <span className={styles.muted}>
                  Line {problem.line} · {problem.utr ? `UTR ${problem.utr}` : 'no UTR'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
