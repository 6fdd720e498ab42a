import { describe, expect, it } from 'vitest';
import {
  MAX_STATEMENT_LINES,
  STATEMENT_ERRORS,
  STATEMENT_LAYOUTS,
  isoDate,
  parseBankStatement,
  referenceOf,
  sampleStatement,
} from './bankStatement';

const HDFC = `Account No :,50100123456789
Statement From :,01/11/26,To :,30/11/26

Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance
01/11/26,UPI-ASHA RAO-asha@okaxis-SBIN0001234-412345678901-Sikka Order 0b8f5e52,0000412345678901,01/11/26,,"2,300.00","1,02,300.00"
02/11/26,NEFT DR-ELECTRICITY BOARD,N306260123,02/11/26,"1,500.00",,"1,00,800.00"
03/11/26,IMPS-612345678902-RAVI KUMAR-HDFC,612345678902,03/11/26,,850.00,"1,01,650.00"
03/11/26,CASH DEPOSIT,,03/11/26,,"5,000.00","1,06,650.00"
04/11/26,REVERSAL UPI-412345678903,412345678903,04/11/26,,-350.00,"1,06,300.00"
`;

const SBI = `Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance
1 Nov 2026,1 Nov 2026,BY TRANSFER-UPI/CR/512345678901/MEERA NAIR/SBIN/meera@oksbi/Payment,TRANSFER FROM 3199412345,,"12,050.00","45,050.00"
2 Nov 2026,2 Nov 2026,TO TRANSFER-UPI/DR/512345678902/GROCER,TRANSFER TO 4897,200.00,,"44,850.00"
`;

describe('bank statement import: reading the file', () => {
  it('reads an HDFC Bank statement below its account details: credits only, amounts without separators', () => {
    const result = parseBankStatement(HDFC);
    expect(result).toMatchObject({ ok: true, bank: 'HDFC Bank' });
    if (!result.ok) return;
    expect(result.credits.map(({ line, utr, amount }) => ({ line, utr, amount }))).toEqual([
      { line: 5, utr: '412345678901', amount: '2300.00' },
      { line: 7, utr: '612345678902', amount: '850.00' },
      { line: 8, utr: null, amount: '5000.00' },
      { line: 9, utr: '412345678903', amount: '-350.00' },
    ]);
  });

  it('reads a State Bank of India statement, finding the UTR in the description', () => {
    const result = parseBankStatement(SBI);
    expect(result).toMatchObject({ ok: true, bank: 'State Bank of India' });
    if (!result.ok) return;
    expect(result.credits).toEqual([
      {
        line: 2,
        date: '2026-11-01',
        narration: 'BY TRANSFER-UPI/CR/512345678901/MEERA NAIR/SBIN/meera@oksbi/Payment',
        utr: '512345678901',
        amount: '12050.00',
      },
    ]);
  });

  it('says plainly why a file cannot be read: empty, another layout, no credits', () => {
    expect(parseBankStatement('  \n')).toEqual({ ok: false, error: STATEMENT_ERRORS.empty });
    expect(parseBankStatement('Name,Amount\nAsha,2300\n')).toEqual({ ok: false, error: STATEMENT_ERRORS.unknownLayout });
    expect(parseBankStatement(SBI.split('\n').slice(0, 1).concat(SBI.split('\n')[2]!).join('\n'))).toEqual({
      ok: false,
      error: STATEMENT_ERRORS.noCredits,
    });
  });

  it('takes a UTR only as 12 digits standing alone', () => {
    expect(referenceOf('', 'UPI-412345678901-X')).toBe('412345678901');
    expect(referenceOf('0000412345678901', '')).toBeNull();
    expect(referenceOf('4123 4567 8901', '')).toBe('412345678901');
    expect(referenceOf('', 'ACCOUNT 12345678901234')).toBeNull();
  });

  it('takes a NEFT or RTGS reference from the reference column', () => {
    expect(referenceOf('HDFCN52026112812345', 'NEFT CR-SIKKA ORDER 6A29EEC0')).toBe('HDFCN52026112812345');
    expect(referenceOf('sbinr52026112800012345', '')).toBe('SBINR52026112800012345');
    expect(referenceOf('N306260123', 'NEFT DR-ELECTRICITY BOARD')).toBeNull();
  });

  it.each([
    ['28/11/26', '2026-11-28'],
    ['28/11/2026', '2026-11-28'],
    ['1 Nov 2026', '2026-11-01'],
    ['01-Nov-2026', '2026-11-01'],
    ['31/02/26', ''],
    ['Opening Balance', ''],
  ])('reads the date %j as %j', (text, iso) => {
    expect(isoDate(text)).toBe(iso);
  });

  it('refuses a statement of more than 5,000 lines before matching anything', () => {
    const header = STATEMENT_LAYOUTS[0]!.columns.join(',');
    const line = '28/11/26,NEFT CR-SOMEONE,,28/11/26,,100.00,100.00';
    const at = (n: number) => [header, ...Array.from({ length: n }, () => line)].join('\n');
    expect(parseBankStatement(at(MAX_STATEMENT_LINES))).toMatchObject({ ok: true });
    expect(parseBankStatement(at(MAX_STATEMENT_LINES + 1))).toEqual({
      ok: false,
      error: 'A statement can have at most 5,000 lines: split the file and import each part',
    });
  });

  it.each(STATEMENT_LAYOUTS.map((layout) => [layout.bank, layout] as const))(
    'offers a %s sample file that reads back as that layout, quoting an order reference',
    (bank, layout) => {
      const result = parseBankStatement(sampleStatement(layout));
      expect(result).toMatchObject({ ok: true, bank });
      if (!result.ok) return;
      expect(result.credits.some((c) => c.narration.includes('SIKKA ORDER 6A29EEC0'))).toBe(true);
      expect(result.credits.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.date))).toBe(true);
    },
  );
});
