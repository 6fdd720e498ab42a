export interface UpiPayment {
  /** Payee virtual payment address, e.g. 'sikka@upi'. */
  vpa: string;
  payeeName: string;
  /** Amount in rupees. */
  amount: number;
  /** Transaction note shown to the payer. */
  note: string;
  /** Our reference (the order reference), so the payment can be matched to the order. */
  reference: string;
}

// '@' is legal in a query (RFC 3986 pchar) and NPCI's own examples write the VPA as is
// (pa=name@bank); some UPI apps do not decode '%40' there, so it is kept readable.
const encodeVpa = (vpa: string) => encodeURIComponent(vpa).replace(/%40/g, '@');

/**
 * UPI deep link in NPCI's `upi://pay` format, which the checkout opens (phone) or shows as a QR code
 * (desktop) after the order is saved. Amounts always carry two decimals, in INR.
 */
export function upiLink({ vpa, payeeName, amount, note, reference }: UpiPayment): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid UPI amount: ${amount}`);
  const e = encodeURIComponent;
  return `upi://pay?pa=${encodeVpa(vpa)}&pn=${e(payeeName)}&am=${amount.toFixed(2)}&cu=INR&tn=${e(note)}&tr=${e(reference)}`;
}
