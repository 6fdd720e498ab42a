/**
 * India's states and union territories with their GST state codes (CBIC; 25 merged into 26 in 2020, 28 is
 * pre-2014 Andhra Pradesh). The SQL twin is private.gst_state_code (20261129200000_shop_settings_screen.sql);
 * supabase/tests/shop-settings.test.ts holds the two equal. Which of them the shop delivers to is a setting
 * (shop_settings.delivery_states, read with the shop's facts), not this list.
 */
export const GST_STATE_CODES = {
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
} as const satisfies Record<string, string>;

export type IndianState = keyof typeof GST_STATE_CODES;

/** Every state and union territory, in alphabetical order. */
export const INDIAN_STATES = Object.keys(GST_STATE_CODES) as IndianState[];

export const isIndianState = (value: string): value is IndianState => Object.hasOwn(GST_STATE_CODES, value);
