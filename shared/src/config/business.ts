/**
 * Business contact details shared by footer, policy pages, chat links and checkout (spec §1).
 * Demo defaults here; a deployment overrides them in `/config.json` ("business": {...}) without a
 * rebuild. The object is updated in place by `applyBusinessConfig` (called by `loadRuntimeConfig`
 * before the first render), so every importer of the singleton sees the deployed values.
 */
export interface BusinessConfig {
  name: string;
  email: string;
  /** Display phone number. */
  phone: string;
  /** WhatsApp number in international format, digits only (country code first). */
  whatsappNumber: string;
  hours: string;
  /** UPI payee VPA and name used to build the checkout payment link. */
  upiVpa: string;
  upiPayeeName: string;
  /** NPCI merchant category code (`mc`), sent only when set: a personal VPA has none. */
  upiMerchantCode: string;
  /** Bank transfer details, shown instead of a UPI QR above the UPI cap (ORDER_LIMITS.upiCap). */
  bankAccountName: string;
  bankAccountNumber: string;
  bankIfsc: string;
  bankName: string;
}

const DEFAULT_BUSINESS: BusinessConfig = {
  name: 'Sikka',
  email: 'support@sikka.local',
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  hours: 'Mon - Sat, 9:00 AM - 6:00 PM IST',
  upiVpa: 'sikka@upi',
  upiPayeeName: 'Sikka Collectibles',
  upiMerchantCode: '',
  // Demo values, clearly not a real account: a deployment sets its own in config.json.
  bankAccountName: 'Sikka Collectibles (DEMO)',
  bankAccountNumber: '000000000000',
  bankIfsc: 'DEMO0000000',
  bankName: 'Demo Bank — not a real account',
};

export const BUSINESS: Readonly<BusinessConfig> = { ...DEFAULT_BUSINESS };

/** Overrides the known string fields present in `overrides`; anything else is ignored. */
export function applyBusinessConfig(overrides: Partial<Record<keyof BusinessConfig, unknown>> | undefined): void {
  if (!overrides) return;
  const target = BUSINESS as BusinessConfig;
  for (const key of Object.keys(DEFAULT_BUSINESS) as Array<keyof BusinessConfig>) {
    const value = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') target[key] = value;
  }
}

/** Restores the demo defaults (tests). */
export function resetBusinessConfig(): void {
  Object.assign(BUSINESS as BusinessConfig, DEFAULT_BUSINESS);
}
