import { formatDateTime } from '@sikka/shared/format';
import { upiLink, upiNote } from '@sikka/shared/domain/orders';
import type { ShopFacts } from '@sikka/shared/domain/settings';

/** Whom the buyer pays: the shop's UPI payee and bank account, as the owner set them in Settings. */
export type Payee = Pick<
  ShopFacts,
  | 'trade_name'
  | 'upi_vpa'
  | 'upi_payee_name'
  | 'upi_merchant_code'
  | 'bank_account_name'
  | 'bank_account_number'
  | 'bank_ifsc'
  | 'bank_name'
>;

export interface PaymentRequest {
  /** First 8 characters of the order id: how the shop names an order ('Order #' + reference). */
  reference: string;
  /** The total the database computed, in rupees. */
  total: number;
}

/** The UPI link for an order: the shop's payee (Settings), the order reference as `tr`. */
export function paymentLinkFor({ reference, total }: PaymentRequest, payee: Payee): string {
  return upiLink({
    vpa: payee.upi_vpa,
    payeeName: payee.upi_payee_name,
    merchantCode: payee.upi_merchant_code,
    amount: total,
    // 'Sikka Order bef50ce3': the statement import finds the order by it in the credit's narration.
    note: upiNote(reference, payee.trade_name),
    reference,
  });
}

/**
 * The hold's deadline as the payment step says it ('Pay by November 30, 2026 at 11:59 PM IST — …'): a
 * bank transfer's hold ends on another day, so the date and the zone are said, on an Indian clock
 * whatever the device's; null when there is none.
 */
export function holdDeadline(holdExpiresAt: string): string | null {
  if (!holdExpiresAt) return null;
  // formatDateTime names the zone itself ('… IST').
  return formatDateTime(holdExpiresAt) || null;
}

export interface DeviceHints {
  userAgent: string;
  /** Whether the primary pointer is coarse (a finger), i.e. `(pointer: coarse)` matches. */
  coarsePointer: boolean;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Phones and tablets have UPI apps to open the link in; desktops show it as a QR code to scan instead. */
export function opensUpiApps({ userAgent, coarsePointer }: DeviceHints): boolean {
  return coarsePointer || MOBILE_AGENT.test(userAgent);
}

export function currentDevice(): DeviceHints {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    coarsePointer:
      typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  };
}
