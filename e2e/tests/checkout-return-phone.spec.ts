import { expect, test } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN } from './support/session';

// Issue 28 item 8: a buyer orders on a phone (the checkout hands the UPI link to the phone's UPI app),
// comes back later to the listing's plain address, and 'Complete your payment' in the sticky bar brings
// the payment step back, without sending them to the UPI app again unasked.
//
// The walk's "tapping does nothing" was the test browser, not the shop: Linux Chromium has no handler for
// upi://, so it keeps an 'Open xdg-open?' prompt pending on that tab, and headless it can never be answered;
// every later tap on that tab then waits on it (a click dispatched inside the page opens the dialog at
// once). On a phone the UPI app takes the link and the tab stays usable, which a second tab stands for here.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
});

let serial = 0;
const uniquePhone = () => `9${`${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '').slice(-9).padStart(9, '0')}`;

test('a returning buyer on a phone reopens the payment step from the sticky bar', async ({ page, context }) => {
  const listing = await createListing(await apiClientAs(DEMO_ADMIN), 'return-phone');
  await page.goto(`/${listing.slug}`);
  await page.getByRole('button', { name: 'Purchase Now' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  for (const [label, value] of Object.entries({
    'Full name': 'Anil Kumar',
    Phone: uniquePhone(),
    'Address line 1': '4, MG Road',
    City: 'Bengaluru',
    'PIN code': '560001',
  }))
    await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
  const handedToUpiApp = page.waitForRequest((request) => request.url().startsWith('upi://pay?'));
  await dialog.getByRole('button', { name: 'Continue to payment' }).tap();
  const reference = new URL((await handedToUpiApp).url()).searchParams.get('tr');
  expect(reference).toMatch(/^[0-9a-f]{8}$/);

  // Later, back from the UPI app: the listing's plain address.
  const later = await context.newPage();
  const upiAgain: string[] = [];
  later.on('request', (request) => request.url().startsWith('upi:') && upiAgain.push(request.url()));
  await later.goto(`/${listing.slug}`);
  const bar = later.getByTestId('buy-bar');
  await expect(bar.getByTestId('buy-bar-status')).toHaveText('On hold');
  await bar.getByRole('button', { name: 'Complete your payment' }).tap();
  const payment = later.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByRole('heading', { name: `Order #${reference}` })).toBeVisible();
  await expect(payment.getByText('You have ordered this item. Your order is waiting for payment.')).toBeVisible();
  await expect(payment.getByRole('link', { name: /with a UPI app$/ })).toHaveAttribute('href', /^upi:\/\/pay\?/);
  await later.screenshot({ path: '/tmp/checkout-return-phone-390.png' });
  expect(upiAgain).toEqual([]);
});
