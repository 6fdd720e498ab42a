import { orderLabel } from '@sikka/shared/domain/orders';
import { formatInr } from '@sikka/shared/format';
import { Checkbox } from '@sikka/shared/ui';
import { matchReasonText, type StatementImport, statementProblemText } from '../../model/ordersStatement';
import styles from './StatementImport.module.css';

const amountOf = (amount: number | null) => (amount === null ? '—' : formatInr(Number(amount)));

export interface StatementLinesProps {
  result: Pick<StatementImport, 'applied' | 'matched' | 'problems' | 'proposed'>;
  /** The proposals' lines the owner confirmed; without it the proposals are shown, not chosen (after applying). */
  confirmed?: ReadonlySet<number>;
  onConfirmChange?(line: number, confirmed: boolean): void;
}

/**
 * The import's answer line by line: the exact matches and why each matched, the proposals by amount and
 * date (each marked paid only if confirmed here), then every line that did not match and why.
 */
export function StatementLines({ result, confirmed, onConfirmChange }: StatementLinesProps) {
  const proposed = result.proposed ?? [];
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
                  Line {match.line} · {matchReasonText(match)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {proposed.length > 0 && (
        <section aria-label="Proposed by amount and date">
          <h3 className={styles.heading}>Proposed by amount and date ({proposed.length})</h3>
          <p className={styles.note}>
            These credits name no order, but each is the exact amount of one open order placed that day or shortly before. Check
            them, and confirm the ones that are that buyer’s payment.
          </p>
          <ul className={styles.lines}>
            {proposed.map((proposal) => (
              <li key={proposal.line} className={styles.line} data-testid="statement-proposal">
                <span className={styles.strong}>{orderLabel(proposal.reference)}</span>
                <span>{proposal.full_name}</span>
                <span>{amountOf(proposal.amount)}</span>
                <span className={styles.muted}>
                  Line {proposal.line} · same amount, {proposal.date}
                </span>
                {onConfirmChange && confirmed ? (
                  <Checkbox
                    label={`Confirm: mark ${orderLabel(proposal.reference)} paid`}
                    checked={confirmed.has(proposal.line)}
                    onCheckedChange={(checked) => onConfirmChange(proposal.line, checked)}
                  />
                ) : (
                  <span className={styles.strong}>{proposal.confirmed ? 'Confirmed' : 'Not confirmed: nothing changed'}</span>
                )}
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
