/**
 * @sikka/shared/domain/gstin: a buyer's GSTIN (issue 46, B2B invoices). 15 characters: the state code,
 * the PAN (5 letters, 4 digits, a letter), the entity number, 'Z' and a check character computed mod 36
 * over the first 14 (the GSTN's algorithm: values 0-9 then A-Z = 10-35, weights 1 and 2 alternating from
 * the left, each product's quotient and remainder by 36 added, check = (36 - sum mod 36) mod 36).
 * The SQL twin is private.gstin_problem (20261129400200_b2b_invoices.sql); supabase/tests/b2b-invoices.test.ts
 * checks the same samples against both. (The shop's own GSTIN has its rule in the settings code: one to
 * merge with this.)
 */

/** GST state and union-territory codes (the GST portal's list; 97 is 'Other Territory'). */
export const GST_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** As kept: spaces out, capitals. */
export const normalizeGstin = (gstin: string) => gstin.replace(/\s/g, '').toUpperCase();

export type GstinProblem = 'gstin_format' | 'gstin_state_unknown' | 'gstin_check_digit';

/** Why a (normalised) GSTIN is not one, or null. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_FORMAT.test(gstin)) return 'gstin_format';
  if (!Object.hasOwn(GST_STATE_NAMES, gstin.slice(0, 2))) return 'gstin_state_unknown';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'gstin_check_digit';
  return null;
}

/** Longest trade name a buyer gives (the invoice prints it). */
export const TRADE_NAME_MAX = 100;
