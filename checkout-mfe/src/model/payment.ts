import { BUSINESS } from '@sikka/shared/config';
import { indianClock } from '@sikka/shared/format';
import { orderLabel, upiLink } from '@sikka/shared/domain/orders';

export interface PaymentRequest {
  /** First 8 characters of the order id: how the shop names an order ('Order #' + reference). */
  reference: string;
  /** The total the database computed, in rupees. */
  total: number;
}

/** The UPI link for an order: payee from the business configuration, the order reference as `tr`. */
export function paymentLinkFor({ reference, total }: PaymentRequest): string {
  return upiLink({
    vpa: BUSINESS.upiVpa,
    payeeName: BUSINESS.upiPayeeName,
    merchantCode: BUSINESS.upiMerchantCode,
    amount: total,
    note: `${BUSINESS.name} ${orderLabel(reference)}`,
    reference,
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The hold's deadline as the payment step says it ('Pay by 14:05 — …'), on an Indian clock whatever the
 * device's; null when there is none.
 */
export function holdDeadline(holdExpiresAt: string): string | null {
  if (!holdExpiresAt) return null;
  const at = new Date(holdExpiresAt);
  if (Number.isNaN(at.getTime())) return null;
  const { hour, minute } = indianClock(at);
  return `${pad(hour)}:${pad(minute)}`;
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
