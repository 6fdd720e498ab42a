import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN, signInAs } from './support/session';

// A large piece paid by bank transfer (issue 49), as the buyer and the owner live it: a ₹1,50,000 order
// through the checkout remote's standalone bench (:3002/?id=<listing id>), the transfer's details with a
// reference banks take ('SIKKA ORDER 6A29EEC0') and copy buttons, 'I have paid' with a NEFT reference,
// then the owner's HDFC statement whose line quotes that order reference: matched, said why, marked
// paid once confirmed, and the buyer's order page says the payment was received.
const BENCH = 'http://localhost:3002/';

let serial = 0;
const digits = (length: number) =>
  `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '').slice(-length).padStart(length, '0');

test('a ₹1,50,000 order paid by NEFT is matched from an HDFC statement line that quotes its reference', async ({
  browser,
  page: owner,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'neft', { price: 149_950 });

  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await buyerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BENCH).origin });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`${BENCH}?id=${listing.id}`);
  const delivery = buyer.getByRole('dialog', { name: 'Delivery Details' });
  for (const [label, value] of Object.entries({
    'Full name': 'Ravi Kumar',
    Phone: `9${digits(9)}`,
    'Address line 1': '14, Residency Road',
    City: 'Bengaluru',
    'PIN code': '560025',
  })) {
    await delivery.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await delivery.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
  await delivery.getByRole('button', { name: 'Continue to payment' }).click();

  const payment = buyer.getByRole('dialog', { name: 'Complete your payment' });
  const heading = payment.getByRole('heading', { name: /^Order #[0-9a-f]{8}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.slice('Order #'.length);
  const remark = `SIKKA ORDER ${reference.toUpperCase()}`;
  await expect(payment.getByText('Total to pay: ₹1,50,000')).toBeVisible();
  const bank = payment.getByLabel('Bank transfer details');
  await expect(bank.getByText(remark, { exact: true })).toBeVisible();
  await bank.getByRole('button', { name: 'Copy reference to quote' }).click();
  await expect(bank.getByText('reference to quote: copied')).toBeAttached();
  expect(await buyer.evaluate(() => navigator.clipboard.readText())).toBe(remark);
  for (const what of ['account name', 'account number', 'IFSC']) {
    await expect(bank.getByRole('button', { name: `Copy ${what}` })).toBeVisible();
  }

  // "I have paid": the way of paying first, then its reference in that way's format.
  await payment.getByRole('button', { name: 'I have paid' }).click();
  const neft = `HDFCN5202611${digits(7)}`;
  await payment.getByRole('textbox', { name: /reference|UTR/ }).fill(neft.slice(0, 14));
  await payment.getByRole('button', { name: 'Submit payment' }).click();
  await expect(payment.getByText('Please choose how you paid: NEFT, RTGS or IMPS')).toBeVisible();
  await payment.getByRole('radio', { name: 'NEFT' }).check();
  await payment.getByRole('button', { name: 'Submit payment' }).click();
  await expect(
    payment.getByText(
      'The NEFT reference (UTR) is 16 to 22 letters and digits, starting with a letter, e.g. HDFCN52026112812345',
    ),
  ).toBeVisible();
  const field = payment.getByRole('textbox', { name: 'NEFT reference (UTR)' });
  await expect(field).toHaveValue(neft.slice(0, 14));
  await field.fill(neft.toLowerCase());
  await payment.getByRole('button', { name: 'Submit payment' }).click();
  // The dialog's title follows the payment (issue 49): 'Payment submitted' once the reference is taken.
  const submitted = buyer.getByRole('dialog', { name: 'Payment submitted' });
  await expect(submitted.getByRole('heading', { name: 'Payment submitted — we are verifying it' })).toBeVisible();
  await expect(submitted.getByText(neft)).toBeVisible();
  await buyer.screenshot({ path: testInfo.outputPath('neft-submitted.png'), fullPage: true });

  const { data: order, error } = await admin
    .from('delivery_addresses')
    .select('id, total, payment_method, payment_status, utr, payment_reference_method, access_token')
    .eq('collectible_id', listing.id)
    .single();
  expect(error).toBeNull();
  expect(order).toMatchObject({
    total: 150_000,
    payment_method: 'bank_transfer',
    payment_status: 'submitted',
    utr: neft,
    payment_reference_method: 'neft',
  });

  // The owner's HDFC statement: the line carries the bank's own reference, not the one the buyer typed,
  // and quotes the order reference in its narration.
  const statement = [
    'HDFC BANK Ltd.,,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: '2-digit' }).format(new Date())},NEFT CR-SBIN0001234-RAVI KUMAR-${remark},N33326${digits(10)},,,"1,50,000.00","2,50,000.00"`,
  ].join('\n');
  const file = testInfo.outputPath('hdfc-neft-statement.csv');
  writeFileSync(file, statement);

  await owner.setViewportSize({ width: 1280, height: 900 });
  await signInAs(owner, DEMO_ADMIN);
  await owner.goto('/admin/orders');
  await owner.getByRole('button', { name: 'Import bank statement' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Import bank statement' });
  // The sample of each layout downloads, and is a statement the dialog reads.
  await expect(dialog.getByText(/^Date · Narration · Chq\.\/Ref\.No\. · Value Dt/)).toBeVisible();
  const downloading = owner.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download a sample HDFC Bank file' }).click();
  const sample = await downloading;
  expect(sample.suggestedFilename()).toBe('sample-hdfc-bank-statement.csv');
  expect(readFileSync((await sample.path())!, 'utf8')).toMatch(
    /^Date,Narration,Chq\.\/Ref\.No\.,Value Dt,Withdrawal Amt\.,Deposit Amt\.,Closing Balance\r?\n/,
  );
  await dialog.getByLabel('Statement file (CSV)').setInputFiles(file);
  await expect(dialog.getByRole('status')).toHaveText(
    'Read as the HDFC Bank layout: 1 credit, 1 matching an order exactly, 0 not matched.',
  );
  const match = dialog.getByTestId('statement-match');
  await expect(match).toContainText(`Order #${reference}`);
  await expect(match).toContainText('Ravi Kumar');
  await expect(match).toContainText(`Order reference ${remark.slice('SIKKA '.length)} in the narration, same amount`);
  await owner.screenshot({ path: testInfo.outputPath('statement-preview.png') });
  expect((await admin.from('delivery_addresses').select('payment_status').eq('id', order!.id).single()).data).toEqual({
    payment_status: 'submitted',
  });

  await dialog.getByRole('button', { name: 'Mark 1 order paid' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 order marked paid. 0 not matched: nothing changed for those.');

  // The buyer's own page, opened anew: the money was found.
  const orderPage = await buyerContext.newPage();
  await orderPage.goto(`http://localhost:3000/order/${order!.access_token}`);
  await expect(orderPage.getByText('Payment received — we are preparing your parcel')).toBeVisible();
  await buyerContext.close();
});
