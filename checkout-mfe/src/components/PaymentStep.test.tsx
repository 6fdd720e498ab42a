import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentStep } from './PaymentStep';

const ORDER = {
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
  hold_expires_at: '2026-11-25T12:30:00Z',
};
const LINK = 'upi://pay?pa=sikka@upi&pn=Sikka%20Collectibles&am=719.00&cu=INR&tn=Sikka%20Order%20%23f00dfeed&tr=f00dfeed';

function renderStep(opensUpiApps: boolean) {
  const openLink = vi.fn();
  const onBackToShop = vi.fn();
  render(
    <StrictMode>
      <PaymentStep order={ORDER} opensUpiApps={opensUpiApps} openLink={openLink} onBackToShop={onBackToShop} />
    </StrictMode>,
  );
  return { openLink, onBackToShop };
}

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

  it('thanks the buyer who has paid, and goes back to the shop', async () => {
    const { onBackToShop } = renderStep(false);
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/ship your Quarter Anna 1835 within 2-5 business days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to shop' }));
    expect(onBackToShop).toHaveBeenCalledOnce();
  });
});
