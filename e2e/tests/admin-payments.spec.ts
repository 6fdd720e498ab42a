import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from './support/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN, signInAs } from './support/session';
import { mainHeading } from './support/shell';

/**
 * Orders Dashboard payments (issue 31): a buyer's submitted UTR reaches the back office as 'Payment to
 * verify'; 'Mark paid', 'Reject payment' and the bank statement import decide it. Orders are placed
 * as a shop's buyers place them: an anonymous session, place_order, submit_payment.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// Twelve digits, different on every call: the UTR is unique across orders.
let utrSeq = 0;
const newUtr = () =>
  `${String(Date.now()).slice(-8)}${String((utrSeq++ * 7 + Math.floor(Math.random() * 1e3)) % 1e4).padStart(4, '0')}`;

interface PaidOrder {
  id: string;
  reference: string;
  customer: string;
  total: number;
  utr: string;
}

/** An order whose buyer says it is paid (a UTR): each on its own listing, session and phone. */
async function orderWithUtr(label: string, submit = true): Promise<PaidOrder> {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `pay-${label}`);
  const buyer = apiClient();
  const signedIn = await buyer.auth.signInAnonymously();
  if (signedIn.error) throw signedIn.error;
  const customer = `Kavya ${label} ${unique()}`;
  const placed = await buyer.rpc('place_order', {
    collectible_id: listing.id,
    full_name: customer,
    phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    address_line1: '9 Temple Street',
    address_line2: '',
    city: 'Mysuru',
    state: 'Karnataka',
    pincode: '570001',
  });
  if (placed.error) throw placed.error;
  const { order_id: id, reference, total } = placed.data as { order_id: string; reference: string; total: number };
  const utr = newUtr();
  if (submit) {
    const submitted = await buyer.rpc('submit_payment', { order_id: id, utr });
    if (submitted.error) throw submitted.error;
  }
  return { id, reference, customer, total, utr };
}

const paymentOf = async (client: SupabaseClient, id: string) =>
  (await client.from('delivery_addresses').select('payment_status').eq('id', id).single()).data?.payment_status as string;

const card = (page: Page, order: PaidOrder) => page.getByRole('article', { name: `Order #${order.id.slice(0, 8)}` });

for (const width of [1280, 390]) {
  test(`at ${width} px: a submitted UTR is 'Payment to verify'; Mark paid makes it Paid`, async ({ page }) => {
    const order = await orderWithUtr(`paid${width}`);
    const admin = await apiClientAs(DEMO_ADMIN);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/admin/orders');
    const filter = page.getByRole('button', { name: /^Payment to verify/ });
    await expect(page.getByTestId('payment-to-verify-count')).not.toHaveText('0');
    await filter.click();
    await expect(page).toHaveURL(/payment=submitted/);
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox').fill(order.customer);
    const shown = card(page, order);
    await expect(shown.getByTestId('payment-status')).toHaveText('Payment to verify');
    await expect(shown.getByText(order.utr)).toBeVisible();
    await expect(shown.getByText('UPI', { exact: true })).toBeVisible();
    // The filter stays in the URL over a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Payment to verify/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, order)).toBeVisible();
    await page.screenshot({ path: `/tmp/i31-payments-verify-${width}.png` });

    // 'Mark paid' asks first: 'Not yet' changes nothing.
    await shown.getByRole('button', { name: 'Mark paid' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Mark this order paid?' });
    await expect(ask).toContainText(`UTR ${order.utr}`);
    await ask.getByRole('button', { name: 'Not yet' }).click();
    await expect(ask).toBeHidden();
    expect(await paymentOf(admin, order.id)).toBe('submitted');
    await shown.getByRole('button', { name: 'Mark paid' }).click();
    await ask.getByRole('button', { name: 'Mark paid' }).click();
    // Paid, it leaves the 'Payment to verify' list; without the filter it says Paid, with its history.
    await expect(shown).toBeHidden();
    // The list is empty now: the focus is on the screen's heading, not on the page.
    await expect(mainHeading(page)).toBeFocused();
    await expect.poll(() => paymentOf(admin, order.id)).toBe('paid');
    await page.getByRole('button', { name: /^Payment to verify/ }).click();
    await expect(page).not.toHaveURL(/payment=/);
    await expect(shown.getByTestId('payment-status')).toHaveText('Paid');
    await expect(shown.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
    await shown.getByText(/^Status history/).click();
    await expect(shown.getByText('Unpaid → Payment to verify')).toBeVisible();
    await expect(shown.getByText('Payment to verify → Paid')).toBeVisible();
  });

  test(`at ${width} px: Reject payment asks the buyer's reason, keeps it on failure and shows it`, async ({ page }) => {
    const order = await orderWithUtr(`reject${width}`);
    const admin = await apiClientAs(DEMO_ADMIN);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, DEMO_ADMIN);
    await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
    const shown = card(page, order);
    await shown.getByRole('button', { name: 'Reject payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject payment' });
    const reason = dialog.getByRole('textbox', { name: /Reason shown to the buyer/ });
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(dialog.getByText('Please give the buyer a reason', { exact: true })).toBeVisible();
    await reason.fill('x'.repeat(301));
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(dialog.getByText('At most 300 characters (now 301)')).toBeVisible();

    const why = 'No payment with this UTR has reached our account. Please check the 12 digits.';
    await reason.fill(why);
    // The server fails once: the dialog says so and keeps the text.
    let failOnce = true;
    await page.route('**/rest/v1/rpc/reject_order_payment', (route) => {
      if (!failOnce) return route.continue();
      failOnce = false;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' });
    });
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to update the payment. Please try again.');
    await expect(reason).toHaveValue(why);
    expect(await paymentOf(admin, order.id)).toBe('submitted');
    await page.screenshot({ path: `/tmp/i31-payments-reject-${width}.png` });

    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(shown.getByTestId('payment-status')).toHaveText('Payment rejected');
    await expect(shown.getByText(why)).toBeVisible();
    // The buyer has a new hold to pay again or correct the UTR: its deadline is on the card.
    await expect(shown.getByText(/^Pay by /)).toBeVisible();
    await expect.poll(() => paymentOf(admin, order.id)).toBe('rejected');
    await shown.getByText(/^Status history/).click();
    await expect(shown.getByText('Payment to verify → Payment rejected')).toBeVisible();
  });

  test(`at ${width} px: a bank statement marks the exact matches paid once confirmed and lists every mismatch`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const [first, second, wrongAmount] = [
      await orderWithUtr(`stmt-a${width}`),
      await orderWithUtr(`stmt-b${width}`),
      await orderWithUtr(`stmt-c${width}`),
    ];
    const admin = await apiClientAs(DEMO_ADMIN);
    const unknownUtr = newUtr();
    const rupees = (amount: number) => amount.toFixed(2);
    // An HDFC Bank export: the account's details above the header, then the lines.
    const statement = [
      'HDFC BANK Ltd.,,,,,,',
      'Account No: 50100123456789,,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `25/11/26,UPI-${first.customer}-${first.utr}-PAYMENT,${first.utr},25/11/26,,${rupees(first.total)},100000.00`,
      `25/11/26,UPI-${second.customer}-${second.utr}-PAYMENT,${second.utr},25/11/26,,"${second.total.toLocaleString('en-IN')}.00",100000.00`,
      `25/11/26,UPI-WRONG AMOUNT-${wrongAmount.utr},${wrongAmount.utr},25/11/26,,${rupees(wrongAmount.total - 1)},100000.00`,
      `25/11/26,UPI-SOMEONE ELSE-${unknownUtr},${unknownUtr},25/11/26,,500.00,100000.00`,
      `25/11/26,UPI-${first.customer}-${first.utr}-PAYMENT,${first.utr},25/11/26,,${rupees(first.total)},100000.00`,
      '25/11/26,ATM WITHDRAWAL,000000,25/11/26,2000.00,,98000.00',
    ].join('\n');
    const file = testInfo.outputPath('hdfc-statement.csv');
    writeFileSync(file, statement);

    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, DEMO_ADMIN);
    await page.goto(`/admin/orders?q=Kavya stmt`);
    await page.getByRole('button', { name: 'Import bank statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import bank statement' });
    await expect(dialog).toContainText('HDFC Bank or State Bank of India');
    // Nothing in it runs past its edge (the file input once did, on a phone).
    expect(await dialog.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const input = dialog.getByLabel('Statement file (CSV)');

    // A file far larger than any statement is refused before it is read.
    await input.setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The file is larger than 5 MB. Download a shorter period from your bank and try again.',
    );

    await input.setInputFiles(file);
    await expect(dialog.getByRole('status')).toHaveText(
      'Read as the HDFC Bank layout: 5 credits, 2 matching an order exactly, 3 not matched.',
    );
    const matches = dialog.getByTestId('statement-match');
    await expect(matches).toHaveCount(2);
    await expect(matches.nth(0)).toContainText(`Order #${first.id.slice(0, 8)}`);
    await expect(matches.nth(0)).toContainText(first.customer);
    await expect(matches.nth(1)).toContainText(second.customer);
    const problems = dialog.getByTestId('statement-problem');
    await expect(problems).toHaveCount(3);
    await expect(problems.nth(0)).toContainText(`Amount differs: expected ₹${wrongAmount.total.toLocaleString('en-IN')}`);
    await expect(problems.nth(1)).toContainText('UTR not found');
    await expect(problems.nth(2)).toContainText('Duplicate line');
    // The preview changed nothing.
    expect(await paymentOf(admin, first.id)).toBe('submitted');
    await page.screenshot({ path: `/tmp/i31-statement-preview-${width}.png` });

    await dialog.getByRole('button', { name: 'Mark 2 orders paid' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 orders marked paid. 3 not matched: nothing changed for those.');
    expect(await paymentOf(admin, first.id)).toBe('paid');
    expect(await paymentOf(admin, second.id)).toBe('paid');
    expect(await paymentOf(admin, wrongAmount.id)).toBe('submitted');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    // The list was read again: the cards say so.
    await expect(card(page, first).getByTestId('payment-status')).toHaveText('Paid');
    await expect(card(page, wrongAmount).getByTestId('payment-status')).toHaveText('Payment to verify');
    await card(page, first)
      .getByText(/^Status history/)
      .click();
    await expect(card(page, first).getByText('Bank statement import')).toBeVisible();
  });
}

test("at 390 px: Mark paid on an order whose buyer gave no UTR records the statement's, checked, and the card shows it", async ({
  page,
}) => {
  // The buyer paid but never said so; the shop finds the credit on its statement.
  const order = await orderWithUtr('statement', false);
  const taken = await orderWithUtr('statement-taken');
  const admin = await apiClientAs(DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  const shown = card(page, order);
  await expect(shown.getByTestId('payment-status')).toHaveText('Unpaid');
  const markPaid = shown.getByRole('button', { name: 'Mark paid' });
  await markPaid.click();
  const dialog = page.getByRole('dialog', { name: 'Mark this order paid?' });
  await expect(dialog).toContainText('no UTR given');
  const field = dialog.getByRole('textbox', { name: /UTR from the bank statement/ });
  await expect(field).toBeFocused();
  // Not a UPI UTR: said under the field, nothing sent.
  await field.fill('HDFCN52026112812345');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByText('The UTR is the 12-digit reference of your payment: digits only')).toBeVisible();
  // Another order's UTR: the database refuses it, the dialog stays with what was typed.
  await field.fill(taken.utr);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This UTR has already been used for another order');
  await expect(field).toHaveValue(taken.utr);
  expect(await paymentOf(admin, order.id)).toBe('unpaid');
  await page.screenshot({ path: '/tmp/mark-paid-reference-390.png' });

  await field.fill(`${order.utr.slice(0, 4)} ${order.utr.slice(4, 8)} ${order.utr.slice(8)}`);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(shown.getByTestId('payment-status')).toHaveText('Paid');
  await expect(shown.getByText(order.utr, { exact: true })).toBeVisible();
  const { data } = await admin.from('delivery_addresses').select('utr, payment_reference_method').eq('id', order.id).single();
  expect(data).toEqual({ utr: order.utr, payment_reference_method: 'upi' });
});
