import { useEffect, useId, useState } from 'react';
import { errorText } from '@sikka/shared/domain/errors';
import { Button, Dialog } from '@sikka/shared/ui';
import {
  MAX_STATEMENT_BYTES,
  parseBankStatement,
  sampleStatement,
  STATEMENT_ERRORS,
  STATEMENT_LAYOUTS,
  type StatementCredit,
} from '../../model/bankStatement';
import {
  appliedSummary,
  applyParts,
  markPaidLabel,
  mergeApplied,
  previewSummary,
  type StatementImport,
} from '../../model/ordersStatement';
import { StatementLines } from './StatementLines';
import styles from './StatementImport.module.css';

const IMPORT_FAILED = 'Failed to match the statement. Please try again.';
const PARTLY_APPLIED = 'Some orders were already marked paid: choose the file again to see what is left.';

type Step =
  | { at: 'choose'; error?: string }
  | { at: 'reading' }
  | { at: 'preview'; bank: string; credits: StatementCredit[]; result: StatementImport; confirmed: Set<number>; error?: string }
  | { at: 'applying'; bank: string; credits: StatementCredit[]; result: StatementImport; confirmed: Set<number> }
  | { at: 'done'; bank: string; result: StatementImport };

export interface StatementImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Matches the credits in the database (import_bank_statement): a preview, or with `apply` the real
   * thing, marking paid the exact matches and the proposals of the `confirm`ed lines.
   */
  onImport(credits: readonly StatementCredit[], apply: boolean, confirm?: readonly number[]): Promise<StatementImport>;
  /** The orders changed: the list (and its counts) should be read again. */
  onApplied(): void;
}

/**
 * 'Import bank statement' (issues 31 and 49): the admin's CSV is read here (a sample of each layout is
 * offered, with its columns), matched in the database as a preview that changes nothing: by the buyer's
 * reference, or by the order's reference in the narration with the exact amount, each saying why; a
 * credit of an open order's exact amount and date is only proposed, for the admin to confirm line by
 * line. Only the confirming 'Mark N orders paid' marks the matches (and the confirmed proposals) paid, in
 * parts of APPLY_CHUNK_LINES lines, each in one transaction. Every line that did not match is listed
 * with its reason.
 */
export function StatementImportDialog({ open, onOpenChange, onImport, onApplied }: StatementImportDialogProps) {
  const inputId = useId();
  const [step, setStep] = useState<Step>({ at: 'choose' });
  useEffect(() => {
    if (open) setStep({ at: 'choose' });
  }, [open]);

  async function choose(file: File | undefined) {
    if (!file) return;
    // A file that cannot be a statement is refused before it is read into memory.
    if (file.size > MAX_STATEMENT_BYTES) return setStep({ at: 'choose', error: STATEMENT_ERRORS.tooLarge });
    setStep({ at: 'reading' });
    const parsed = parseBankStatement(await file.text());
    if (!parsed.ok) return setStep({ at: 'choose', error: parsed.error });
    try {
      const result = await onImport(parsed.credits, false);
      setStep({ at: 'preview', bank: parsed.bank, credits: parsed.credits, result, confirmed: new Set() });
    } catch (error) {
      console.error('[sikka] statement preview failed', error);
      setStep({ at: 'choose', error: errorText(error, IMPORT_FAILED) });
    }
  }

  async function apply() {
    if (step.at !== 'preview') return;
    const { bank, credits, result: preview, confirmed } = step;
    setStep({ at: 'applying', bank, credits, result: preview, confirmed });
    const answers: StatementImport[] = [];
    try {
      for (const part of applyParts(credits, preview, confirmed)) answers.push(await onImport(part.lines, true, part.confirm));
      setStep({ at: 'done', bank, result: mergeApplied(preview, answers) });
      onApplied();
    } catch (error) {
      console.error('[sikka] statement import failed', error);
      // Parts applied before the failure stay applied: the list is read again, and a new import shows them as paid.
      if (answers.length > 0) onApplied();
      const failed = errorText(error, IMPORT_FAILED);
      setStep({
        at: 'preview',
        bank,
        credits,
        result: preview,
        confirmed,
        error: answers.length > 0 ? `${failed} ${PARTLY_APPLIED}` : failed,
      });
    }
  }

  function confirmProposal(line: number, yes: boolean) {
    if (step.at !== 'preview') return;
    const confirmed = new Set(step.confirmed);
    if (yes) confirmed.add(line);
    else confirmed.delete(line);
    setStep({ ...step, confirmed });
  }

  const toMark = step.at === 'preview' || step.at === 'applying' ? step.result.matched.length + step.confirmed.size : 0;
  const marked =
    step.at === 'done' ? step.result.matched.length + (step.result.proposed ?? []).filter((p) => p.confirmed).length : 0;

  const busy = step.at === 'reading' || step.at === 'applying';
  const shown = step.at === 'preview' || step.at === 'applying' || step.at === 'done' ? step : null;
  return (
    <Dialog
      title="Import bank statement"
      description={`A CSV statement from ${STATEMENT_LAYOUTS.map((l) => l.bank).join(' or ')}: credits are matched to orders by the buyer’s UTR, or by the order reference in the narration and the amount. Nothing is marked paid until you confirm.`}
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} unavailable={busy}>
            {step.at === 'done' ? 'Close' : 'Cancel'}
          </Button>
          {(step.at === 'preview' || step.at === 'applying') && (
            <Button onClick={apply} disabled={toMark === 0} unavailable={busy}>
              {step.at === 'applying' ? 'Marking paid...' : markPaidLabel(toMark)}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.body}>
        {(step.at === 'choose' || step.at === 'reading') && (
          <div className={styles.choose}>
            <label htmlFor={inputId} className={styles.label}>
              Statement file (CSV)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-describedby={step.at === 'choose' && step.error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The same file may be chosen again after a fix; the input forgets this choice.
                event.target.value = '';
                void choose(file);
              }}
            />
            {step.at === 'reading' && <p className={styles.note}>Reading the statement...</p>}
            <p className={styles.note}>
              Export the statement as CSV from your bank, with its header row as below (at most 5,000 lines):
            </p>
            <ul className={styles.layouts} aria-label="Statement layouts we read">
              {STATEMENT_LAYOUTS.map((layout) => (
                <li key={layout.bank} className={styles.layout}>
                  <span className={styles.strong}>{layout.bank}</span>
                  <span className={styles.columns}>{layout.columns.join(' · ')}</span>
                  <a
                    href={`data:text/csv;charset=utf-8,${encodeURIComponent(sampleStatement(layout))}`}
                    download={layout.sample.file}
                  >
                    Download a sample {layout.bank} file
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {(step.at === 'choose' || step.at === 'preview') && step.error && (
          <p role="alert" id={`${inputId}-error`} className={styles.error}>
            {step.error}
          </p>
        )}
        {shown && (
          <>
            <p className={styles.summary} role="status">
              {shown.at === 'done'
                ? `${appliedSummary(marked)} ${shown.result.problems.length} not matched: nothing changed for those.`
                : previewSummary(shown.bank, shown.result)}
            </p>
            <StatementLines
              result={shown.result}
              confirmed={shown.at === 'done' ? undefined : shown.confirmed}
              onConfirmChange={shown.at === 'preview' ? confirmProposal : undefined}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
