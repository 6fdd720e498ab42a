// biome-ignore lint/style/noRestrictedImports: a test's schema, never on a page: the page's trimmed z has no array or strictObject, and adding them would grow every route.
import { z } from 'zod';

/**
 * The GSTR-1 offline-tool layout cited in shared/src/domain/accounts/gstr1.ts, as a schema: what
 * buildGstr1 makes is checked against it by the backend test and the bench. Strict objects: an unknown
 * key is a mistake. (zod itself here, not the page's trimmed @sikka/shared/zod: no page needs these builders.)
 */
const gstin = z.string().regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
const date = z.string().regex(/^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-20[0-9]{2}$/);
const pos = z.string().regex(/^[0-9]{2}$/);
const serial = z.string().min(1).max(16);
const amount = z
  .number()
  .refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'two decimals at most');
const rt = z.number().min(0).max(28);
const itemDetail = z.strictObject({ txval: amount, rt, iamt: amount, camt: amount, samt: amount, csamt: amount });
const interDetail = z.strictObject({ txval: amount, rt, iamt: amount, csamt: amount });
const items = z.array(z.strictObject({ num: z.number().int().positive(), itm_det: itemDetail })).min(1);
const interItems = z.array(z.strictObject({ num: z.number().int().positive(), itm_det: interDetail })).min(1);
const hsnRow = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(/^[0-9]{4,8}$/),
  desc: z.string().max(30),
  uqc: z.string().min(2).max(3),
  qty: z.number(),
  rt,
  txval: amount,
  iamt: amount,
  camt: amount,
  samt: amount,
  csamt: amount,
});

export const gstr1Schema = z.strictObject({
  gstin,
  fp: z.string().regex(/^(0[1-9]|1[0-2])20[0-9]{2}$/),
  version: z.string().regex(/^GST\d+\.\d+\.\d+$/),
  hash: z.string(),
  b2b: z.array(
    z.strictObject({
      ctin: gstin,
      inv: z.array(
        z.strictObject({
          inum: serial,
          idt: date,
          val: amount,
          pos,
          rchrg: z.enum(['Y', 'N']),
          inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE', 'CBW']),
          itms: items,
        }),
      ),
    }),
  ),
  b2cl: z.array(
    z.strictObject({ pos, inv: z.array(z.strictObject({ inum: serial, idt: date, val: amount, itms: interItems })) }),
  ),
  b2cs: z.array(
    z.strictObject({
      sply_ty: z.enum(['INTRA', 'INTER']),
      pos,
      typ: z.literal('OE'),
      rt,
      txval: amount,
      iamt: amount,
      camt: amount,
      samt: amount,
      csamt: amount,
    }),
  ),
  cdnr: z.array(
    z.strictObject({
      ctin: gstin,
      nt: z.array(
        z.strictObject({
          ntty: z.enum(['C', 'D']),
          nt_num: serial,
          nt_dt: date,
          val: amount,
          pos,
          rchrg: z.enum(['Y', 'N']),
          inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE', 'CBW']),
          itms: items,
        }),
      ),
    }),
  ),
  cdnur: z.array(
    z.strictObject({
      typ: z.enum(['B2CL', 'EXPWP', 'EXPWOP']),
      ntty: z.enum(['C', 'D']),
      nt_num: serial,
      nt_dt: date,
      val: amount,
      pos,
      itms: interItems,
    }),
  ),
  hsn: z.strictObject({ hsn_b2b: z.array(hsnRow), hsn_b2c: z.array(hsnRow) }),
  doc_issue: z.strictObject({
    doc_det: z.array(
      z.strictObject({
        doc_num: z.number().int().min(1).max(12),
        doc_typ: z.string(),
        docs: z.array(
          z.strictObject({
            num: z.number().int().positive(),
            from: serial,
            to: serial,
            totnum: z.number().int().nonnegative(),
            cancel: z.number().int().nonnegative(),
            net_issue: z.number().int().nonnegative(),
          }),
        ),
      }),
    ),
  }),
});
