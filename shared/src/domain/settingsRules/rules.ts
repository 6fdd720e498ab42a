import { GST_STATE_CODES, isIndianState } from '@sikka/shared/config';
import type { ErrorKey } from '@sikka/shared/domain/errors';
import { GSTIN_FORMAT, gstinCheckCharacter } from '@sikka/shared/domain/gstin';

/**
 * The settings' rules (issue 51), one section at a time, as the database checks them. The SQL twins are
 * private.shop_business_problem, shop_payments_problem, shop_orders_problem and shop_notifications_problem
 * (20261129200000_shop_settings_screen.sql); supabase/tests/shop-settings.test.ts holds each pair equal
 * on the same samples. Each check names its field, so the form puts the message beside it.
 */
export const SETTINGS_SECTIONS = ['business', 'payments', 'orders', 'notifications'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** A section's values as the form holds them and the database takes them. */
export type SettingsValues = Record<string, unknown>;

interface Check {
  field: string;
  problem: ErrorKey;
  ok: (values: SettingsValues) => boolean;
}

/** The order of the checks is the SQL's: the first failing one is the database's answer. */
const text = (values: SettingsValues, field: string) => {
  const value = values[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
const trimmed = (values: SettingsValues, field: string) => text(values, field).trim();
const filled = (max: number) => (field: string) => (values: SettingsValues) => {
  const value = trimmed(values, field);
  return value !== '' && value.length <= max;
};
const wholeNumber = (low: number, high: number) => (field: string) => (values: SettingsValues) => {
  const value = text(values, field);
  return /^[0-9]{1,12}$/.test(value) && Number(value) >= low && Number(value) <= high;
};

/** An e-mail address as the outbox takes one: something, '@', a domain with a dot. */
export const isSettingsEmail = (value: string) => value.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
const email = (field: string) => (values: SettingsValues) => isSettingsEmail(trimmed(values, field));
const optionalEmail = (field: string) => (values: SettingsValues) =>
  trimmed(values, field) === '' || isSettingsEmail(trimmed(values, field));
/** A phone as people write it: digits, spaces, dashes, brackets and a leading +; 10 to 13 digits. */
const phone = (field: string) => (values: SettingsValues) => {
  const value = trimmed(values, field);
  const digits = value.replace(/[^0-9]/g, '').length;
  return /^\+?[0-9 ()-]+$/.test(value) && digits >= 10 && digits <= 13;
};
const matches = (pattern: RegExp) => (field: string) => (values: SettingsValues) => pattern.test(text(values, field));

const GST_CODES: ReadonlySet<string> = new Set(Object.values(GST_STATE_CODES));
const gstin = (values: SettingsValues) => trimmed(values, 'gstin').toUpperCase();
const stateCode = (values: SettingsValues) => {
  const state = trimmed(values, 'state');
  return isIndianState(state) ? GST_STATE_CODES[state] : null;
};

const CHECKS: Readonly<Record<SettingsSection, readonly Check[]>> = {
  business: [
    { field: 'trade_name', problem: 'settings_trade_name_required', ok: filled(60)('trade_name') },
    { field: 'legal_name', problem: 'settings_legal_name_required', ok: filled(120)('legal_name') },
    { field: 'address_line1', problem: 'settings_address_required', ok: filled(150)('address_line1') },
    { field: 'address_line2', problem: 'settings_address_required', ok: (v) => text(v, 'address_line2').length <= 150 },
    { field: 'city', problem: 'settings_city_required', ok: filled(80)('city') },
    { field: 'state', problem: 'settings_state_unknown', ok: (v) => stateCode(v) !== null },
    { field: 'pincode', problem: 'settings_pincode_invalid', ok: matches(/^[1-9][0-9]{5}$/)('pincode') },
    {
      field: 'gstin',
      problem: 'settings_gstin_format',
      ok: (v) => GSTIN_FORMAT.test(gstin(v)),
    },
    { field: 'gstin', problem: 'settings_gstin_state_code', ok: (v) => GST_CODES.has(gstin(v).slice(0, 2)) },
    { field: 'gstin', problem: 'settings_gstin_state_mismatch', ok: (v) => gstin(v).slice(0, 2) === stateCode(v) },
    { field: 'gstin', problem: 'settings_gstin_check_digit', ok: (v) => gstinCheckCharacter(gstin(v)) === gstin(v).slice(14) },
    { field: 'pan', problem: 'settings_pan_invalid', ok: (v) => /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(trimmed(v, 'pan').toUpperCase()) },
    {
      field: 'pan',
      problem: 'settings_pan_gstin_mismatch',
      ok: (v) => trimmed(v, 'pan').toUpperCase() === gstin(v).slice(2, 12),
    },
    { field: 'customer_care_email', problem: 'settings_care_email_invalid', ok: email('customer_care_email') },
    { field: 'customer_care_phone', problem: 'settings_care_phone_invalid', ok: phone('customer_care_phone') },
    { field: 'whatsapp_number', problem: 'settings_whatsapp_invalid', ok: matches(/^[1-9][0-9]{9,14}$/)('whatsapp_number') },
    { field: 'customer_care_hours', problem: 'settings_hours_required', ok: filled(80)('customer_care_hours') },
    { field: 'grievance_officer_name', problem: 'settings_grievance_name_required', ok: filled(100)('grievance_officer_name') },
    {
      field: 'grievance_officer_designation',
      problem: 'settings_grievance_designation_required',
      ok: filled(100)('grievance_officer_designation'),
    },
    { field: 'grievance_officer_email', problem: 'settings_grievance_email_invalid', ok: email('grievance_officer_email') },
    { field: 'grievance_officer_phone', problem: 'settings_grievance_phone_invalid', ok: phone('grievance_officer_phone') },
    { field: 'authorised_signatory', problem: 'settings_signatory_required', ok: filled(100)('authorised_signatory') },
  ],
  payments: [
    {
      field: 'upi_vpa',
      problem: 'settings_upi_vpa_invalid',
      ok: matches(/^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$/)('upi_vpa'),
    },
    { field: 'upi_payee_name', problem: 'settings_upi_payee_required', ok: filled(50)('upi_payee_name') },
    { field: 'upi_merchant_code', problem: 'settings_merchant_code_invalid', ok: matches(/^([0-9]{4})?$/)('upi_merchant_code') },
    { field: 'bank_account_name', problem: 'settings_bank_account_name_required', ok: filled(100)('bank_account_name') },
    {
      field: 'bank_account_number',
      problem: 'settings_bank_account_number_invalid',
      ok: matches(/^[0-9]{9,18}$/)('bank_account_number'),
    },
    { field: 'bank_ifsc', problem: 'settings_ifsc_invalid', ok: matches(/^[A-Z]{4}0[A-Z0-9]{6}$/)('bank_ifsc') },
    { field: 'bank_name', problem: 'settings_bank_name_required', ok: filled(100)('bank_name') },
    { field: 'upi_cap', problem: 'settings_upi_cap_range', ok: wholeNumber(1000, 500_000)('upi_cap') },
  ],
  orders: [
    { field: 'hold_minutes', problem: 'settings_hold_minutes_range', ok: wholeNumber(5, 1440)('hold_minutes') },
    { field: 'bank_hold_business_days', problem: 'settings_bank_hold_range', ok: wholeNumber(1, 10)('bank_hold_business_days') },
    { field: 'max_open_unpaid_orders', problem: 'settings_max_open_range', ok: wholeNumber(1, 20)('max_open_unpaid_orders') },
    { field: 'pan_threshold', problem: 'settings_pan_threshold_range', ok: wholeNumber(1000, 10_000_000)('pan_threshold') },
    {
      field: 'delivery_states',
      problem: 'settings_delivery_states_required',
      ok: (v) => Array.isArray(v.delivery_states) && v.delivery_states.length > 0,
    },
    {
      field: 'delivery_states',
      problem: 'settings_state_unknown',
      ok: (v) => (v.delivery_states as unknown[]).every((state) => typeof state === 'string' && isIndianState(state)),
    },
  ],
  notifications: [
    { field: 'contact_email', problem: 'settings_notify_email_invalid', ok: optionalEmail('contact_email') },
    {
      field: 'contact_email',
      problem: 'settings_notify_email_required',
      ok: (v) =>
        trimmed(v, 'contact_email') !== '' ||
        !(v.notify_new_order === true || v.notify_utr_submitted === true || v.notify_submissions === true),
    },
    {
      field: 'mail_sender_name',
      problem: 'settings_sender_name_invalid',
      ok: (v) => filled(60)('mail_sender_name')(v) && !/["<>\r\n]/.test(text(v, 'mail_sender_name')),
    },
    { field: 'mail_sender_email', problem: 'settings_sender_email_invalid', ok: optionalEmail('mail_sender_email') },
    { field: 'mail_reply_to', problem: 'settings_reply_to_invalid', ok: optionalEmail('mail_reply_to') },
  ],
};

export interface SettingsProblem {
  field: string;
  problem: ErrorKey;
}

/** Every field's first problem, in the database's order (the form shows them all at once). */
export function settingsProblems(section: SettingsSection, values: SettingsValues): SettingsProblem[] {
  const found: SettingsProblem[] = [];
  for (const check of CHECKS[section]) {
    if (found.some((f) => f.field === check.field)) continue;
    if (!check.ok(values)) found.push({ field: check.field, problem: check.problem });
  }
  return found;
}

/** The database's answer: the first problem of the section, or null. */
export function settingsProblem(section: SettingsSection, values: SettingsValues): ErrorKey | null {
  return CHECKS[section].find((check) => !check.ok(values))?.problem ?? null;
}

/** Which field a refusal of save_shop_settings is about. */
export function settingsProblemField(section: SettingsSection, problem: string): string | undefined {
  return CHECKS[section].find((check) => check.problem === problem)?.field;
}
