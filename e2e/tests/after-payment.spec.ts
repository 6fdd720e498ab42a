import { apiClient, apiClientAs, buyerHolding, createListing } from './catalog-data';
import { DEMO_ADMIN, signInAs, signInThroughDialog } from './support/session';
import { expect, test } from './support/test';

// After payment the listing says so (issue 49): the buyer whose order the shop has confirmed sees the piece
// as theirs, with the way to their order page, and the checkout dialog's title follows the payment.

test("the paid buyer's listing reads 'Paid — your order is being prepared' with a link to the order", async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'paid-listing', { price: 2_100 });
  const { account, order } = await buyerHolding(listing.id, 'paid');
  expect((await admin.rpc('mark_order_paid', { order_id: order.order_id })).error).toBeNull();

  await page.goto(`/${listing.slug}`);
  await signInThroughDialog(page, account);
  const notice = page.getByTestId('listing-hold');
  await expect(notice).toContainText('Paid — your order is being prepared');
  await expect(notice).not.toContainText('Complete your payment');
  await expect(page.getByTestId('listing-status')).toHaveText('Paid');
  await page.screenshot({ path: test.info().outputPath('paid-listing.png') });

  // The dialog behind the button no longer asks for a payment.
  await page.getByRole('button', { name: 'View payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your order' });
  await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Complete your payment' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await notice.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(`/order/${order.access_token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_id.slice(0, 8)}` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a buyer who has sent their payment reference reads that it is being verified, not a call to pay', async ({ page }) => {
    const admin = await apiClientAs(DEMO_ADMIN);
    const listing = await createListing(admin, 'submitted-listing', { price: 1_450 });
    const { account } = await buyerHolding(listing.id, 'sent');

    await signInAs(page, account);
    await page.goto(`/${listing.slug}`);
    const notice = page.getByTestId('listing-hold');
    await expect(notice).toHaveText('You have ordered this item. Complete your payment to confirm it.');
    // The bar's long label takes two lines rather than lying over the price and its status.
    const bar = page.getByTestId('buy-bar');
    const pay = bar.getByRole('button', { name: 'Complete your payment' });
    const status = (await bar.getByTestId('buy-bar-status').boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual((await pay.boundingBox())!.x);
    await page.screenshot({ path: test.info().outputPath('owed-bar.png') });

    await pay.click();
    const payment = page.getByRole('dialog', { name: 'Complete your payment' });
    await payment.getByRole('button', { name: 'I have paid' }).click();
    const utr = payment.getByRole('textbox', { name: /UTR/ });
    await expect(utr).toBeFocused();
    await utr.fill(`4${Date.now().toString().slice(-11)}`);
    await payment.getByRole('button', { name: 'Submit payment' }).click();
    const submitted = page.getByRole('dialog', { name: 'Payment submitted' });
    await expect(submitted.getByRole('heading', { name: 'Payment submitted — we are verifying it' })).toBeVisible();
    await submitted.getByRole('button', { name: 'Close' }).click();

    // Closed, the listing reads the order again: no call to pay, and the way to follow it.
    await expect(notice).toHaveText('Payment submitted — we are verifying it View your order');
    await expect(bar.getByRole('button', { name: 'View payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete your payment' })).toHaveCount(0);
    await page.reload();
    await expect(notice).toHaveText('Payment submitted — we are verifying it View your order');
  });
});

test('cancelling a paid order revokes its certificate: /verify says revoked and when', async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'cancel-revokes', { price: 3_300 });
  const guest = apiClient();
  expect((await guest.auth.signInAnonymously()).error).toBeNull();
  const placed = await guest.rpc('place_order', {
    collectible_id: listing.id,
    full_name: 'Kavya Refund',
    phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    address_line1: '12 Temple Street',
    address_line2: '',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
  });
  expect(placed.error).toBeNull();
  const orderId = (placed.data as { order_id: string }).order_id;
  expect((await admin.rpc('mark_order_paid', { order_id: orderId })).error).toBeNull();
  const papers = (await admin.rpc('order_documents', { order_id: orderId })).data as { certificates: { code: string }[] };
  const code = papers.certificates[0]!.code;

  // The admin cancels it in the Orders Dashboard: the dialog says the order is paid and a refund is due.
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent('Kavya Refund')}`);
  const card = page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` });
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText('This order is paid: a refund of ₹3,350 is due to the buyer');
  await ask.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(ask).toBeHidden();
  // The dialog closes at once; the order is cancelled when its card says so (leaving sooner can abort the
  // request: the button is disabled while it is in flight too, so only the status badge tells).
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.goto(`/verify/${code}`);
  await expect(page.getByText('This certificate has been revoked')).toBeVisible();
  await expect(page.getByText(/^Revoked on [A-Z][a-z]+ \d{1,2}, \d{4}: The order was cancelled$/)).toBeVisible();
});
