import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET } from '../../shared/src/domain/documents/certificateCode.ts';
import { documentSerial, financialYearStart } from '../../shared/src/domain/documents/serial.ts';
import { GST_STATE_CODES, gstSplit } from '../../shared/src/domain/documents/tax.ts';
import { db } from './support/clients.ts';

// The SQL twins of @sikka/shared/domain/documents give the same answers as the TypeScript rules.

describe('documents rules: SQL and TypeScript agree', () => {
  it('splits GST alike', async () => {
    const cases: Array<[number, number, string]> = [];
    for (const total of [0, 1, 7, 51, 999, 1_050, 1_234, 4_900, 77_777, 1_50_050, 10_000_000_000])
      for (const rate of [0, 300, 500, 1200, 1800, 2800])
        for (const state of ['Karnataka', 'Tamil Nadu']) cases.push([total, rate, state]);
    const { rows } = await db().query(
      `select (private.gst_split(c.total, c.rate, 'Karnataka', c.state)).* from jsonb_to_recordset($1::jsonb) as c(total bigint, rate integer, state text)`,
      [JSON.stringify(cases.map(([total, rate, state]) => ({ total, rate, state })))],
    );
    expect(rows).toEqual(
      cases.map(([total, rate, state]) => {
        const s = gstSplit(total, rate, 'Karnataka', state);
        return {
          kind: s.kind,
          total_paise: String(s.totalPaise),
          taxable_paise: String(s.taxablePaise),
          cgst_paise: String(s.cgstPaise),
          sgst_paise: String(s.sgstPaise),
          igst_paise: String(s.igstPaise),
        };
      }),
    );
  });

  it('finds the financial year and writes serials alike', async () => {
    const instants = ['2027-03-31T18:29:59Z', '2027-03-31T18:30:00Z', '2026-12-31T20:00:00Z', '2099-06-01T00:00:00Z'];
    for (const at of instants) {
      const { rows } = await db().query<{ year: number; serial: string }>(
        `select private.financial_year_start($1) as year, private.document_serial('SKC', private.financial_year_start($1), 4321) as serial`,
        [at],
      );
      const year = financialYearStart(new Date(at));
      expect(rows[0]).toEqual({ year, serial: documentSerial('SKC', year, 4321) });
    }
    await expect(db().query(`select private.document_serial('SKC', 2026, 1000000)`)).rejects.toThrow('longer than 16');
  });

  it('knows the same state codes and draws codes from the same alphabet', async () => {
    for (const [state, code] of Object.entries(GST_STATE_CODES)) {
      expect((await db().query('select private.gst_state_code($1) as code', [state])).rows[0].code).toBe(code);
    }
    const { rows } = await db().query<{ code: string }>(
      'select private.new_certificate_code() as code from generate_series(1, 200)',
    );
    const seen = new Set(rows.flatMap((r) => [...r.code]));
    for (const ch of seen) expect(CERTIFICATE_CODE_ALPHABET).toContain(ch);
    expect(seen.size).toBe(CERTIFICATE_CODE_ALPHABET.length);
  });
});
