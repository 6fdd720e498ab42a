import { expect, test, type Locator, type Page } from './support/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createListing } from './catalog-data';
import { ANON_KEY, DEMO_ADMIN, SUPABASE_URL } from './support/session';

// Getting paid, as the buyer sees it (issue 31), against the real backend through the checkout remote's
// standalone bench (:3002/?id=<listing id>): the hold's deadline, 'I have paid' with the UTR, the state
// the shop decides, bank transfer above the UPI cap and the PAN above ₹2,00,000. At 1280 and 390 px.
const BENCH = 'http://localhost:3002/';

async function asAdmin() {
  const client = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword(DEMO_ADMIN);
  if (error) throw error;
  return client;
}

// The shop caps unpaid orders at 2 per phone number: every order here has a number of its own.
let serial = 0;
const uniqueDigits = (length: number) =>
  `${Date.now()}${process.pid}${serial++}`
    .replace(/\D/g, '')
    .slice(-(length - 1))
    .padStart(length - 1, '0');
const uniquePhone = () => `9${uniqueDigits(10)}`;
const uniqueUtr = () => `4${uniqueDigits(12)}`;

const inr = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
/** 'November 25, 2026 at 2:05 PM IST': the deadline as a buyer in India reads it, date and zone included. */
function istDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} IST`;
}

async function openCheckout(page: Page, listingId: string) {
  await page.goto(`${BENCH}?id=${listingId}`);
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  return dialog;
}

async function fillDelivery(dialog: Locator, phone: string) {
  for (const [label, value] of Object.entries({
    'Full name': 'Kavya Menon',
    Phone: phone,
    'Address line 1': '21, Beach Road',
    City: 'Kochi',
    'PIN code': '682001',
  })) {
    await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('Kerala');
}

async function placeOrder(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  const heading = payment.getByRole('heading', { name: /^Order #[0-9a-f]{8}$/ });
  await expect(heading).toBeVisible();
  return { payment, reference: (await heading.textContent())!.slice('Order #'.length) };
}

/** The one order of the test's own listing, as the database stored it. */
async function storedOrder(listingId: string, reference: string) {
  const { data, error } = await (await asAdmin())
    .from('delivery_addresses')
    .select('id, total, payment_method, payment_status, utr, hold_expires_at')
    .eq('collectible_id', listingId)
    .single();
  if (error) throw error;
  expect(data.id.startsWith(reference)).toBe(true);
  return data;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('order → the deadline → "I have paid" with the UTR → verifying → received', async ({ page }, testInfo) => {
      const listing = await createListing(await asAdmin(), `pay-upi-${viewport.width}`, { price: 2450 });
      const dialog = await openCheckout(page, listing.id);
      await fillDelivery(dialog, uniquePhone());
      const { payment, reference } = await placeOrder(page, dialog);
      const order = await storedOrder(listing.id, reference);
      expect(order).toMatchObject({ total: 2500, payment_method: 'upi', payment_status: 'unpaid' });

      await expect(
        payment.getByText(`Pay by ${istDateTime(order.hold_expires_at!)} — the piece is held for you until then`),
      ).toBeVisible();
      await expect(payment.getByRole('img', { name: `UPI QR code to pay ${inr(2500)} for Order #${reference}` })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('payment-step.png'), fullPage: true });

      await payment.getByRole('button', { name: 'I have paid' }).click();
      const utr = payment.getByRole('textbox', { name: /UTR/ });
      await utr.fill('12345678901');
      await payment.getByRole('button', { name: 'Submit payment' }).click();
      await expect(payment.getByText('The UTR is the 12-digit reference of your payment: digits only')).toBeVisible();
      await expect(utr).toHaveValue('12345678901');

      const reference12 = uniqueUtr();
      await utr.fill(`${reference12.slice(0, 4)} ${reference12.slice(4, 8)} ${reference12.slice(8)}`);
      await payment.getByRole('button', { name: 'Submit payment' }).click();
      // The dialog's title follows the payment (issue 49): no more 'Complete your payment'.
      const submittedDialog = page.getByRole('dialog', { name: 'Payment submitted' });
      await expect(submittedDialog.getByRole('heading', { name: 'Payment submitted — we are verifying it' })).toBeVisible();
      await expect(submittedDialog.getByText(reference12)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('payment-submitted.png'), fullPage: true });
      const submitted = await storedOrder(listing.id, reference);
      expect(submitted).toMatchObject({ payment_status: 'submitted', utr: reference12 });
      // Held for the shop's verification window (48 h from the reference, issue 49), not for ever.
      expect(submitted.hold_expires_at).not.toBeNull();

      // Coming back later shows where the payment stands now: the shop has confirmed it.
      const { error } = await (await asAdmin()).rpc('mark_order_paid', { order_id: order.id });
      expect(error).toBeNull();
      await page.reload();
      await expect(
        page.getByRole('dialog', { name: 'Your order' }).getByRole('heading', { name: 'Payment received' }),
      ).toBeVisible();
    });

    test('an order over ₹1,00,000 shows the bank transfer details instead of a UPI QR code', async ({ page }, testInfo) => {
      const listing = await createListing(await asAdmin(), `pay-bank-${viewport.width}`, { price: 150_000 });
      const dialog = await openCheckout(page, listing.id);
      await expect(dialog.getByRole('textbox', { name: /^PAN/ })).toHaveCount(0);
      await fillDelivery(dialog, uniquePhone());
      const { payment, reference } = await placeOrder(page, dialog);
      expect(await storedOrder(listing.id, reference)).toMatchObject({ total: 150_050, payment_method: 'bank_transfer' });

      const bank = payment.getByLabel('Bank transfer details');
      for (const text of ['Sikka Collectibles (DEMO)', '000000000000', 'DEMO0000000', `SIKKA ORDER ${reference.toUpperCase()}`]) {
        await expect(bank.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(payment.getByRole('img')).toHaveCount(0);
      await expect(
        payment.getByText(/^Pay by \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M IST — the piece is held for you until then$/),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('bank-transfer.png'), fullPage: true });
    });

    test('an order over ₹2,00,000 asks for a PAN (or Form 60), refuses a malformed one and keeps the form', async ({
      page,
    }, testInfo) => {
      const listing = await createListing(await asAdmin(), `pay-pan-${viewport.width}`, { price: 250_000 });
      const dialog = await openCheckout(page, listing.id);
      await expect(dialog.getByText(/Income-tax Rule 114B/)).toContainText('Only the shop sees it.');
      const phone = uniquePhone();
      await fillDelivery(dialog, phone);
      await dialog.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(
        dialog.getByText('An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)'),
      ).toBeVisible();
      const pan = dialog.getByRole('textbox', { name: /^PAN/ });
      await pan.fill('abcd1234f');
      await dialog.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(
        dialog.getByText('Please enter a valid PAN: 5 letters, 4 digits and a letter (e.g. ABCDE1234F)'),
      ).toBeVisible();
      await expect(pan).toHaveValue('abcd1234f');
      await expect(dialog.getByLabel(/^Phone/)).toHaveValue(phone);
      await page.screenshot({ path: testInfo.outputPath('pan.png'), fullPage: true });

      await pan.fill('abcde1234f');
      const { reference } = await placeOrder(page, dialog);
      // The owner reads the PAN itself (staff read only that one was given: issue 51).
      const { data, error } = await (await asAdmin()).rpc('admin_orders_page', { search: `Order #${reference}` });
      expect(error).toBeNull();
      const rows = (data as { rows?: Array<{ id: string; tax_id: unknown }> }).rows ?? [];
      expect(rows.find((row) => row.id.startsWith(reference))?.tax_id).toEqual({
        pan: 'ABCDE1234F',
        form60: false,
        pan_given: true,
      });
    });
  });
}
