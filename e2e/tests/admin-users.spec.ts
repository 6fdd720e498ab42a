import { expect, type Page, test } from './support/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN, signInAs } from './support/session';
import { expectAccessibleAndFits, openAdminListAt } from './support/a11y';
import { mainHeading } from './support/shell';

/** Manage Users (spec §2, §3 "User stats", issue 15 items 3 and 6) on users the test registers. */

const SEARCH = 'Search users by phone, ID, or orders...';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function order(client: SupabaseClient, collectibleId: string) {
  const { error } = await client.rpc('place_order', {
    collectible_id: collectibleId,
    full_name: 'Users Test',
    phone: '9000000002',
    address_line1: '2 Road',
    address_line2: '',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600001',
  });
  if (error) throw error;
}

/** A new user with a phone (in the sign-up metadata, as the profile trigger reads it) and `orders` orders. */
async function registeredUser(orders: number) {
  const phone = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const client = apiClient();
  const email = `users-${tag()}@sikka.local`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'users-test-123',
    options: { data: { phone } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  // One listing per order: a buyer may hold only one open order per item.
  const admin = await apiClientAs(DEMO_ADMIN);
  let listing = { id: '', slug: '', name: '' };
  for (let i = 0; i < orders; i++) {
    listing = await createListing(admin, `users-${tag()}`);
    await order(client, listing.id);
  }
  return { id: data.user.id, phone, email, listing };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const formatted = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

test('a user card: formatted phone with the e-mail beside it, short id, joined date, stats, 3 recent orders, call and WhatsApp', async ({
  page,
}) => {
  const user = await registeredUser(4);
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/users?q=${user.phone}`);
  await expect(mainHeading(page)).toHaveText('Manage Users');
  const shown = card(page, formatted(user.phone));
  await expect(shown).toBeVisible();
  // The e-mail of the account, read by the database for admins (issue 29 item 6), never typed by the buyer.
  await expect(shown.getByText(user.email, { exact: true })).toBeVisible();
  await expect(shown.getByText(`ID ${user.id.slice(0, 8)} · Joined `)).toBeVisible();
  await expect(shown.getByText('Admin', { exact: true })).toHaveCount(0);
  const tiles = shown.getByRole('definition');
  await expect(tiles.nth(0)).toHaveText('4');
  await expect(tiles.nth(1)).toHaveText('0');
  await expect(tiles.nth(2)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(shown.getByRole('listitem')).toHaveCount(3);
  await expect(shown.getByRole('listitem').first()).toContainText(user.listing.name);
  await expect(shown.getByRole('listitem').first()).toContainText('Received');
  await expect(shown.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${user.phone}`);
  await expect(shown.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/91${user.phone}`);
});

test('an anonymous buyer is “Anonymous User #” and the last 4 of the id, with no call link; the admin has a badge', async ({
  page,
}) => {
  const anonymous = apiClient();
  const { data } = await anonymous.auth.signInAnonymously();
  const id = data.user?.id ?? '';
  const listing = await createListing(await apiClientAs(DEMO_ADMIN), `users-anon-${tag()}`);
  await order(anonymous, listing.id);
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/users?q=${id.slice(0, 8)}`);
  const shown = card(page, `Anonymous User #${id.slice(-4)}`);
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('link', { name: 'Call' })).toHaveCount(0);
  await expect(shown.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);

  await page.getByPlaceholder(SEARCH).fill('admin@sikka.local');
  await expect(card(page, 'admin@sikka.local').getByText('Admin', { exact: true })).toBeVisible();
});

test('search matches phone, id and orders; nothing found says so; the search survives a reload', async ({ page }) => {
  const user = await registeredUser(1);
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const search = page.getByPlaceholder(SEARCH);
  for (const text of [user.phone.slice(2), user.id.slice(0, 8), user.listing.name]) {
    await search.fill(text);
    await expect(card(page, formatted(user.phone))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  }
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(user.listing.name).replace(/%20/g, '(\\+|%20)')}`));
  await page.reload();
  await expect(search).toHaveValue(user.listing.name);
  await expect(card(page, formatted(user.phone))).toBeVisible();
  await search.fill(`nobody-${tag()}`);
  await expect(page.getByRole('heading', { name: 'No matching users found' })).toBeVisible();
});

test('the page’s users and all their stats come from one database call', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/users');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((path) => path === '/rest/v1/rpc/admin_users_page')).toHaveLength(1);
  expect(calls.filter((path) => /delivery_addresses|collectibles/.test(path))).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`passes axe and fits at ${width} px`, async ({ page }) => {
    await openAdminListAt(page, width, '/admin/users');
    await expectAccessibleAndFits(page, width, `/tmp/h15-users-${width}.png`);
  });
}
