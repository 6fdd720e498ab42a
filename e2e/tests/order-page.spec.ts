import { expect, test, type Locator, type Page } from './support/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { expectAccessibleAndFits } from './support/a11y';
import { ANON_KEY, DEMO_ADMIN, signInThroughDialog, SUPABASE_URL } from './support/session';

// The buyer's order page (issue 33) in the composed shop: order from a listing, the payment step's link to
// /order/{token}, the page itself (figures, deadline, "I have paid" by link) at 1280 and 390 px, axe-clean;
// 'Order not found' for a link nobody was given; 'My Orders' of a buyer who ordered as a guest first.

// Orders are capped per phone number: each order here has a number (and an e-mail) of its own.
let serial = 0;
const unique = () => `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '');
const uniquePhone = () => `8${unique().slice(-9).padStart(9, '0')}`;
const uniqueUtr = () => `5${unique().slice(-11).padStart(11, '0')}`;

async function orderFromListing(page: Page, slug: string, email: string) {
  await page.goto(`/${slug}`);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  for (const [label, value] of Object.entries({
    'Full name': 'Meera Pillai',
    Phone: uniquePhone(),
    'Address line 1': '4, Temple Street',
    City: 'Madurai',
    'PIN code': '625001',
    'E-mail for order updates': email,
  })) {
    await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('Tamil Nadu');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  const heading = payment.getByRole('heading', { name: /^Order #[0-9a-f]{8}$/ });
  await expect(heading).toBeVisible();
  return { payment, reference: (await heading.textContent())!.slice('Order #'.length) };
}

async function followOrderPageLink(page: Page, payment: Locator) {
  await payment.getByRole('link', { name: 'your order page' }).click();
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{32}$/);
  await expect(payment).toBeHidden();
}

for (const width of [1280, 390]) {
  test(`order → payment step → its order page, and paying there, at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const listing = await createListing(await apiClientAs(DEMO_ADMIN), `order-page-${width}`, { price: 3_150 });
    const { payment, reference } = await orderFromListing(page, listing.slug, `meera.${unique()}@example.com`);
    await followOrderPageLink(page, payment);

    await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
    await expect(page.getByText('Waiting for your payment')).toBeVisible();
    await expect(page.getByRole('link', { name: listing.name })).toHaveAttribute('href', `/${listing.slug}`);
    const figures = page.getByLabel('Agreed figures');
    await expect(figures).toContainText('₹3,150');
    await expect(figures).toContainText('₹3,200');
    await expect(
      page.getByText(/^Pay by \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M IST — the piece is held for you until then$/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Order placed');
    // Where the parcel goes (issue 50), as the buyer typed it.
    await expect(page.getByTestId('order-delivery-address')).toHaveText('Meera Pillai4, Temple StreetMadurai, Tamil Nadu 625001');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectAccessibleAndFits(page, width, testInfo.outputPath(`order-page-${width}.png`));
    await page.screenshot({ path: testInfo.outputPath(`order-page-${width}-full.png`), fullPage: true });

    // "I have paid" on the page itself: a malformed UTR is refused and kept, a good one is taken.
    const utr = page.getByRole('textbox', { name: /UTR/ });
    await utr.fill('12345');
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await expect(page.getByText('The UTR is the 12-digit reference of your payment: digits only')).toBeVisible();
    await expect(utr).toHaveValue('12345');
    const reference12 = uniqueUtr();
    await utr.fill(reference12);
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await expect(page.getByText('Payment submitted — we are verifying it').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(reference12);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Payment submitted — we are verifying it');
    await expectAccessibleAndFits(page, width, testInfo.outputPath(`order-page-submitted-${width}.png`));
  });
}

test('an unknown or tampered order link shows “Order not found” and nothing else', async ({ page }, testInfo) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/order/${'x'.repeat(31)}Q`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByLabel('Agreed figures')).toHaveCount(0);
    await expectAccessibleAndFits(page, width, testInfo.outputPath(`order-not-found-${width}.png`));
  }
});

test('My Orders lists an order placed as a guest in this browser once the person adds it after signing in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = { email: `orders.${unique()}@example.com`, password: 'my-orders-123' };
  const signUp = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  expect((await signUp.auth.signUp(account)).error).toBeNull();

  const listing = await createListing(await apiClientAs(DEMO_ADMIN), 'my-orders');
  const { payment, reference } = await orderFromListing(page, listing.slug, account.email);
  await payment.getByRole('button', { name: 'Back to shop' }).click();
  await expect(payment).toBeHidden();

  await signInThroughDialog(page, account);
  // The guest order joins the account only when the person says so (issue 50).
  const prompt = page.getByRole('dialog', { name: 'Orders placed on this device' });
  await expect(prompt.getByRole('listitem').filter({ hasText: `Order #${reference}` })).toContainText(listing.name);
  await prompt.getByRole('button', { name: 'Add to my account' }).click();
  await expect(prompt).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: `Order #${reference}` });
  await expect(order).toContainText('Waiting for your payment');
  await expectAccessibleAndFits(page, 1280, test.info().outputPath('my-orders-1280.png'));
  await order.getByRole('link', { name: listing.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link opens the order rendered by the server, kept by no shared cache; an unknown token answers 404', async ({
    page,
  }) => {
    const listing = await createListing(await apiClientAs(DEMO_ADMIN), 'order-page-no-js', { price: 2_750 });
    const buyer = apiClient();
    expect((await buyer.auth.signInAnonymously()).error).toBeNull();
    const { data, error } = await buyer.rpc('place_order', {
      collectible_id: listing.id,
      full_name: 'Meera Pillai',
      phone: uniquePhone(),
      address_line1: '4, Temple Street',
      address_line2: '',
      city: 'Madurai',
      state: 'Tamil Nadu',
      pincode: '625001',
    });
    expect(error).toBeNull();
    const order = data as { order_id: string; access_token: string };

    const response = await page.goto(`/order/${order.access_token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_id.slice(0, 8)}` })).toBeVisible();
    await expect(page.getByText('Waiting for your payment')).toBeVisible();
    await expect(page.getByLabel('Agreed figures')).toContainText('₹2,750');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(
      '4, Temple StreetMadurai, Tamil Nadu 625001',
    );

    const unknown = await page.goto(`/order/${'x'.repeat(31)}Q`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  });
});
