import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/checkout';
import { STRAY_TAP_MS } from '../model/outsideTaps';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { BUYER_EMAIL_INVALID, guestOrderTokens } from '@sikka/shared/domain/orders';
import { DEMO_FACTS } from '../model/payee.fixture';
import CheckoutDialog from './CheckoutDialog';

vi.mock('../api/checkout', () => ({
  fetchCheckoutListing: vi.fn(),
  ensureBuyerSession: vi.fn(),
  validatePromo: vi.fn(),
  placeOrder: vi.fn(),
  fetchOpenOrder: vi.fn(),
  fetchLastDeliveryAddress: vi.fn(),
  submitPayment: vi.fn(),
  requestContactCode: vi.fn(),
  verifyContactCode: vi.fn(),
  readShopFacts: vi.fn(),
}));

const LISTING = {
  id: 'c0000000-0000-4000-8000-000000000004',
  name: '1835 William IV Rupee',
  slug: 'william-iv-rupee',
  price: 12345,
  status: 'available',
};
const ORDER = {
  order_id: '0b8f5e52-4a5d-4c1e-9f0a-1234567890ab',
  reference: '0b8f5e52',
  item_name: LISTING.name,
  item_slug: LISTING.slug,
  price: 12345,
  discount: 1235,
  shipping: 50,
  total: 11160,
  discount_percent: 10,
  applied_promo_code: 'WELCOME10',
  payment_method: 'upi',
  hold_expires_at: '2026-11-25T12:30:00Z',
  payment_status: 'unpaid' as const,
  payment_rejection_reason: '',
  utr: '',
  access_token: 'Y2hlY2tvdXQtZGlhbG9nLXRlc3QtMzJj',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.fetchCheckoutListing).mockResolvedValue(LISTING);
  vi.mocked(api.ensureBuyerSession).mockResolvedValue();
  vi.mocked(api.validatePromo).mockResolvedValue({ promo_code: 'WELCOME10', discount_percent: 10 });
  vi.mocked(api.placeOrder).mockResolvedValue(ORDER);
  vi.mocked(api.fetchOpenOrder).mockResolvedValue(null);
  vi.mocked(api.fetchLastDeliveryAddress).mockResolvedValue(null);
  vi.mocked(api.readShopFacts).mockResolvedValue(DEMO_FACTS);
  // The delivery draft is kept in sessionStorage: each test starts with none.
  sessionStorage.clear();
  localStorage.clear();
});

async function openCheckout() {
  render(
    <MemoryRouter>
      <CheckoutDialog collectibleId={LISTING.id} open onOpenChange={() => {}} />
    </MemoryRouter>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delivery Details' });
  await within(dialog).findByText(LISTING.name);
  return dialog;
}

const summaryValue = (label: string) => {
  const term = within(screen.getByLabelText('Order summary')).getByText(
    (_, el) => el?.tagName === 'DT' && el.textContent!.startsWith(label),
  );
  return term.nextElementSibling!.textContent;
};

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Full name': 'Asha Rao',
    Phone: '9876543210',
    'Address line 1': '12 MG Road',
    City: 'Bengaluru',
    'PIN code': '560001',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

async function chooseState(user: ReturnType<typeof userEvent.setup>, state: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), state);
}

describe('<CheckoutDialog>', () => {
  it('shows the item and a summary with shipping ₹50', async () => {
    await openCheckout();
    expect(summaryValue('Price')).toBe('₹12,345');
    expect(summaryValue('Discount')).toBe('₹0');
    expect(summaryValue('Shipping')).toBe('₹50');
    expect(summaryValue('Total')).toBe('₹12,395');
    expect(api.fetchCheckoutListing).toHaveBeenCalledWith(LISTING.id);
  });

  it('shows inline errors, keeps what was typed and places nothing', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user, { Phone: '98765', 'PIN code': '5600', City: '' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Phone must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('PIN code must be exactly 6 digits')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a state')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('98765');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail for order updates with a clear message, keeps what was typed and places nothing', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user, { 'E-mail for order updates': 'asha@example' });
    await chooseState(user, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(BUYER_EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail for order updates/)).toHaveValue('asha@example');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('shows the database’s refusal of the e-mail under the field and keeps the order’s details', async () => {
    vi.mocked(api.placeOrder).mockRejectedValueOnce(
      Object.assign(new Error('bad e-mail'), { code: 'P0001', hint: 'buyer_email_invalid', details: null }),
    );
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user, { 'E-mail for order updates': 'asha@example.com' });
    await chooseState(user, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(BUYER_EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail for order updates/)).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(/^PIN code/)).toHaveValue('560001');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends the e-mail lower-cased and keeps the order’s link in this browser for My Orders', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user, { 'E-mail for order updates': ' Asha@Example.com ' });
    await chooseState(user, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('link', { name: 'your order page' });
    expect(vi.mocked(api.placeOrder).mock.calls[0]![0].delivery.buyer_email).toBe('asha@example.com');
    expect(guestOrderTokens()).toEqual([ORDER.access_token]);
  });

  it('upper-cases the promo, applies it, recomputes the total and removes it', async () => {
    const user = userEvent.setup();
    await openCheckout();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Promo code'), 'welcome10');
    expect(screen.getByLabelText('Promo code')).toHaveValue('WELCOME10');
    await user.click(apply);
    expect(await screen.findByText('Promo code applied successfully')).toBeInTheDocument();
    expect(api.validatePromo).toHaveBeenCalledWith('WELCOME10');
    expect(api.ensureBuyerSession).toHaveBeenCalled();
    expect(summaryValue('Discount')).toBe('−₹1,235'); // round(12345 × 10 / 100) = round(1234.5)
    expect(summaryValue('Total')).toBe('₹11,160');
    // The focus stays in the promo box as each step replaces what was clicked.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove promo code WELCOME10' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    expect(summaryValue('Total')).toBe('₹12,395');
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveFocus());
  });

  it('shows the database refusal of a promo and applies nothing', async () => {
    vi.mocked(api.validatePromo).mockRejectedValue({
      code: 'P0001',
      message: 'This promo code has expired',
      hint: 'promo_expired',
    });
    const user = userEvent.setup();
    await openCheckout();
    await user.type(screen.getByLabelText('Promo code'), 'monsoon15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired')).toBeInTheDocument();
    // Back on the code to correct it, not on the page behind the dialog.
    await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveFocus());
    expect(screen.getByLabelText('Promo code')).toHaveValue('MONSOON15');
    expect(summaryValue('Total')).toBe('₹12,395');
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('places the order with the applied promo and shows the payment step', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user, { 'Full name': '  Asha Rao  ' });
    await chooseState(user, 'Kerala');
    await user.type(screen.getByLabelText('Promo code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code applied successfully');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(api.placeOrder).toHaveBeenCalledWith({
      collectibleId: LISTING.id,
      promoCode: 'WELCOME10',
      delivery: {
        full_name: 'Asha Rao',
        phone: '9876543210',
        address_line1: '12 MG Road',
        address_line2: '',
        city: 'Bengaluru',
        state: 'Kerala',
        pincode: '560001',
      },
    });
    expect(within(dialog).getByRole('heading', { name: 'Order #0b8f5e52' })).toBeInTheDocument();
    expect(within(dialog).getByText('₹11,160')).toBeInTheDocument();
    const qr = await within(dialog).findByRole('img', { name: 'UPI QR code to pay ₹11,160 for Order #0b8f5e52' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByRole('link', { name: /payment link/ })).toHaveAttribute(
      'href',
      'upi://pay?pa=sikka@upi&pn=Sikka%20Collectibles&am=11160.00&cu=INR&tr=0b8f5e52&tn=Sikka%20Order%200b8f5e52',
    );
    expect(
      within(dialog).getByText('Pay by November 25, 2026 at 6:00 PM IST — the piece is held for you until then'),
    ).toBeInTheDocument();
    vi.mocked(api.submitPayment).mockResolvedValue({
      payment_status: 'submitted',
      payment_rejection_reason: '',
      utr: '123456789012',
      hold_expires_at: '',
    });
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    await user.type(within(dialog).getByRole('textbox', { name: /UTR/ }), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Submit payment' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment submitted — we are verifying it' })).toBeInTheDocument();
    expect(api.submitPayment).toHaveBeenCalledWith(ORDER.order_id, '123456789012', 'upi');
  }, 20_000);

  it('asks a PAN or Form 60 above ₹2,00,000, says why, and sends the PAN upper-cased', async () => {
    vi.mocked(api.fetchCheckoutListing).mockResolvedValue({ ...LISTING, price: 250_000 });
    const user = userEvent.setup();
    await openCheckout();
    expect(screen.getByText(/Income-tax Rule 114B/)).toHaveTextContent('Only the shop sees it.');
    await fillDelivery(user);
    await chooseState(user, 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)'),
    ).toBeInTheDocument();
    expect(api.placeOrder).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^PAN/ }), 'abcde1234f');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(vi.mocked(api.placeOrder).mock.calls[0]?.[0].delivery).toMatchObject({ pan: 'ABCDE1234F' });
    expect(vi.mocked(api.placeOrder).mock.calls[0]?.[0].delivery).not.toHaveProperty('form60');
  }, 20_000);

  it('takes back the trade name’s message once the GSTIN that asked for it is cleared, and the PAN’s once Form 60 is ticked', async () => {
    vi.mocked(api.fetchCheckoutListing).mockResolvedValue({ ...LISTING, price: 250_000 });
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user);
    await chooseState(user, 'Kerala');
    await user.type(screen.getByRole('textbox', { name: /^GSTIN/ }), '29ABCDE');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const tradeName = screen.getByRole('textbox', { name: /^Trade name/ });
    expect(await screen.findByText(ERROR_TEXTS.gstin_trade_name_required)).toBeInTheDocument();
    expect(tradeName).toHaveAttribute('aria-invalid', 'true');
    const pan = 'An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)';
    expect(screen.getByText(pan)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^GSTIN/ }));
    await waitFor(() => expect(screen.queryByText(ERROR_TEXTS.gstin_trade_name_required)).not.toBeInTheDocument());
    expect(tradeName).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: /Form 60/ }));
    await waitFor(() => expect(screen.queryByText(pan)).not.toBeInTheDocument());
    expect(api.placeOrder).not.toHaveBeenCalled();
  }, 20_000);

  it('asks no PAN at ₹2,00,000 or below', async () => {
    vi.mocked(api.fetchCheckoutListing).mockResolvedValue({ ...LISTING, price: 199_950 });
    await openCheckout();
    expect(screen.queryByRole('textbox', { name: /^PAN/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Form 60/)).not.toBeInTheDocument();
  });

  it('shows the unpaid-orders cap in the form, keeping what was typed', async () => {
    vi.mocked(api.placeOrder).mockRejectedValueOnce({ code: 'P0001', message: 'x', hint: 'order_unpaid_limit' });
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user);
    await chooseState(user, 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const form = screen.getByRole('form', { name: 'Delivery details' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You already have orders waiting for payment. Pay for them, or let them expire, before ordering more.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9876543210');
  }, 20_000);

  it('alerts when the order cannot be saved and keeps the form', async () => {
    vi.mocked(api.placeOrder).mockRejectedValueOnce({ code: '', message: 'TypeError: Failed to fetch' });
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user);
    await chooseState(user, 'Telangana');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Failed to save delivery address. Please try again.');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Telangana');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('dialog', { name: 'Complete your payment' })).toBeInTheDocument();
  });

  it('says plainly that a limit was hit, never "Failed to save delivery address"', async () => {
    vi.mocked(api.ensureBuyerSession).mockRejectedValueOnce({
      name: 'AuthApiError',
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user);
    await chooseState(user, 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Too many checkouts from your network right now. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to save delivery address/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
  });

  it('past the holds of its network, verifies an e-mail with a code, then places the order as typed', async () => {
    vi.mocked(api.placeOrder).mockRejectedValueOnce({
      code: 'P0001',
      message: 'Many pieces are on hold from your network.',
      hint: 'hold_contact_required',
    });
    vi.mocked(api.requestContactCode).mockResolvedValue();
    vi.mocked(api.verifyContactCode)
      .mockRejectedValueOnce({ code: 'P0001', message: 'wrong', hint: 'contact_code_wrong' })
      .mockResolvedValueOnce();
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user, { Phone: '98450 12345' });
    await chooseState(user, 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const panel = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(panel).toHaveTextContent(
      'Many pieces are on hold from your network. Please confirm your e-mail address with a code to hold this one.',
    );
    await user.type(within(panel).getByLabelText('E-mail for the code'), 'asha@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(api.requestContactCode).toHaveBeenCalledWith('asha@example.com');
    expect(await within(panel).findByRole('status')).toHaveTextContent('We sent a 6-digit code to asha@example.com');

    await user.type(within(panel).getByLabelText('Code from the e-mail'), '123456');
    await user.click(within(panel).getByRole('button', { name: 'Confirm and place order' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check the e-mail and try again.',
    );
    expect(api.placeOrder).toHaveBeenCalledTimes(1);

    await user.clear(within(panel).getByLabelText('Code from the e-mail'));
    await user.type(within(panel).getByLabelText('Code from the e-mail'), '654321');
    await user.click(within(panel).getByRole('button', { name: 'Confirm and place order' }));
    expect(api.verifyContactCode).toHaveBeenLastCalledWith('asha@example.com', '654321');
    expect(await screen.findByRole('dialog', { name: 'Complete your payment' })).toBeInTheDocument();
    // The order went out as typed, the phone read as its 10 digits.
    expect(api.placeOrder).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.placeOrder).mock.calls[1]![0].delivery).toMatchObject({ full_name: 'Asha Rao', phone: '9845012345' });
  });

  it('says why the database refused the order', async () => {
    vi.mocked(api.placeOrder).mockRejectedValueOnce({
      code: 'P0001',
      message: 'This item has already been sold',
      hint: 'collectible_sold',
    });
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user);
    await chooseState(user, 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Failed to save delivery address. Please try again. This item has already been sold.',
    );
  });

  it.each([
    ['sold', 'This item has already been sold'],
    ['unavailable', 'This item is currently unavailable'],
  ])('cannot order a %s item', async (status, message) => {
    vi.mocked(api.fetchCheckoutListing).mockResolvedValue({ ...LISTING, status });
    await openCheckout();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    expect(screen.queryByLabelText(/^Full name/)).not.toBeInTheDocument();
  });

  it.each([
    ['a missing listing', () => vi.mocked(api.fetchCheckoutListing).mockResolvedValue(null), 'Collectible not found'],
    [
      'a failed load',
      () => vi.mocked(api.fetchCheckoutListing).mockRejectedValue(new Error('offline')),
      'Failed to load collectible',
    ],
  ])('shows %s', async (_case, arrange, message) => {
    arrange();
    render(
      <MemoryRouter>
        <CheckoutDialog collectibleId="nope" open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
  });

  it("brings back the buyer's open order of this piece, read from the database, instead of an empty form", async () => {
    vi.mocked(api.fetchOpenOrder).mockResolvedValue(ORDER);
    render(
      <MemoryRouter>
        <CheckoutDialog collectibleId={LISTING.id} open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    const payment = await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(within(payment).getByRole('heading', { name: 'Order #0b8f5e52' })).toBeInTheDocument();
    expect(within(payment).getByText('You have ordered this item. Your order is waiting for payment.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Full name/)).not.toBeInTheDocument();
  });

  it('keeps the delivery details typed before a reload, and forgets them once the order is placed', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fillDelivery(user);
    cleanup(); // the page goes away; sessionStorage stays, as across a reload
    await openCheckout();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^PIN code/)).toHaveValue('560001');
    await chooseState(user, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(sessionStorage.getItem('sikka:delivery-draft')).toBeNull();
  }, 20_000);

  it('offers a returning buyer the address of their last order', async () => {
    const user = userEvent.setup();
    vi.mocked(api.fetchLastDeliveryAddress).mockResolvedValue({
      full_name: 'Asha Rao',
      phone: '9876543210',
      address_line1: '12 MG Road',
      address_line2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Use my last address (Asha Rao, Bengaluru)' }));
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('12 MG Road');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');
  });

  it('keeps the payment step open after a stray tap on the backdrop, but closes on the Close button', async () => {
    vi.mocked(api.fetchOpenOrder).mockResolvedValue(ORDER);
    const onOpenChange = vi.fn();
    render(
      <MemoryRouter>
        <CheckoutDialog collectibleId={LISTING.id} open onOpenChange={onOpenChange} />
      </MemoryRouter>,
    );
    const payment = await screen.findByRole('dialog', { name: 'Complete your payment' });
    // The page's clock, moved by the test (timers stay real, so the dialog still renders as usual).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fireEvent.pointerDown(document.body);
      fireEvent.click(document.body);
      expect(onOpenChange).not.toHaveBeenCalled();
      // A moment later, the buyer means it.
      vi.setSystemTime(Date.now() + STRAY_TAP_MS);
      await userEvent.click(within(payment).getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
