import { describe, expect, it } from 'vitest';
import { settingsProblem, settingsProblemField, settingsProblems } from './rules';

const PAYMENTS = {
  upi_vpa: 'sikka@okhdfcbank',
  upi_payee_name: 'Sikka Collectibles',
  upi_merchant_code: '',
  bank_account_name: 'Sikka Collectibles',
  bank_account_number: '50100012345678',
  bank_ifsc: 'HDFC0001234',
  bank_name: 'HDFC Bank',
  upi_cap: 100000,
};

describe('the settings rules', () => {
  it('finds every field’s problem at once, in the database’s order', () => {
    expect(settingsProblems('payments', PAYMENTS)).toEqual([]);
    expect(settingsProblems('payments', { ...PAYMENTS, upi_vpa: 'sikka', bank_ifsc: 'HDFC1001234' })).toEqual([
      { field: 'upi_vpa', problem: 'settings_upi_vpa_invalid' },
      { field: 'bank_ifsc', problem: 'settings_ifsc_invalid' },
    ]);
    expect(settingsProblem('payments', { ...PAYMENTS, upi_vpa: 'sikka', bank_ifsc: 'HDFC1001234' })).toBe(
      'settings_upi_vpa_invalid',
    );
  });

  it('names the field of a refusal', () => {
    expect(settingsProblemField('orders', 'settings_hold_minutes_range')).toBe('hold_minutes');
    expect(settingsProblemField('orders', 'not_authorized')).toBeUndefined();
  });
});
