import { expect, type Page, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';
import { expectAccessibleAndFits, openAdminListAt } from './support/a11y';
import { mainHeading } from './support/shell';

/** Manage Collectibles (spec §2, issue 15 items 2 and 6) on listings the test makes itself. */

const SEARCH = 'Search by name, type, or price...';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function listing(label: string, fields: Record<string, unknown> = {}) {
  const admin = await apiClientAs(DEMO_ADMIN);
  return { admin, ...(await createListing(admin, `${label}-${tag()}`, fields)) };
}

/** A buyer of their own (an anonymous session): a buyer may hold only so many unpaid orders at once. */
async function newBuyer() {
  const buyer = apiClient();
  const { error } = await buyer.auth.signInAnonymously();
  if (error) throw error;
  return buyer;
}

/**
 * The choices of the screen's own selects that do not fit in them: a native select cannot wrap, and cuts
 * a choice wider than its box ('Coins and notes' in a phone's half-width column).
 */
const choicesCutOff = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('main select')].flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return [...(select as HTMLSelectElement).options]
        .map((option) => option.text)
        .filter((text) => context.measureText(text).width > room);
    });
  });

const statusOf = async (id: string) =>
  (await (await apiClientAs(DEMO_ADMIN)).from('collectibles').select('status').eq('id', id).maybeSingle()).data?.status;

test('a card shows thumbnail, name → /{slug}, type, category, date, price and status', async ({ page }) => {
  const coin = await listing('card', { price: 123457 });
  const note = await listing('card-note', { type: 'note', category_id: null, status: 'unavailable' });
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}`);
  await expect(mainHeading(page)).toHaveText('Manage Collectibles');
  const shown = card(page, coin.name);
  await expect(shown.getByRole('link', { name: coin.name })).toHaveAttribute('href', `/${coin.slug}`);
  await expect(shown.getByText('Coin · Mixed Collectibles')).toBeVisible();
  await expect(shown.getByText('₹1,23,457')).toBeVisible();
  await expect(shown.getByTestId('status-badge')).toHaveText('Available');
  await expect(shown.locator('img')).toHaveAttribute('src', /collectible-images/);
  await expect(shown.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByTestId('count-badge')).toHaveText('1');

  await page.getByPlaceholder(SEARCH).fill(note.name);
  await expect(card(page, note.name).getByText('Note · Uncategorized')).toBeVisible();
  await expect(card(page, note.name).getByTestId('status-badge')).toHaveText('Unavailable');
});

test('search matches name, type and price; nothing found says so', async ({ page }) => {
  const price = 700000 + Math.floor(Math.random() * 99999);
  const coin = await listing('search', { price });
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/collectibles');
  const search = page.getByPlaceholder(SEARCH);
  await search.fill(coin.name.toUpperCase());
  await expect(card(page, coin.name)).toBeVisible();
  await search.fill(String(price));
  await expect(card(page, coin.name)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('note');
  // Every card shown once the search has run is a note or names one.
  await expect
    .poll(async () => {
      const texts = await page.getByRole('article').allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes('note'));
    })
    .toBe(true);
  await search.fill(`nothing-${tag()}`);
  await expect(page.getByRole('heading', { name: 'No matching collectibles found' })).toBeVisible();
});

test('the status dropdown saves at once; the database refuses the same change from a buyer', async ({ page }) => {
  const coin = await listing('status');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}`);
  const shown = card(page, coin.name);
  await shown.getByRole('combobox', { name: `Status of ${coin.name}` }).click();
  await page.getByRole('option', { name: 'Sold' }).click();
  await expect(shown.getByTestId('status-badge')).toHaveText('Sold');
  await expect.poll(() => statusOf(coin.id)).toBe('sold');
  // The dropdown kept the keyboard focus while it saved (it is no longer disabled meanwhile).
  await expect(shown.getByRole('combobox', { name: `Status of ${coin.name}` })).toBeFocused();

  const buyer = await apiClientAs(DEMO_BUYER);
  const refused = await buyer.from('collectibles').update({ status: 'available' }).eq('id', coin.id).select('id');
  expect(refused.data ?? []).toEqual([]);
  expect(await statusOf(coin.id)).toBe('sold');
});

test("a failed status save says 'Failed to update status. Please try again.'", async ({ page }) => {
  const coin = await listing('status-fail');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}`);
  const shown = card(page, coin.name);
  await expect(shown).toBeVisible();
  await page.route('**/rest/v1/collectibles*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
  );
  await shown.getByRole('combobox', { name: `Status of ${coin.name}` }).click();
  await page.getByRole('option', { name: 'Unavailable' }).click();
  await expect(shown.getByRole('alert')).toHaveText('Failed to update status. Please try again.');
  await expect(shown.getByTestId('status-badge')).toHaveText('Available');
  expect(await statusOf(coin.id)).toBe('available');
});

test('Delete asks first, then removes the listing, its orders and its photo', async ({ page }) => {
  const coin = await listing('delete');
  const buyer = await newBuyer();
  const order = await buyer.rpc('place_order', {
    collectible_id: coin.id,
    full_name: 'Delete Test',
    phone: '9000000001',
    address_line1: '1 Road',
    address_line2: '',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
  });
  expect(order.error).toBeNull();
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}`);
  await card(page, coin.name).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(coin.name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await statusOf(coin.id)).toBe('available');

  await card(page, coin.name).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No matching collectibles found' })).toBeVisible();
  // No listing left in the list: the focus is on the screen's heading, not on the page.
  await expect(mainHeading(page)).toBeFocused();
  const admin = await apiClientAs(DEMO_ADMIN);
  expect((await admin.from('collectibles').select('id').eq('id', coin.id)).data).toEqual([]);
  expect((await admin.from('delivery_addresses').select('id').eq('collectible_id', coin.id)).data).toEqual([]);
  expect((await fetch(coin.imageUrl)).ok).toBe(false);
});

/** Two orders for the piece: the first cancelled, the second fulfilled (a completed sale). */
async function sellTwice(coin: { id: string; admin: Awaited<ReturnType<typeof apiClientAs>> }) {
  for (const next of ['cancelled', 'fulfilled']) {
    const buyer = await newBuyer();
    const { data, error } = await buyer.rpc('place_order', {
      collectible_id: coin.id,
      full_name: `Sale ${next}`,
      phone: '9000000002',
      address_line1: '2 Road',
      address_line2: '',
      city: 'Kochi',
      state: 'Kerala',
      pincode: '682001',
    });
    expect(error).toBeNull();
    const id = (data as { order_id: string }).order_id;
    // Fulfilled only with its shipment (issue 33): the sale goes through mark_order_fulfilled, as 'Mark Fulfilled' does.
    const changed =
      next === 'fulfilled'
        ? await coin.admin.rpc('mark_order_fulfilled', { order_id: id, carrier: 'Blue Dart', tracking: '81234567890' })
        : await coin.admin.from('delivery_addresses').update({ status: next }).eq('id', id).select('id');
    expect(changed.error).toBeNull();
  }
}

const ordersOf = async (id: string) =>
  (await (await apiClientAs(DEMO_ADMIN)).from('delivery_addresses').select('status').eq('collectible_id', id)).data ?? [];

const ORDERS_NOTE = 'Its 2 orders are deleted with it, including 1 fulfilled: the shop loses the record of 1 completed sale.';

test("Delete says how many orders (and fulfilled ones) go with the listing, and offers 'Mark Unavailable instead'", async ({
  page,
}) => {
  const coin = await listing('keep-sales');
  await sellTwice(coin);
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}`);
  const shown = card(page, coin.name);
  await expect(shown.getByTestId('status-badge')).toHaveText('Sold');
  await shown.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete collectible?' });
  await expect(dialog).toContainText(ORDERS_NOTE);
  await dialog.getByRole('button', { name: 'Mark Unavailable instead' }).click();
  await expect(dialog).toBeHidden();
  await expect(shown.getByTestId('status-badge')).toHaveText('Unavailable');
  await expect.poll(() => statusOf(coin.id)).toBe('unavailable');
  expect((await ordersOf(coin.id)).map((o) => o.status).sort()).toEqual(['cancelled', 'fulfilled']);

  // Already unavailable: the question no longer offers it, and Delete still deletes (spec §6).
  await shown.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText(ORDERS_NOTE);
  await expect(dialog.getByRole('button', { name: 'Mark Unavailable instead' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No matching collectibles found' })).toBeVisible();
  expect(await ordersOf(coin.id)).toEqual([]);
});

test("the listing page's Delete Listing says the same, and 'Mark Unavailable instead' keeps the listing and its orders", async ({
  page,
}) => {
  const coin = await listing('keep-sales-page');
  await sellTwice(coin);
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/${coin.slug}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Listing' });
  await expect(dialog).toContainText(ORDERS_NOTE);
  await page.screenshot({ path: `/tmp/h28-delete-listing-${page.viewportSize()?.width}.png` });
  await dialog.getByRole('button', { name: 'Mark Unavailable instead' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => statusOf(coin.id)).toBe('unavailable');
  await expect(page).toHaveURL(`/${coin.slug}`);
  await expect(page.getByTestId('listing-status')).toHaveText('Unavailable');
  expect(await ordersOf(coin.id)).toHaveLength(2);
});

test("a failed delete says 'Failed to delete collectible. Please try again.' and keeps the card", async ({ page }) => {
  const coin = await listing('delete-fail');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}`);
  await page.route('**/rest/v1/rpc/delete_collectible*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await card(page, coin.name).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, coin.name).getByRole('alert')).toHaveText('Failed to delete collectible. Please try again.');
  expect(await statusOf(coin.id)).toBe('available');
});

test('Edit goes to /edit/{id}; back returns to the same search and page', async ({ page }) => {
  const coin = await listing('edit');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/collectibles?q=${encodeURIComponent(coin.name)}&status=available`);
  await card(page, coin.name).getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`/edit/${coin.id}`);
  await page.goBack();
  await expect(page.getByPlaceholder(SEARCH)).toHaveValue(coin.name);
  await expect(page.getByRole('combobox', { name: 'Collectible status' })).toHaveText('Available');
  await expect(card(page, coin.name)).toBeVisible();
  await page.reload();
  await expect(card(page, coin.name)).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`passes axe and fits at ${width} px`, async ({ page }) => {
    await openAdminListAt(page, width, '/admin/collectibles');
    await expectAccessibleAndFits(page, width, `/tmp/h15-collectibles-${width}.png`);
    expect(await choicesCutOff(page)).toEqual([]);
  });
}
