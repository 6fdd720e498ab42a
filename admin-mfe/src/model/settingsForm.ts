import type { SettingsSection, SettingsValues } from '@sikka/shared/domain/settingsRules';

/** How a setting is typed: a line of text, an address, a number, one state, several states, a switch. */
export type SettingKind = 'text' | 'email' | 'tel' | 'number' | 'state' | 'states' | 'switch';

export interface SettingField {
  name: string;
  label: string;
  kind: SettingKind;
  hint?: string;
  /** Optional fields carry no '*'. */
  optional?: boolean;
  /** Typed in capitals as the register keeps it (GSTIN, PAN, IFSC). */
  upper?: boolean;
  /** Spans the whole row on a wide screen. */
  wide?: boolean;
}

export interface SettingsSectionSpec {
  section: SettingsSection;
  title: string;
  description: string;
  fields: readonly SettingField[];
}

/**
 * The settings screen's four sections (issue 51), each saved on its own. The rules are
 * @sikka/shared/domain/settingsRules (the database's twins); the bounds they check are said in the hints.
 */
export const SETTINGS_FORM: readonly SettingsSectionSpec[] = [
  {
    section: 'business',
    title: 'Business',
    description: 'Who sells: printed on every invoice and certificate, and shown in the footer and the policies.',
    fields: [
      { name: 'trade_name', label: 'Trade name', kind: 'text' },
      { name: 'legal_name', label: 'Legal name', kind: 'text' },
      { name: 'address_line1', label: 'Registered address, line 1', kind: 'text', wide: true },
      { name: 'address_line2', label: 'Address line 2', kind: 'text', optional: true, wide: true },
      { name: 'city', label: 'City', kind: 'text' },
      { name: 'state', label: 'State', kind: 'state' },
      { name: 'pincode', label: 'PIN code', kind: 'text' },
      { name: 'gstin', label: 'GSTIN', kind: 'text', upper: true, hint: '15 characters; its check digit is verified' },
      { name: 'pan', label: 'PAN', kind: 'text', upper: true, hint: 'The GSTIN’s characters 3 to 12' },
      { name: 'customer_care_email', label: 'Customer-care e-mail', kind: 'email' },
      { name: 'customer_care_phone', label: 'Customer-care phone', kind: 'tel' },
      { name: 'whatsapp_number', label: 'WhatsApp number', kind: 'tel', hint: 'Country code and number, digits only' },
      { name: 'customer_care_hours', label: 'Hours', kind: 'text', hint: 'Dates and times people read end in IST' },
      { name: 'grievance_officer_name', label: 'Grievance Officer', kind: 'text' },
      { name: 'grievance_officer_designation', label: 'Grievance Officer’s designation', kind: 'text' },
      { name: 'grievance_officer_email', label: 'Grievance Officer’s e-mail', kind: 'email' },
      { name: 'grievance_officer_phone', label: 'Grievance Officer’s phone', kind: 'tel' },
      { name: 'authorised_signatory', label: 'Authorised signatory', kind: 'text', hint: 'Printed under the invoices' },
    ],
  },
  {
    section: 'payments',
    title: 'Payments',
    description: 'Whom buyers pay: the UPI link and QR code, and the bank account shown above the UPI cap.',
    fields: [
      { name: 'upi_vpa', label: 'UPI ID', kind: 'text', hint: 'name@bank, e.g. sikka@okhdfcbank' },
      { name: 'upi_payee_name', label: 'Payee name', kind: 'text' },
      {
        name: 'upi_merchant_code',
        label: 'Merchant code',
        kind: 'text',
        optional: true,
        hint: '4 digits; empty for a personal UPI ID',
      },
      { name: 'bank_account_name', label: 'Bank account name', kind: 'text' },
      { name: 'bank_account_number', label: 'Account number', kind: 'text' },
      { name: 'bank_ifsc', label: 'IFSC', kind: 'text', upper: true, hint: 'e.g. HDFC0001234' },
      { name: 'bank_name', label: 'Bank name', kind: 'text' },
      {
        name: 'upi_cap',
        label: 'UPI cap (₹)',
        kind: 'number',
        hint: 'Above it, buyers pay by bank transfer: ₹1,000 to ₹5,00,000',
      },
    ],
  },
  {
    section: 'orders',
    title: 'Orders',
    description: 'How long an unpaid order holds its piece, how many a buyer may hold, and where the shop delivers.',
    fields: [
      { name: 'hold_minutes', label: 'UPI hold (minutes)', kind: 'number', hint: '5 to 1,440 minutes' },
      {
        name: 'bank_hold_business_days',
        label: 'Bank transfer hold (business days)',
        kind: 'number',
        hint: '1 to 10 business days: a new payee’s cooling period',
      },
      { name: 'max_open_unpaid_orders', label: 'Open unpaid orders per buyer', kind: 'number', hint: '1 to 20' },
      { name: 'pan_threshold', label: 'PAN threshold (₹)', kind: 'number', hint: 'Above it a buyer gives a PAN or Form 60' },
      { name: 'delivery_states', label: 'States the shop delivers to', kind: 'states', wide: true },
    ],
  },
  {
    section: 'notifications',
    title: 'Notifications',
    description: 'Where the shop hears of its orders, and how every e-mail it sends is signed.',
    fields: [
      { name: 'contact_email', label: 'The shop’s e-mail', kind: 'email', optional: true, hint: 'Where the notices below go' },
      { name: 'notify_new_order', label: 'A new order', kind: 'switch' },
      { name: 'notify_utr_submitted', label: 'A buyer submitted a payment reference (UTR)', kind: 'switch' },
      { name: 'notify_submissions', label: 'New seller submissions', kind: 'switch' },
      { name: 'mail_sender_name', label: 'Sender name', kind: 'text', hint: 'The From name of every e-mail' },
      {
        name: 'mail_sender_email',
        label: 'Sender e-mail',
        kind: 'email',
        optional: true,
        hint: 'On the shop’s own domain; empty: the mail server’s address',
      },
      { name: 'mail_reply_to', label: 'Reply-to', kind: 'email', optional: true, hint: 'Where buyers’ replies go' },
    ],
  },
];

/** The form's values from the database's: numbers as the text typed, the rest as they are. */
export function formValues(values: SettingsValues): SettingsValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );
}
