import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_FORM } from '../../model/settingsForm';
import { SettingsSectionForm } from './SettingsSectionForm';

const PAYMENTS = SETTINGS_FORM.find((s) => s.section === 'payments')!;
const VALUES = {
  upi_vpa: 'sikka@upi',
  upi_payee_name: 'Sikka Collectibles',
  upi_merchant_code: '',
  bank_account_name: 'Sikka Collectibles',
  bank_account_number: '000000000000',
  bank_ifsc: 'DEMO0000000',
  bank_name: 'Demo Bank',
  upi_cap: '100000',
};
// What supabase-js rejects with when save_shop_settings refuses (P0001, the problem's key in `hint`).
const refusal = (hint: string) => Object.assign(new Error('The setting is not valid'), { code: 'P0001', hint, details: null });

function renderPayments(onSave = vi.fn().mockResolvedValue(undefined)) {
  render(<SettingsSectionForm spec={PAYMENTS} values={VALUES} onSave={onSave} />);
  return { onSave, section: within(screen.getByRole('region', { name: 'Payments' })) };
}

describe('<SettingsSectionForm>', () => {
  it('refuses a VPA without @ and an IFSC of the wrong shape beside their fields, keeps them, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSave, section } = renderPayments();
    await user.clear(section.getByLabelText(/^UPI ID/));
    await user.type(section.getByLabelText(/^UPI ID/), 'sikkaupi');
    await user.clear(section.getByLabelText(/^IFSC/));
    await user.type(section.getByLabelText(/^IFSC/), 'hdfc1001234');
    await user.click(section.getByRole('button', { name: 'Save payments' }));
    expect(await section.findByText('UPI ID must look like name@bank, e.g. sikka@okhdfcbank')).toBeInTheDocument();
    expect(section.getByText(/IFSC is 11 characters/)).toBeInTheDocument();
    expect(section.getByLabelText(/^UPI ID/)).toHaveValue('sikkaupi');
    // Typed in capitals, as the register keeps it.
    expect(section.getByLabelText(/^IFSC/)).toHaveValue('HDFC1001234');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves good values, says so, and shows the database’s refusal beside its field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refusal('settings_upi_cap_range'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { section } = renderPayments(onSave);
    await user.clear(section.getByLabelText(/^UPI ID/));
    await user.type(section.getByLabelText(/^UPI ID/), 'sikka.coins@okaxis');
    await user.click(section.getByRole('button', { name: 'Save payments' }));
    expect(await section.findByRole('status')).toHaveTextContent('Saved');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ upi_vpa: 'sikka.coins@okaxis', upi_cap: '100000' }));

    await user.click(section.getByRole('button', { name: 'Save payments' }));
    expect(await section.findByText('UPI cap: whole rupees from 1,000 to 5,00,000')).toBeInTheDocument();
    expect(section.getByLabelText(/UPI cap/)).toHaveAttribute('aria-invalid', 'true');
    expect(section.getByLabelText(/^UPI ID/)).toHaveValue('sikka.coins@okaxis');
  });

  it('keeps the focus on Save while it saves (aria-disabled, not disabled: a second press does nothing) and after', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { section } = renderPayments(onSave);
    await user.click(section.getByRole('button', { name: 'Save payments' }));
    const saving = await section.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toBeEnabled();
    expect(saving).toHaveFocus();
    await user.click(saving);
    expect(onSave).toHaveBeenCalledTimes(1);
    finish();
    expect(await section.findByRole('status')).toHaveTextContent('Saved');
    expect(section.getByRole('button', { name: 'Save payments' })).toHaveFocus();
  });
});
