import { describe, expect, it } from 'vitest';
import { buildGstr1 } from './gstr1';
import { parseAccountsPeriod } from './period';
import type { RegisterRow } from './register';

// An auction order's invoice is several lines (issue 47): GSTR-1 reports it as ONE invoice of its whole
// value with one item per rate, counts it once in the document series, and summarises the buyer's premium
// as a service (SAC, unit 'NA', no quantity) beside the pieces.

const base = {
  kind: 'invoice' as const,
  serial: 'SK/26-27/000042',
  issued_at: '2026-11-10T05:00:00Z',
  order_reference: '6a29eec0',
  buyer: 'Kavya Iyer',
  gstin: null,
  place_of_supply: 'Tamil Nadu',
  place_of_supply_code: '33',
  cgst_paise: 0,
  sgst_paise: 0,
  against_serial: null,
  against_issued_at: null,
  against_total_paise: null,
};
/** Hammer ₹1,20,000 at 5 % (inclusive), premium ₹18,000 + 18 % GST, shipping ₹50 at 5 %. */
const lines: RegisterRow[] = [
  { line: 1, hsn_code: '9705', item_type: 'coin', quantity: 1, rate_basis_points: 500, taxable: 11_428_571, tax: 571_429 },
  {
    line: 2,
    hsn_code: '996111',
    item_type: 'buyers_premium',
    quantity: 1,
    rate_basis_points: 1800,
    taxable: 1_800_000,
    tax: 324_000,
  },
  { line: 3, hsn_code: '9705', item_type: 'coin', quantity: 0, rate_basis_points: 500, taxable: 4_762, tax: 238 },
].map(({ taxable, tax, ...line }) => ({
  ...base,
  ...line,
  taxable_paise: taxable,
  igst_paise: tax,
  total_paise: taxable + tax,
  document_total_paise: 14_129_000,
}));
const period = parseAccountsPeriod('2026-11')!;

describe('GSTR-1 of a many-line invoice', () => {
  it('reports one invoice of its whole value, one item per rate', () => {
    const gstr1 = buildGstr1('29AAHCS1234K1Z5', period, lines);
    expect(gstr1.b2cl).toEqual([
      {
        pos: '33',
        inv: [
          {
            inum: 'SK/26-27/000042',
            idt: '10-11-2026',
            val: 141_290,
            itms: [
              { num: 1, itm_det: { txval: 114_333.33, rt: 5, iamt: 5_716.67, csamt: 0 } },
              { num: 2, itm_det: { txval: 18_000, rt: 18, iamt: 3_240, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(gstr1.b2cs).toEqual([]);
    expect(gstr1.doc_issue.doc_det[0]!.docs[0]).toMatchObject({ totnum: 1, from: 'SK/26-27/000042' });
  });

  it('summarises the pieces by HSN and the premium as a service without quantity', () => {
    const { hsn_b2c } = buildGstr1('29AAHCS1234K1Z5', period, lines).hsn;
    expect(hsn_b2c.map((h) => [h.hsn_sc, h.uqc, h.qty, h.rt, h.txval])).toEqual([
      ['9705', 'NOS', 1, 5, 114_333.33],
      ['996111', 'NA', 0, 18, 18_000],
    ]);
  });

  it('puts a smaller consumer invoice in b2cs by rate, each line under its own rate', () => {
    const small = lines.map((l) => ({ ...l, document_total_paise: 90_000_00 }));
    const { b2cl, b2cs } = buildGstr1('29AAHCS1234K1Z5', period, small);
    expect(b2cl).toEqual([]);
    expect(b2cs.map((r) => [r.sply_ty, r.pos, r.rt, r.txval, r.iamt])).toEqual([
      ['INTER', '33', 5, 114_333.33, 5_716.67],
      ['INTER', '33', 18, 18_000, 3_240],
    ]);
  });
});
