import { expect, test } from './support/test';
import { CATEGORY, expectedPage } from './catalog-data';
import {
  fillDelivery,
  guest,
  onFirstScreen,
  openCheckoutFromListing,
  ownListing,
  PHONE,
  seriousA11yViolations,
  tapSize,
} from './buyer-phone-support';

// Issue 19: the buyer's path on a phone, finding by finding, against the real backend.
test.use(PHONE);
// Ten walks through the shop on a shared, busy machine: each gets room.
test.describe.configure({ timeout: 120_000 });

test('1. a page past the last one moves to the last page, not to a connection error', async ({ page }) => {
  // Specs beside this one add listings: the count is read again until the shop's page and it agree.
  let last = 0;
  await expect(async () => {
    const { total } = await expectedPage();
    last = Math.ceil(total / 12);
    await page.goto('/?page=999');
    await expect(page).toHaveURL(`/?page=${last}`, { timeout: 5_000 });
    await expect(page.getByTestId('result-count')).toContainText(`of ${total} items`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Please check your connection')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Page ${last}`, exact: false }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/h19-page-clamp-390.png', fullPage: false });
});

test('2. an invalid or unknown category shows all collections with a gentle notice', async ({ page }) => {
  for (const category of ['notauuid', 'ca000000-0000-4000-8000-0000000000ff']) {
    await page.goto(`/?category=${category}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'We could not find that collection, so all collections are shown.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Collections' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('list', { name: 'Collectibles' }).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByText('Please check your connection')).toHaveCount(0);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('3. a stray second tap on the backdrop does not close the payment step', async ({ page }) => {
  const listing = await ownListing('double-tap');
  const dialog = await openCheckoutFromListing(page, listing.slug);
  await fillDelivery(dialog);
  await dialog.getByRole('button', { name: 'Continue to payment' }).tap();
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByRole('heading', { name: /^Order #[0-9a-f]{8}$/ })).toBeVisible();
  // Where the second tap of a double tap lands once the dialog is shorter: the backdrop.
  await page.touchscreen.tap(195, 20);
  // The tap has been handled and its outcome rendered once the page has drawn two frames since.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  await expect(payment).toHaveAttribute('data-state', 'open');
  await expect(payment.getByRole('heading', { name: /^Order #/ })).toBeVisible();
  await expect(payment.getByRole('link', { name: /with a UPI app/ })).toBeVisible();
});

test('4. after an order a reload brings the payment step back, and nobody can order the coin again', async ({
  page,
  browser,
}) => {
  const listing = await ownListing('reload-pay', 2500);
  const dialog = await openCheckoutFromListing(page, listing.slug);
  await fillDelivery(dialog);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  const heading = payment.getByRole('heading', { name: /^Order #[0-9a-f]{8}$/ });
  const reference = await heading.textContent();
  // The phone was sent to the UPI app (upi://…); the buyer comes back to the same address.
  const address = page.url();
  expect(new URL(address).searchParams.has('checkout')).toBe(true);

  // A reload, or the browser coming back from a UPI app that did not open. The step sends the phone to
  // upi://… from an effect just after it shows; a navigation begun at that moment is cancelled by it.
  await expect(async () => {
    await page.goto(address);
  }).toPass({ timeout: 15_000 });
  await expect(payment.getByRole('heading', { name: reference! })).toBeVisible();
  await expect(payment.getByText('You have ordered this item. Your order is waiting for payment.')).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Pay ₹2,550 with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?/);
  await page.screenshot({ path: '/tmp/h19-payment-after-reload-390.png' });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The listing opened afresh (another tab of the same browser): it says the order is the buyer's
  // own, and its button brings the payment step back, never an empty form.
  const again = await page.context().newPage();
  await again.goto(`/${listing.slug}`);
  await expect(again.getByTestId('listing-hold')).toHaveText('You have ordered this item. Complete your payment to confirm it.');
  await again.getByRole('button', { name: 'Complete your payment' }).click();
  await expect(
    again.getByRole('dialog', { name: 'Complete your payment' }).getByRole('heading', { name: reference! }),
  ).toBeVisible();
  await again.close();

  // Anyone else: the listing says it is on hold, and the database refuses a second order.
  const other = await browser.newContext(PHONE);
  const otherPage = await other.newPage();
  await otherPage.goto(`/${listing.slug}`);
  await expect(otherPage.getByTestId('buy-bar').getByText('On hold')).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
  await other.close();
  const { error } = await (await guest()).rpc('place_order', {
    collectible_id: listing.id,
    full_name: 'Second Buyer',
    phone: '9845012345',
    address_line1: '1 MG Road',
    address_line2: '',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
  });
  expect(error?.message).toBe('This item has just been reserved by another buyer');
});

test('5. name, price, status and Purchase Now are on the first screen at 390 × 844, the gallery first', async ({ page }) => {
  const listing = await ownListing('fold');
  await page.goto(`/${listing.slug}`);
  const bar = page.getByTestId('buy-bar');
  await expect(bar.getByText(listing.name)).toBeVisible();
  expect(await onFirstScreen(bar.getByText(listing.name))).toBe(true);
  expect(await onFirstScreen(bar.getByText('₹4,321'))).toBe(true);
  expect(await onFirstScreen(bar.getByText('Available'))).toBe(true);
  expect(await onFirstScreen(page.getByRole('button', { name: 'Purchase Now' }))).toBe(true);
  const gallery = (await page
    .getByRole('img', { name: new RegExp(listing.name) })
    .first()
    .boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(gallery.y).toBeLessThan(heading.y);
  await page.screenshot({ path: '/tmp/h19-listing-390.png' });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('6. a reload mid-checkout keeps what was typed, but not the promo code', async ({ page }) => {
  const listing = await ownListing('draft');
  const dialog = await openCheckoutFromListing(page, listing.slug);
  await fillDelivery(dialog);
  await dialog.getByLabel('Promo code').fill('WELCOME10');
  await page.reload();
  const again = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(again.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await expect(again.getByLabel('PIN code')).toHaveValue('600004');
  await expect(again.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu');
  await expect(again.getByLabel('Promo code')).toHaveValue('');
});

test('7. price filters take whole rupees only, keep only valid values in the URL, and say when min is above max', async ({
  page,
}) => {
  // The page's clock, so the test can pass the filter's typing pause instead of waiting it out.
  await page.clock.install();
  await page.goto(`/?category=${CATEGORY.mughal}&min=-500&max=1e3`);
  await expect(page).toHaveURL(`/?category=${CATEGORY.mughal}`);
  const min = page.getByLabel('Min price');
  const max = page.getByLabel('Max price');
  await min.fill('99999999999999999999');
  await expect(min).toHaveValue('999999999');
  await min.fill('-1e3');
  await expect(min).toHaveValue('13');
  await expect(page).toHaveURL(`/?category=${CATEGORY.mughal}&min=13`);
  // The page's time stands still while both are typed (on a loaded machine, the pause between two fills
  // passed the typing pause and wrote min=5000 alone); runFor passes it below.
  await page.clock.pauseAt(Date.now() + 1000);
  await min.fill('5000');
  await max.fill('100');
  await expect(page.getByRole('alert').filter({ hasText: 'Min price is higher than max price' })).toBeVisible();
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  // The URL keeps the last valid range; the inverted one is never written, even once typing has paused.
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(`/?category=${CATEGORY.mughal}&min=13`);
  await max.fill('9000');
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(`/?category=${CATEGORY.mughal}&min=5000&max=9000`);
  await expect(page.getByText('Min price is higher than max price')).toHaveCount(0);
});

test('8. offline, the sign-in dialog says so in words', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/privacy-policy');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email Address').fill('buyer@sikka.local');
  await dialog.getByLabel('Password').fill('sikka-buyer-123');
  await page.route(/^http:\/\/(localhost|127\.0\.0\.1):54321\//, (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You appear to be offline. Check your connection and try again.');
  await expect(dialog.getByText('Failed to fetch')).toHaveCount(0);
});

test('9. tap targets are at least 44 × 44 px at 390 px', async ({ page }) => {
  await page.goto('/?min=100');
  const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
  for (const chip of await chips.all()) expect((await tapSize(chip)).height).toBeGreaterThanOrEqual(44);
  expect((await tapSize(page.getByRole('button', { name: 'Clear Filters' }))).height).toBeGreaterThanOrEqual(44);
  for (const link of await page.locator('footer').getByRole('link').all()) {
    expect((await tapSize(link)).height).toBeGreaterThanOrEqual(44);
  }
  const listing = await ownListing('tap');
  await openCheckoutFromListing(page, listing.slug);
  const close = page.getByRole('dialog', { name: 'Delivery Details' }).getByRole('button', { name: 'Close' });
  const size = await tapSize(close);
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: '/tmp/h19-checkout-390.png' });
});

test("10. the privacy policy says the seller's phone is required, as the Sell form does", async ({ page }) => {
  await page.goto('/privacy-policy');
  const sellers = page.getByRole('listitem').filter({ hasText: 'Seller submissions:' });
  await expect(sellers).toContainText('your phone number (required');
  await expect(sellers).not.toContainText('optional');
});
