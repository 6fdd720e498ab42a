import { orderLabel } from '@sikka/shared/domain/orders';
import { formatInr } from '@sikka/shared/format';

/**
 * What import_bank_statement answers (issues 31 and 49) and how the import dialog says it. The matching
 * itself is the database's; this file only puts each answer into plain words.
 */
export type MatchReason = 'reference' | 'order_reference';

export interface StatementMatch {
  line: number;
  /** The buyer's reference the credit carries, when it has one. */
  utr: string | null;
  /** The order's reference quoted in the narration ('6a29eec0'), when it quotes one. */
  quoted?: string | null;
  amount: number;
  order_id: string;
  reference: string;
  full_name: string;
  /** Why it matched: the buyer's reference, or the order's reference in the narration with the exact amount. */
  reason?: MatchReason | string;
}

/** A credit of an open order's exact amount and date, naming no order: marked paid only if the owner confirms it. */
export interface StatementProposal {
  line: number;
  date: string;
  amount: number;
  order_id: string;
  reference: string;
  full_name: string;
  reason: 'amount_and_date' | string;
  confirmed: boolean;
}

export type StatementProblemKey =
  | 'no_match'
  | 'not_a_credit'
  | 'duplicate_line'
  | 'order_not_found'
  | 'order_cancelled'
  | 'already_paid'
  | 'amount_differs'
  | 'ambiguous'
  | 'order_matched_twice';

export interface StatementProblem {
  line: number;
  utr: string | null;
  amount: number | null;
  problem: StatementProblemKey | string;
  order_id: string | null;
  reference: string | null;
  /** The order's total, when a line names an order. */
  expected: number | null;
  /** The orders' references when the credit fits several ('ambiguous'). */
  candidates?: string[] | null;
}

export interface StatementImport {
  applied: boolean;
  matched: StatementMatch[];
  /** Absent from an answer of before issue 49. */
  proposed?: StatementProposal[];
  problems: StatementProblem[];
}

/** A problem line's reason, in the words the admin reads next to it. */
export function statementProblemText(
  problem: Pick<StatementProblem, 'problem' | 'expected'> & { candidates?: string[] | null },
): string {
  switch (problem.problem) {
    case 'amount_differs':
      return problem.expected === null
        ? 'Amount differs from the order'
        : `Amount differs: expected ${formatInr(problem.expected)}`;
    case 'order_not_found':
      return 'UTR not found: no order carries this UTR';
    case 'no_match':
      return 'No match: no reference or order reference in the line, and no open order of this amount and date';
    case 'duplicate_line':
      return 'Duplicate line: this UTR was already read above';
    case 'already_paid':
      return 'Already paid';
    case 'order_cancelled':
      return 'Order cancelled';
    case 'not_a_credit':
      return 'Not a credit';
    case 'ambiguous': {
      const orders = problem.candidates?.length ? `: ${problem.candidates.map(orderLabel).join(', ')}` : '';
      return `Fits more than one order${orders}. Not applied: check it by hand`;
    }
    case 'order_matched_twice':
      return 'Another line above already matches this order';
    default:
      return 'Not matched';
  }
}

/** Why a line matched, as the preview says it. */
export function matchReasonText(match: Pick<StatementMatch, 'reason' | 'utr' | 'quoted'>): string {
  if (match.reason === 'order_reference')
    return `Order reference ${match.quoted ? `ORDER ${match.quoted.toUpperCase()} ` : ''}in the narration, same amount`;
  // The database matches a reference only with the order's exact amount (else 'Amount differs').
  return `Reference ${match.utr ? `${match.utr} ` : ''}the buyer gave, same amount`;
}

/** The confirming button: 'Mark 1 order paid', 'Mark 10 orders paid'. */
export const markPaidLabel = (count: number) => `Mark ${count} ${count === 1 ? 'order' : 'orders'} paid`;

/** The preview's summary line. */
export function previewSummary(bank: string, result: Pick<StatementImport, 'matched' | 'problems' | 'proposed'>): string {
  const proposed = result.proposed?.length ?? 0;
  const lines = result.matched.length + proposed + result.problems.length;
  const proposals = proposed > 0 ? ` ${proposed} proposed by amount and date (confirm each),` : '';
  return `Read as the ${bank} layout: ${lines} ${lines === 1 ? 'credit' : 'credits'}, ${result.matched.length} matching an order exactly,${proposals} ${result.problems.length} not matched.`;
}

/** After the confirmed step. */
export const appliedSummary = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} marked paid.`;

/**
 * How many statement lines one applying call sends. Marking an order paid issues its invoice and
 * certificate and queues its e-mail (a few ms each), so thousands of matches in one transaction could pass
 * the database's 8 s statement timeout: they are applied in parts, each all-or-nothing.
 */
export const APPLY_CHUNK_LINES = 500;

/** The parts to apply: the lines that matched and the confirmed proposals, each part with its confirmed lines. */
export function applyParts<Credit extends { line: number }>(
  credits: readonly Credit[],
  preview: Pick<StatementImport, 'matched'>,
  confirmed: ReadonlySet<number>,
  size: number = APPLY_CHUNK_LINES,
): { lines: Credit[]; confirm: number[] }[] {
  const wanted = new Set([...preview.matched.map((m) => m.line), ...confirmed]);
  const lines = credits.filter((c) => wanted.has(c.line));
  const parts: { lines: Credit[]; confirm: number[] }[] = [];
  for (let at = 0; at < lines.length; at += size) {
    const part = lines.slice(at, at + size);
    parts.push({ lines: part, confirm: part.map((c) => c.line).filter((line) => confirmed.has(line)) });
  }
  return parts;
}

/** The parts' answers as one: what was marked paid, and every line that was not (the preview's, and any new). */
export function mergeApplied(preview: StatementImport, answers: readonly StatementImport[]): StatementImport {
  const sent = answers.flatMap((a) => [...a.matched, ...(a.proposed ?? []), ...a.problems].map((l) => l.line));
  const proposed = answers.flatMap((a) => a.proposed ?? []);
  const unconfirmed = (preview.proposed ?? []).filter((p) => !sent.includes(p.line)).map((p) => ({ ...p, confirmed: false }));
  return {
    applied: true,
    matched: answers.flatMap((a) => a.matched),
    proposed: [...proposed, ...unconfirmed].sort((a, b) => a.line - b.line),
    problems: [...preview.problems, ...answers.flatMap((a) => a.problems)].sort((a, b) => a.line - b.line),
  };
}
