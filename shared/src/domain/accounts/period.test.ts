import { describe, expect, it } from 'vitest';
import { accountsPeriodProblem, parseAccountsPeriod } from './period';
import { paiseToRupees, registerCsv, type RegisterRow } from './register';

describe('the accounts period', () => {
  it('reads a month and a quarter, with GSTR-1’s return period', () => {
    expect(parseAccountsPeriod('2026-11')).toEqual({ start: '2026-11-01', months: 1, label: 'November 2026', fp: '112026' });
    expect(parseAccountsPeriod('2026-Q2')).toMatchObject({
      start: '2026-04-01',
      months: 3,
      label: 'April-June 2026',
      fp: '062026',
    });
    expect(parseAccountsPeriod('2026-13')).toBeNull();
  });

  it('refuses a month after this one in India', () => {
    // 31 October, 20:00 UTC is already 1 November in India.
    const now = new Date('2026-10-31T20:00:00Z');
    expect(accountsPeriodProblem(parseAccountsPeriod('2026-11'), now)).toBeNull();
    expect(accountsPeriodProblem(parseAccountsPeriod('2026-12'), now)).toBe('accounts_period_future');
    expect(accountsPeriodProblem(null, now)).toBe('accounts_period_invalid');
  });
});

describe('the register as CSV', () => {
  it('writes credit notes negative, quotes what needs it, and adds the totals', () => {
    const row: RegisterRow = {
      kind: 'invoice',
      serial: 'SK/26-27/000001',
      issued_at: '2026-11-02T05:00:00Z',
      order_reference: '6a29eec0',
      buyer: 'Rao, "Coins" & Co',
      gstin: null,
      place_of_supply: 'Karnataka',
      place_of_supply_code: '29',
      line: 1,
      hsn_code: '9705',
      item_type: 'coin',
      quantity: 1,
      rate_basis_points: 500,
      taxable_paise: 100_000,
      cgst_paise: 2_500,
      sgst_paise: 2_500,
      igst_paise: 0,
      total_paise: 105_000,
      document_total_paise: 105_000,
      against_serial: null,
      against_issued_at: null,
      against_total_paise: null,
    };
    const note = {
      ...row,
      kind: 'credit_note' as const,
      serial: 'SKC/26-27/000001',
      buyer: '=cmd',
      total_paise: 52_500,
      taxable_paise: 50_000,
      cgst_paise: 1_250,
      sgst_paise: 1_250,
    };
    const lines = registerCsv([row, note]).split('\r\n');
    expect(lines[1]).toBe(
      'Tax invoice,SK/26-27/000001,1,02-11-2026,6a29eec0,"Rao, ""Coins"" & Co",,29-Karnataka,9705,1000.00,5,25.00,25.00,0.00,1050.00,',
    );
    expect(lines[2]).toContain("Credit note,SKC/26-27/000001,1,02-11-2026,6a29eec0,'=cmd,,29-Karnataka,9705,-500.00,5,-12.50");
    expect(lines[3]).toBe('Total,,,,,,,,,500.00,,12.50,12.50,0.00,525.00,');
    expect(paiseToRupees(-5)).toBe('-0.05');
  });
});
