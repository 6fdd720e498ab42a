import { StrictMode, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BuyerOrder, PaymentState } from '@sikka/shared/domain/orders';
import { DEMO_PAYEE } from '../model/payee.fixture';
import { PaymentStep } from './PaymentStep';

const ORDER: BuyerOrder = {
  order_id: 'f00dfeed-1111-4222-8333-444455556666',
  reference: 'f00dfeed',
  item_name: 'Quarter Anna 1835',
  item_slug: 'quarter-anna-1835',
  price: 999,
  discount: 330,
  shipping: 50,
  total: 719,
  discount_percent: 33,
  applied_promo_code: 'THIRD33',
  payment_method: 'upi',
  hold_expires_at: '2026-11-25T08:35:00Z',
  payment_status: 'unpaid',
  payment_rejection_reason: '',
  utr: '',
  access_token: 'Zm9yLXRoZS10ZXN0cy1vbmx5LTMyY2hh',
};
const LINK = 'upi://pay?pa=sikka@upi&pn=Sikka%20Collectibles&am=719.00&cu=INR&tr=f00dfeed&tn=Sikka%20Order%20f00dfeed';
const SUBMITTED: PaymentState = {
  payment_status: 'submitted',
  payment_rejection_reason: '',
  utr: '123456789012',
  hold_expires_at: '',
};
// What supabase-js rejects with when submit_payment refuses (P0001 with the key in `hint`).
const refusal = (hint: string) => Object.assign(new Error(hint), { code: 'P0001', hint, details: null });

function renderStep(
  opensUpiApps: boolean,
  order: Partial<BuyerOrder> = {},
  submitPayment = vi.fn().mockResolvedValue(SUBMITTED),
) {
  const openLink = vi.fn();
  const onBackToShop = vi.fn();
  const onOpenOrderPage = vi.fn();
  // The dialog merges the new payment state into the order, as CheckoutDialog does.
  function Harness() {
    const [payment, setPayment] = useState<PaymentState | null>(null);
    return (
      <PaymentStep
        order={{ ...ORDER, ...order, ...payment }}
        payee={DEMO_PAYEE}
        opensUpiApps={opensUpiApps}
        openLink={openLink}
        onBackToShop={onBackToShop}
        onOpenOrderPage={onOpenOrderPage}
        submitPayment={submitPayment}
        onPaymentChange={setPayment}
      />
    );
  }
  render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
  return { openLink, onBackToShop, onOpenOrderPage, submitPayment };
}

const utrField = () => screen.getByRole('textbox', { name: /UTR/ });

describe('<PaymentStep>', () => {
  it('on a phone, opens the UPI link once and offers it again as a button', () => {
    const { openLink } = renderStep(true);
    expect(openLink).toHaveBeenCalledTimes(1);
    expect(openLink).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('heading', { name: 'Order #f00dfeed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay ₹719 with a UPI app' })).toHaveAttribute('href', LINK);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('on a desktop, shows the link as a QR code instead of leaving the page', async () => {
    const { openLink } = renderStep(false);
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay ₹719 for Order #f00dfeed' })).toBeInTheDocument();
    expect(openLink).not.toHaveBeenCalled();
    expect(screen.getByText('Payee: Sikka Collectibles (sikka@upi)')).toBeInTheDocument();
  });

  it("shows the hold's deadline with its date and IST while unpaid", () => {
    renderStep(false);
    expect(
      screen.getByText('Pay by November 25, 2026 at 2:05 PM IST — the piece is held for you until then'),
    ).toBeInTheDocument();
  });

  it('above the UPI cap, shows the bank transfer details and no UPI QR, and opens no UPI app', () => {
    const { openLink } = renderStep(true, { payment_method: 'bank_transfer', total: 150_050, price: 150_000 });
    const bank = within(screen.getByLabelText('Bank transfer details'));
    for (const text of ['Sikka Collectibles (DEMO)', '000000000000', 'DEMO0000000', 'SIKKA ORDER F00DFEED']) {
      expect(bank.getByText(text)).toBeInTheDocument();
    }
    for (const what of ['account name', 'account number', 'IFSC', 'reference to quote']) {
      expect(bank.getByRole('button', { name: `Copy ${what}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /UPI/ })).not.toBeInTheDocument();
    expect(openLink).not.toHaveBeenCalled();
  });

  it('"I have paid" asks for the UTR, refuses a malformed one keeping it, then submits it without spaces', async () => {
    const { submitPayment } = renderStep(false);
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    // The button is gone: the focus is on the field it asked for.
    expect(utrField()).toHaveFocus();
    await userEvent.type(utrField(), '12345678901a');
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('The UTR is the 12-digit reference of your payment: digits only')).toBeInTheDocument();
    expect(utrField()).toHaveValue('12345678901a');
    expect(submitPayment).not.toHaveBeenCalled();

    await userEvent.clear(utrField());
    await userEvent.type(utrField(), '1234 5678 9012');
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment submitted — we are verifying it' })).toBeInTheDocument();
    expect(submitPayment).toHaveBeenCalledWith(ORDER.order_id, '123456789012', 'upi');
    expect(screen.getByText('123456789012')).toBeInTheDocument();
    expect(screen.queryByText(/Pay by/)).not.toBeInTheDocument();
  });

  it('says until when a submitted reference holds the piece, with the date and IST', () => {
    renderStep(false, { payment_status: 'submitted', utr: '123456789012', hold_expires_at: '2026-11-27T08:35:00Z' });
    expect(
      screen.getByText('The piece stays held for you while we check, until November 27, 2026 at 2:05 PM IST.'),
    ).toBeInTheDocument();
  });

  it('copies the reference to quote, as the bank’s remark field takes it', async () => {
    const user = userEvent.setup();
    renderStep(false, { payment_method: 'bank_transfer', total: 150_050, price: 150_000 });
    await user.click(screen.getByRole('button', { name: 'Copy reference to quote' }));
    expect(await navigator.clipboard.readText()).toBe('SIKKA ORDER F00DFEED');
    expect(screen.getByText('reference to quote: copied')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Copy IFSC' }));
    expect(await navigator.clipboard.readText()).toBe('DEMO0000000');
  });

  it('on a bank transfer, asks how the buyer paid and checks the reference in that way’s format, keeping it', async () => {
    const user = userEvent.setup();
    const { submitPayment } = renderStep(false, { payment_method: 'bank_transfer', total: 150_050, price: 150_000 });
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(screen.getByRole('radio', { name: 'NEFT' })).toHaveFocus();
    const field = () => screen.getByRole('textbox', { name: /reference|UTR|RRN/ });
    await user.type(field(), 'hdfcn52026112812345');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Please choose how you paid: NEFT, RTGS or IMPS')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'RTGS' }));
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(
      await screen.findByText(
        'The RTGS reference (UTR) is 22 letters and digits: the bank’s 4 letters, then R, e.g. SBINR52026112800012345',
      ),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('hdfcn52026112812345');
    expect(submitPayment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'NEFT' }));
    expect(screen.getByRole('textbox', { name: /NEFT reference/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment submitted — we are verifying it' })).toBeInTheDocument();
    expect(submitPayment).toHaveBeenCalledWith(ORDER.order_id, 'HDFCN52026112812345', 'neft');
  });

  it("shows the database's refusal of a UTR used by another order, keeping what was typed", async () => {
    renderStep(false, {}, vi.fn().mockRejectedValue(refusal('utr_used')));
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    await userEvent.type(utrField(), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('This UTR has already been used for another order')).toBeInTheDocument();
    expect(utrField()).toHaveValue('123456789012');
  });

  it('turns Submit payment off while it is sent; a failure that is no refusal is said and the UTR stays', async () => {
    let fail = (_error: unknown) => {};
    renderStep(
      false,
      {},
      vi.fn(() => new Promise<PaymentState>((_, reject) => (fail = reject))),
    );
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    await userEvent.type(utrField(), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(screen.getByRole('button', { name: /Submit payment/ })).toBeDisabled();
    fail({ code: 'PGRST000', message: 'server down' });
    expect(await screen.findByText('Your payment could not be submitted. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit payment/ })).toBeEnabled();
    expect(utrField()).toHaveValue('123456789012');
  });

  it("after a rejection, shows the shop's reason and asks for the UTR again", () => {
    renderStep(false, { payment_status: 'rejected', payment_rejection_reason: 'No credit with this UTR', utr: '111122223333' });
    expect(screen.getByRole('alert')).toHaveTextContent('No credit with this UTR');
    expect(utrField()).toHaveValue('');
  });

  it('once paid, says the payment was received and goes back to the shop', async () => {
    const { onBackToShop } = renderStep(false, { payment_status: 'paid', utr: '123456789012', hold_expires_at: '' });
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/ship your Quarter Anna 1835 within 2-5 business days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to shop' }));
    expect(onBackToShop).toHaveBeenCalledOnce();
  });

  it.each(['unpaid', 'submitted', 'paid'] as const)('links to the order’s own page while %s', async (payment_status) => {
    const { onOpenOrderPage } = renderStep(false, { payment_status });
    const link = screen.getByRole('link', { name: 'your order page' });
    expect(link).toHaveAttribute('href', `/order/${ORDER.access_token}`);
    await userEvent.click(link);
    expect(onOpenOrderPage).toHaveBeenCalledWith(`/order/${ORDER.access_token}`);
  });
});
