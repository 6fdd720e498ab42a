import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sampleStatement, STATEMENT_LAYOUTS } from '../../model/bankStatement';
import type { StatementImport } from '../../model/ordersStatement';
import { StatementImportDialog } from './StatementImportDialog';

const HDFC = STATEMENT_LAYOUTS[0]!;
const csv = (text: string) => new File([text], 'statement.csv', { type: 'text/csv' });

const PREVIEW: StatementImport = {
  applied: false,
  matched: [
    {
      line: 3,
      utr: 'SBIN426332123456',
      quoted: '6a29eec0',
      amount: 150_050,
      order_id: '6a29eec0-0000-4000-8000-000000000001',
      reference: '6a29eec0',
      full_name: 'Ravi Kumar',
      reason: 'order_reference',
    },
  ],
  proposed: [
    {
      line: 4,
      date: '2026-11-29',
      amount: 12_050,
      order_id: 'bef50ce3-0000-4000-8000-000000000002',
      reference: 'bef50ce3',
      full_name: 'Meera Nair',
      reason: 'amount_and_date',
      confirmed: false,
    },
  ],
  problems: [
    {
      line: 2,
      utr: '412345678901',
      amount: 2300,
      problem: 'ambiguous',
      order_id: null,
      reference: null,
      expected: null,
      candidates: ['0b8f5e52', '0b8f5e53'],
    },
  ],
};

function open(onImport = vi.fn(async (_credits: unknown, apply: boolean) => ({ ...PREVIEW, applied: apply }))) {
  render(<StatementImportDialog open onOpenChange={vi.fn()} onImport={onImport} onApplied={vi.fn()} />);
  return { onImport, input: document.querySelector('input[type="file"]') as HTMLInputElement };
}

describe("'Import bank statement' dialog (issue 49)", () => {
  it('shows the columns of each layout it reads, with a sample file of each', async () => {
    open();
    const layouts = within(await screen.findByRole('list', { name: 'Statement layouts we read' }));
    expect(layouts.getByText(HDFC.columns.join(' · '))).toBeTruthy();
    const sample = layouts.getByRole('link', { name: 'Download a sample HDFC Bank file' });
    expect(sample.getAttribute('download')).toBe('sample-hdfc-bank-statement.csv');
    expect(decodeURIComponent(sample.getAttribute('href')!.split(',').slice(1).join(','))).toBe(sampleStatement(HDFC));
    expect(layouts.getByRole('link', { name: 'Download a sample State Bank of India file' })).toBeTruthy();
  });

  it('says why each line matched, lists the ambiguous one, and marks a proposal paid only once it is confirmed', async () => {
    const { onImport, input } = open();
    fireEvent.change(input, { target: { files: [csv(sampleStatement(HDFC))] } });
    expect(await screen.findByText(/Order reference ORDER 6A29EEC0 in the narration, same amount/)).toBeTruthy();
    expect(
      screen.getByText('Fits more than one order: Order #0b8f5e52, Order #0b8f5e53. Not applied: check it by hand'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark 1 order paid' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Confirm: mark Order #bef50ce3 paid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark 2 orders paid' }));
    await waitFor(() => expect(onImport).toHaveBeenLastCalledWith(expect.any(Array), true, [4]));
  });

  it('refuses a statement of more than 5,000 lines before asking the database anything', async () => {
    const { onImport, input } = open();
    const line = '28/11/26,NEFT CR-SOMEONE,,28/11/26,,100.00,100.00';
    const text = [HDFC.columns.join(','), ...Array.from({ length: 5_001 }, () => line)].join('\n');
    fireEvent.change(input, { target: { files: [csv(text)] } });
    expect(await screen.findByText('A statement can have at most 5,000 lines: split the file and import each part')).toBeTruthy();
    expect(onImport).not.toHaveBeenCalled();
  });
});
