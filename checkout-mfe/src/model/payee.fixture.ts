import type { CheckoutRules } from '@sikka/shared/domain/orders';
import type { ShopFacts } from '@sikka/shared/domain/settings';
import type { Payee } from './payment';

/** The demo shop's payee and bank account (the migration's defaults), for tests and stories. */
export const DEMO_PAYEE: Payee = {
  trade_name: 'Sikka',
  upi_vpa: 'sikka@upi',
  upi_payee_name: 'Sikka Collectibles',
  upi_merchant_code: '',
  bank_account_name: 'Sikka Collectibles (DEMO)',
  bank_account_number: '000000000000',
  bank_ifsc: 'DEMO0000000',
  bank_name: 'Demo Bank — not a real account',
};

/** The demo shop's checkout rules: PAN above ₹2,00,000, the spec's five states. */
export const DEMO_RULES: CheckoutRules = {
  panThreshold: 200_000,
  deliveryStates: ['Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana'],
};

/** The demo shop's facts as public.seller_legal_details answers them. */
export const DEMO_FACTS: ShopFacts = {
  ...DEMO_PAYEE,
  legal_name: 'Sikka Collectibles Private Limited (DEMO)',
  address_line1: '2nd Floor, 14 Museum Road',
  address_line2: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  state_code: '29',
  pincode: '560025',
  gstin: '29AAHCS1234K1Z6',
  pan: 'AAHCS1234K',
  customer_care_email: 'support@sikka.local',
  customer_care_phone: '+91 98765 43210',
  customer_care_hours: 'Mon - Sat, 9:00 AM - 6:00 PM IST',
  whatsapp_number: '919876543210',
  grievance_officer_name: 'Meera Rao',
  grievance_officer_designation: 'Grievance Officer',
  grievance_officer_email: 'grievance@sikka.local',
  grievance_officer_phone: '+91 98765 43211',
  upi_cap: 100_000,
  pan_threshold: DEMO_RULES.panThreshold,
  hold_minutes: 30,
  max_open_unpaid_orders: 2,
  delivery_states: [...DEMO_RULES.deliveryStates],
};
