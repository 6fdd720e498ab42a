import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from './support/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN, signInAs } from './support/session';
import { expectAccessibleAndFits, openAdminListAt } from './support/a11y';
import { mainHeading } from './support/shell';

/** Orders Dashboard (spec §2, issue 15 items 1, 6, 7) on orders the test places itself. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface PlacedOrder {
  id: string;
  customer: string;
  phone: string;
  city: string;
  listing: { id: string; slug: string; name: string };
  /** The buyer's own session (a guest's: the shop caps unpaid orders per session and per phone at 2). */
  buyer: SupabaseClient;
  /** The e-mail the buyer gave for order updates. */
  email: string;
}

async function placeOrder(label: string): Promise<PlacedOrder> {
  const admin = await apiClientAs(DEMO_ADMIN);
  const tag = unique();
  // A name of its own: the dashboard's search finds an order by the piece it bought too.
  const listing = await createListing(admin, `orders-${label}`, { name: `E2E orders-${label} coin ${tag}` });
  const buyer = apiClient();
  const signedIn = await buyer.auth.signInAnonymously();
  if (signedIn.error) throw signedIn.error;
  const customer = `Meera ${label} ${tag}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const city = `Hubli ${tag}`;
  const email = `meera.${tag}@example.in`;
  const { data, error } = await buyer.rpc('place_order', {
    collectible_id: listing.id,
    full_name: customer,
    phone,
    address_line1: '4 Station Road',
    address_line2: 'Near Clock Tower',
    city,
    state: 'Karnataka',
    pincode: '580020',
    promo_code: 'WELCOME10',
    buyer_email: email,
  });
  if (error) throw error;
  return { id: (data as { order_id: string }).order_id, customer, phone, city, listing, buyer, email };
}

const statusOf = async (client: SupabaseClient, id: string) =>
  (await client.from('delivery_addresses').select('status').eq('id', id).single()).data?.status as string;

const card = (page: Page, order: PlacedOrder) => page.getByRole('article', { name: `Order #${order.id.slice(0, 8)}` });

/**
 * 'Mark Fulfilled' asks for the parcel (issue 33): India Post Speed Post with a tracking number. These
 * orders are unpaid, so the card first asks whether to ship an unpaid order (issue 49): this answers yes.
 */
async function markFulfilled(page: Page, shown: Locator) {
  await shown.getByRole('button', { name: 'Mark Fulfilled' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Fulfil an unpaid order?' });
  await expect(ask).toContainText('is unpaid (Unpaid)');
  await ask.getByRole('button', { name: 'Fulfil unpaid order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Fulfilled' });
  await dialog.getByLabel('Tracking number').fill('EE123456785IN');
  await dialog.getByRole('button', { name: 'Mark Fulfilled' }).click();
  return dialog;
}

/** 'Cancel Order' asks first; this answers yes. */
async function cancelOrder(page: Page, shown: Locator) {
  await shown.getByRole('button', { name: 'Cancel Order' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await ask.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(ask).toBeHidden();
}

test('an order card shows the item, the customer, the amounts and both statuses', async ({ page }) => {
  const order = await placeOrder('card');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  await expect(mainHeading(page)).toHaveText('Orders Dashboard');
  await expect(page.getByPlaceholder('Search orders by name, phone, address...')).toHaveValue(order.customer);
  const shown = card(page, order);
  await expect(shown).toBeVisible();
  await expect(page.getByTestId('count-badge')).toHaveText('1');
  await expect(shown.getByRole('link', { name: order.listing.name })).toHaveAttribute('href', `/${order.listing.slug}`);
  await expect(shown.getByText(`Order #${order.id.slice(0, 8)}`)).toBeVisible();
  await expect(shown.getByText(order.customer)).toBeVisible();
  const digits = order.phone;
  await expect(shown.getByRole('link', { name: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` })).toHaveAttribute(
    'href',
    `tel:+91${digits}`,
  );
  await expect(shown.getByText(`4 Station Road, Near Clock Tower, ${order.city}, Karnataka 580020`)).toBeVisible();
  // The buyer's e-mail (issue 50), to write to them about the order.
  await expect(shown.getByRole('link', { name: order.email })).toHaveAttribute('href', `mailto:${order.email}`);
  await expect(shown.getByText('WELCOME10')).toBeVisible();
  // 4,321 with 10 % off: discount 432, shipping 50, total 3,939.
  await expect(shown.getByText('−₹432 (10%)')).toBeVisible();
  await expect(shown.getByText('₹3,939')).toBeVisible();
  await expect(shown.getByText('Received', { exact: true })).toBeVisible();
  // This open order holds the piece (one coin, one buyer): the item badge says so, not 'Available'.
  await expect(shown.getByTestId('item-status')).toHaveText('On hold');
  await expect(shown.locator('img')).toHaveAttribute('src', /collectible-images/);
});

test('Mark Fulfilled and Cancel Order persist, move only forward and add to the history; a buyer is refused', async ({
  page,
}) => {
  const order = await placeOrder('status');
  const admin = await apiClientAs(DEMO_ADMIN);
  // Fulfilled only with its shipment (issue 33): the admin's bare status change is refused, the card stays Received.
  const bare = await admin.from('delivery_addresses').update({ status: 'fulfilled' }).eq('id', order.id).select('id');
  expect(bare.error).toMatchObject({ code: 'P0001', hint: 'order_shipment_required' });
  expect(await statusOf(admin, order.id)).toBe('received');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  const shown = card(page, order);
  await expect(shown.getByText('Received', { exact: true })).toBeVisible();
  await expect(await markFulfilled(page, shown)).toBeHidden();
  await expect(shown.getByRole('button', { name: 'Mark Fulfilled' })).toBeDisabled();
  await expect(shown.getByText('Fulfilled', { exact: true })).toBeVisible();
  // The keyboard focus stays on the order, on what is left to do (the money), not on the page.
  await expect(shown.getByRole('button', { name: 'Mark paid' })).toBeFocused();
  await expect(shown.getByTestId('item-status')).toHaveText('Sold');
  await expect.poll(() => statusOf(admin, order.id)).toBe('fulfilled');

  // A fulfilled order can still be cancelled (a return); a cancelled one goes nowhere: both buttons stay, disabled.
  await expect(shown.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  await cancelOrder(page, shown);
  await expect(shown.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
  // Back on the button that asked (aria-disabled: it keeps the focus), not on the page.
  await expect(shown.getByRole('button', { name: 'Cancel Order' })).toBeFocused();
  await expect(shown.getByRole('button', { name: 'Mark Fulfilled' })).toBeDisabled();
  await expect.poll(() => statusOf(admin, order.id)).toBe('cancelled');

  await shown.getByText('Status history (2)').click();
  await expect(shown.getByText('Received → Fulfilled')).toBeVisible();
  await expect(shown.getByText('Fulfilled → Cancelled')).toBeVisible();
  await expect(shown.getByText(/admin@sikka\.local/).first()).toBeVisible();

  // The database refuses the same change from a buyer, even on the buyer's own order.
  const refused = await order.buyer.from('delivery_addresses').update({ status: 'received' }).eq('id', order.id).select('id');
  expect(refused.data ?? []).toEqual([]);
  expect(await statusOf(admin, order.id)).toBe('cancelled');
});

test("an unpaid order's actions start with 'Mark paid'; 'Mark Fulfilled' asks first, naming it unpaid; its times say IST", async ({
  page,
}) => {
  const order = await placeOrder('money-first');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  const shown = card(page, order);
  await expect(shown).toBeVisible();
  const actions = shown.getByRole('button', { name: /^(Mark paid|Reject payment|Mark Fulfilled|Cancel Order)$/ });
  await expect(actions).toHaveText(['Mark paid', 'Mark Fulfilled', 'Cancel Order']);
  // The hold's deadline names its date and zone.
  await expect(shown.getByText(/^Pay by [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M IST$/)).toBeVisible();

  await shown.getByRole('button', { name: 'Mark Fulfilled' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Fulfil an unpaid order?' });
  await expect(ask).toContainText(`${order.listing.name}) from ${order.customer} is unpaid (Unpaid)`);
  await ask.getByRole('button', { name: 'Not yet' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Mark Fulfilled' })).toBeHidden();
  expect(await statusOf(await apiClientAs(DEMO_ADMIN), order.id)).toBe('received');
  await page.screenshot({ path: '/tmp/i49-money-first.png' });
});

test("'Cancel Order' asks first: keeping the order changes nothing, and focus goes back to the button", async ({ page }) => {
  const order = await placeOrder('ask');
  const admin = await apiClientAs(DEMO_ADMIN);
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  const shown = card(page, order);
  await shown.getByRole('button', { name: 'Cancel Order' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText(
    `Order #${order.id.slice(0, 8)} (${order.listing.name}) from ${order.customer} will be cancelled, and the piece offered to other buyers again.`,
  );
  await expect(ask.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep Order' }).click();
  await expect(ask).toBeHidden();
  await expect(shown.getByRole('button', { name: 'Cancel Order' })).toBeFocused();
  await expect(shown.getByText('Received', { exact: true })).toBeVisible();
  expect(await statusOf(admin, order.id)).toBe('received');

  await cancelOrder(page, shown);
  await expect(shown.getByText('Cancelled', { exact: true })).toBeVisible();
  // Cancelling released the hold: the piece is for sale again.
  await expect(shown.getByTestId('item-status')).toHaveText('Available');
  await expect.poll(() => statusOf(admin, order.id)).toBe('cancelled');
});

test("a failed change says 'Failed to update status. Please try again.' and leaves the card as it was", async ({ page }) => {
  const order = await placeOrder('fail');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  const shown = card(page, order);
  await expect(shown).toBeVisible();
  // The server is down for writes only.
  await page.route('**/rest/v1/rpc/mark_order_fulfilled', (route) =>
    route.fulfill({ status: 503, body: '{"message":"unavailable"}' }),
  );
  const dialog = await markFulfilled(page, shown);
  await expect(dialog.getByRole('alert')).toHaveText('Failed to update status. Please try again.');
  await expect(dialog.getByLabel('Tracking number')).toHaveValue('EE123456785IN');
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(shown.getByText('Received', { exact: true })).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Mark Fulfilled' })).toBeEnabled();
  expect(await statusOf(await apiClientAs(DEMO_ADMIN), order.id)).toBe('received');
});

test("a change the database refuses (the order moved on elsewhere) shows the database's reason", async ({ page }) => {
  const order = await placeOrder('backwards');
  const admin = await apiClientAs(DEMO_ADMIN);
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  const shown = card(page, order);
  await expect(shown.getByRole('button', { name: 'Mark Fulfilled' })).toBeEnabled();
  // Another admin cancels it meanwhile; this card still offers 'Mark Fulfilled'.
  const cancelled = await admin.from('delivery_addresses').update({ status: 'cancelled' }).eq('id', order.id).select('id');
  expect(cancelled.error).toBeNull();
  const dialog = await markFulfilled(page, shown);
  await expect(dialog.getByRole('alert')).toHaveText('An order that is cancelled cannot be marked fulfilled');
  expect(await statusOf(admin, order.id)).toBe('cancelled');
});

test('search finds orders by customer name, phone (as typed or as shown), address, order number and the piece bought; nothing found says so', async ({
  page,
}) => {
  const order = await placeOrder('search');
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  const search = page.getByPlaceholder('Search orders by name, phone, address...');
  const shownPhone = `${order.phone.slice(0, 5)} ${order.phone.slice(5)}`;
  const number = `Order #${order.id.slice(0, 8)}`;
  // As the card shows them too: the phone as '+91 90000 66666' and the order number.
  for (const text of [
    order.customer.toLowerCase(),
    order.phone,
    order.city.toUpperCase(),
    shownPhone,
    `+91 ${shownPhone}`,
    number,
    order.listing.name.toUpperCase(),
  ]) {
    await search.fill(text);
    await expect(card(page, order)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  }
  await search.fill(`nobody-${unique()}`);
  await expect(page.getByRole('heading', { name: 'No matching orders found' })).toBeVisible();
  await expect(page.getByTestId('count-badge')).toHaveText('0');
});

test('search, status filter and page live in the URL and survive a reload and back', async ({ page }) => {
  test.setTimeout(60_000);
  const order = await placeOrder('url');
  // A second page needs more than one page of orders (12), whatever ran before this test.
  const { count } = await (await apiClientAs(DEMO_ADMIN)).from('delivery_addresses').select('id', { count: 'exact', head: true });
  for (let placed = count ?? 0; placed <= 12; placed++) await placeOrder(`page${placed}`);
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstOfPage1 = await page.getByRole('article').first().getAttribute('aria-label');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstOfPage1 ?? '');
  await page.reload();
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).not.toHaveCount(0);
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstOfPage1 ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);

  await page.getByRole('combobox', { name: 'Order status' }).click();
  await page.getByRole('option', { name: 'Received' }).click();
  await page.getByPlaceholder('Search orders by name, phone, address...').fill(order.customer);
  await expect(page).toHaveURL(/status=received/);
  await expect(card(page, order)).toBeVisible();
  await page.reload();
  await expect(page.getByPlaceholder('Search orders by name, phone, address...')).toHaveValue(order.customer);
  await expect(page.getByRole('combobox', { name: 'Order status' })).toHaveText('Received');
  await expect(card(page, order)).toBeVisible();
});

test('Export CSV downloads the orders of the current search', async ({ page }) => {
  const order = await placeOrder('csv');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.customer)}`);
  await expect(card(page, order)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Order,Date,Status,Item,Item status,Price,Promo code,Discount,Shipping,Total,Payment,Payment method,UTR,Customer,Email,Phone,Address',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order.id);
  expect(lines[1]).toContain(`,4321,WELCOME10,432,50,3939,Unpaid,UPI,,${order.customer},${order.email},${order.phone},`);
  // The date on the Indian clock the card shows, with its offset (issue 50), and the same instant as stored.
  const date = lines[1]!.split(',')[1]!;
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  const admin = await apiClientAs(DEMO_ADMIN);
  const stored = (await admin.from('delivery_addresses').select('created_at').eq('id', order.id).single()).data!
    .created_at as string;
  expect(Math.floor(new Date(stored).getTime() / 1000)).toBe(new Date(date).getTime() / 1000);
});

test('every back-office search box shows its whole placeholder at 390 px', async ({ page }) => {
  await placeOrder('placeholder');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO_ADMIN);
  for (const path of ['/admin/orders', '/admin/collectibles', '/admin/users', '/admin/submissions', '/admin/promo-codes']) {
    await page.goto(path);
    const search = page.getByRole('searchbox');
    await expect(search, path).toBeVisible();
    // The placeholder's width in its own font against the room the box gives it.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const font = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: Math.ceil(context.measureText(input.placeholder).width), room: Math.floor(room) };
    });
    expect(fit.text, `${path}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.room);
  }
  await page.goto('/admin/orders');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/h28-orders-search-390.png' });
});

for (const width of [1280, 390]) {
  test(`passes axe and fits at ${width} px`, async ({ page }) => {
    await placeOrder(`axe${width}`);
    await openAdminListAt(page, width, '/admin/orders');
    await expectAccessibleAndFits(page, width, `/tmp/h15-orders-${width}.png`);
  });
}
