export interface UpiPayment {
  /** Payee virtual payment address, e.g. 'sikka@upi' (`pa`). */
  vpa: string;
  /** Payee name (`pn`). */
  payeeName: string;
  /** NPCI merchant category code (`mc`); left out of the link when empty (a personal VPA has none). */
  merchantCode?: string;
  /** Amount in rupees (`am`, written with two decimals). */
  amount: number;
  /** Transaction note shown to the payer (`tn`); cut to UPI_NOTE_MAX characters. */
  note: string;
  /** Our reference (the order reference, `tr`), so the payment can be matched to the order. */
  reference: string;
}

/** NPCI's limit for the transaction note: apps refuse or cut a longer `tn`. */
export const UPI_NOTE_MAX = 50;

// '@' is legal in a query (RFC 3986 pchar) and NPCI's own examples write the VPA as is
// (pa=name@bank); some UPI apps do not decode '%40' there, so it is kept readable.
const encodeVpa = (vpa: string) => encodeURIComponent(vpa).replace(/%40/g, '@');

// Cut by code points, not UTF-16 units, so a character outside the BMP is never split in half.
const cutNote = (note: string) => Array.from(note.trim()).slice(0, UPI_NOTE_MAX).join('');

/**
 * UPI deep link in NPCI's `upi://pay` format (pa, pn, mc, am, cu, tr, tn), which the checkout opens
 * (phone) or shows as a QR code (desktop) after the order is saved. Amounts carry two decimals, in INR.
 */
export function upiLink({ vpa, payeeName, merchantCode, amount, note, reference }: UpiPayment): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid UPI amount: ${amount}`);
  const e = encodeURIComponent;
  const mc = merchantCode?.trim() ? `&mc=${e(merchantCode.trim())}` : '';
  return `upi://pay?pa=${encodeVpa(vpa)}&pn=${e(payeeName)}${mc}&am=${amount.toFixed(2)}&cu=INR&tr=${e(reference)}&tn=${e(cutNote(note))}`;
}
