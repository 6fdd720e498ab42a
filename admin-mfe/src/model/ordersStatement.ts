import { formatInr } from '@sikka/shared/format';

/**
 * What import_bank_statement answers (issue 31) and how the import dialog says it. The matching itself
 * is the database's; this file only puts each answer into plain words.
 */
export interface StatementMatch {
  line: number;
  utr: string;
  amount: number;
  order_id: string;
  reference: string;
  full_name: string;
}

export type StatementProblemKey =
  | 'no_utr'
  | 'not_a_credit'
  | 'duplicate_line'
  | 'order_not_found'
  | 'order_cancelled'
  | 'already_paid'
  | 'amount_differs';

export interface StatementProblem {
  line: number;
  utr: string | null;
  amount: number | null;
  problem: StatementProblemKey | string;
  order_id: string | null;
  reference: string | null;
  /** The order's total, when a line names an order. */
  expected: number | null;
}

export interface StatementImport {
  applied: boolean;
  matched: StatementMatch[];
  problems: StatementProblem[];
}

/** A problem line's reason, in the words the admin reads next to it. */
export function statementProblemText(problem: Pick<StatementProblem, 'problem' | 'expected'>): string {
  switch (problem.problem) {
    case 'amount_differs':
      return problem.expected === null
        ? 'Amount differs from the order'
        : `Amount differs: expected ${formatInr(problem.expected)}`;
    case 'order_not_found':
      return 'UTR not found: no order carries this UTR';
    case 'no_utr':
      return 'No UTR in the line';
    case 'duplicate_line':
      return 'Duplicate line: this UTR was already read above';
    case 'already_paid':
      return 'Already paid';
    case 'order_cancelled':
      return 'Order cancelled';
    case 'not_a_credit':
      return 'Not a credit';
    default:
      return 'Not matched';
  }
}

/** The confirming button: 'Mark 1 order paid', 'Mark 10 orders paid'. */
export const markPaidLabel = (count: number) => `Mark ${count} ${count === 1 ? 'order' : 'orders'} paid`;

/** The preview's summary line. */
export function previewSummary(bank: string, result: Pick<StatementImport, 'matched' | 'problems'>): string {
  const lines = result.matched.length + result.problems.length;
  return `Read as the ${bank} layout: ${lines} ${lines === 1 ? 'credit' : 'credits'}, ${result.matched.length} matching an order exactly, ${result.problems.length} not matched.`;
}

/** After the confirmed step. */
export const appliedSummary = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} marked paid.`;
