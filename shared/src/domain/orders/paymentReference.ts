import { z } from '@sikka/shared/zod';
import { ERROR_TEXTS, type ErrorKey } from '@sikka/shared/domain/errors';
import { truncateId } from '@sikka/shared/format';

/**
 * "I have paid" (issue 49): the reference of the payment, in the format of the way the buyer paid. A UPI
 * order takes the UPI UTR; a bank-transfer order the NEFT, RTGS or IMPS reference, the buyer picking
 * which. The SQL twin is private.payment_reference_problem (20261128200000_bank_references.sql); the
 * backend test checks the same samples against both.
 */
export const PAYMENT_REFERENCE_METHODS = ['upi', 'neft', 'rtgs', 'imps'] as const;
export type PaymentReferenceMethod = (typeof PAYMENT_REFERENCE_METHODS)[number];

/** What a bank transfer can be, in the order the payment step offers them. */
export const TRANSFER_METHODS = ['neft', 'rtgs', 'imps'] as const satisfies readonly PaymentReferenceMethod[];

interface ReferenceRule {
  /** What the form calls the field. */
  label: string;
  /** The field's hint: where to find the reference and what it looks like. */
  hint: string;
  pattern: RegExp;
  /** The refusal's key (its words are ERROR_TEXTS'). */
  problem: ErrorKey;
  /** Longest the field takes (spaces included, as apps group digits). */
  maxLength: number;
}

export const PAYMENT_REFERENCE_RULES: Readonly<Record<PaymentReferenceMethod, ReferenceRule>> = {
  upi: {
    label: 'UTR (payment reference)',
    hint: 'The 12-digit reference your UPI app shows for the payment (UTR / UPI Ref. No.)',
    pattern: /^[0-9]{12}$/,
    problem: 'utr_invalid',
    maxLength: 20,
  },
  neft: {
    label: 'NEFT reference (UTR)',
    hint: 'The UTR your bank shows for the NEFT transfer: 16 to 22 letters and digits, e.g. HDFCN52026112812345',
    pattern: /^(?=.*[0-9])[A-Z][A-Z0-9]{15,21}$/,
    problem: 'neft_reference_invalid',
    maxLength: 30,
  },
  rtgs: {
    label: 'RTGS reference (UTR)',
    hint: 'The UTR your bank shows for the RTGS transfer: 22 letters and digits, e.g. SBINR52026112800012345',
    pattern: /^[A-Z]{4}R[A-Z0-9]{17}$/,
    problem: 'rtgs_reference_invalid',
    maxLength: 30,
  },
  imps: {
    label: 'IMPS reference (RRN)',
    hint: 'The 12-digit reference number your bank shows for the IMPS transfer',
    pattern: /^[0-9]{12}$/,
    problem: 'imps_reference_invalid',
    maxLength: 20,
  },
};

export const TRANSFER_METHOD_LABELS: Readonly<Record<(typeof TRANSFER_METHODS)[number], string>> = {
  neft: 'NEFT',
  rtgs: 'RTGS',
  imps: 'IMPS',
};

/** A reference as it is kept: without spaces, in capitals (private.normalize_payment_reference). */
export const normalizePaymentReference = (reference: string) => reference.replace(/\s/g, '').toUpperCase();

/** The reference of one way of paying, as the database checks it. */
export const paymentReferenceSchema = (method: PaymentReferenceMethod) =>
  z
    .string()
    .transform(normalizePaymentReference)
    .pipe(z.string().regex(PAYMENT_REFERENCE_RULES[method].pattern, ERROR_TEXTS[PAYMENT_REFERENCE_RULES[method].problem]));

/**
 * The "I have paid" form of an order: a UPI order's UTR, or a bank transfer's way (NEFT, RTGS or IMPS,
 * required) and its reference in that way's format.
 */
export function paymentFormSchema(paymentMethod: string) {
  const byUpi = paymentMethod !== 'bank_transfer';
  return z
    .object({
      // A radio group none of whose buttons is chosen reads null once it has been blurred.
      method: z
        .string()
        .nullish()
        .transform((method) => method ?? ''),
      utr: z.string(),
    })
    .superRefine(({ method, utr }, ctx) => {
      const chosen = byUpi ? 'upi' : method;
      if (!byUpi && !(TRANSFER_METHODS as readonly string[]).includes(method)) {
        ctx.addIssue({ code: 'custom', path: ['method'], message: ERROR_TEXTS.transfer_method_required });
        return;
      }
      const checked = paymentReferenceSchema(chosen as PaymentReferenceMethod).safeParse(utr);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: ['utr'], message: checked.error.issues[0]!.message });
    })
    .transform(({ method, utr }) => ({
      method: (byUpi ? 'upi' : method) as PaymentReferenceMethod,
      utr: normalizePaymentReference(utr),
    }));
}

export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>;

/**
 * The 'Reference to quote' of a bank transfer, e.g. 'SIKKA ORDER 6A29EEC0': capitals, digits and spaces
 * only, 25 characters at most, as banks' remark fields take it (no '#'). import_bank_statement finds
 * 'ORDER' and the reference after it in the statement's narration.
 */
export function transferRemark(reference: string, shopName: string): string {
  const shop = shopName
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .slice(0, 10)
    .trim();
  return `${shop ? `${shop} ` : ''}ORDER ${truncateId(reference).toUpperCase()}`;
}

/** The UPI link's note (`tn`), e.g. 'Sikka Order bef50ce3': no '#', which some banks' narrations drop or cut at. */
export const upiNote = (reference: string, shopName: string) => `${shopName.trim()} Order ${truncateId(reference)}`.trim();
