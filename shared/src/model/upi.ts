export interface UpiPayment {
  /** Payee virtual payment address, e.g. 'sikka@upi'. */
  vpa: string;
  payeeName: string;
  /** Amount in rupees. */
  amount: number;
  /** Transaction note shown to the payer. */
  note: string;
  /** Our reference (the order id), so the payment can be matched to the order. */
  reference: string;
}

/** UPI deep link (NPCI `upi://pay`) that the checkout redirects to after saving the order. */
export function upiLink({ vpa, payeeName, amount, note, reference }: UpiPayment): string {
  const e = encodeURIComponent;
  return `upi://pay?pa=${e(vpa)}&pn=${e(payeeName)}&am=${amount.toFixed(2)}&cu=INR&tn=${e(note)}&tr=${e(reference)}`;
}
