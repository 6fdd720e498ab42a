import { expect, test, type Page } from './support/test';
import { mainHeading } from './support/shell';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughDialog } from './support/session';

/** Spec §2 "App shell" and "Sign-in dialog", §4 "Session", §8 "Sign-in": through the real backend. */

// The owner's menu: every back-office screen (issues 51 and 46 add Settings, Staff, the Activity Log, Accounts and System; 47 the Auctions).
const ADMIN_LINKS = [
  'View Orders',
  'Manage Collectibles',
  'Manage Users',
  'Seller Submissions',
  'Manage Blog',
  'Promo Codes',
  'Auctions',
  'Settings',
  'Staff',
  'Activity Log',
  'Accounts',
  'System',
];
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.beforeEach(async ({ page }) => {
  // A page of the shell itself: the header is what these tests are about.
  await page.goto('/privacy-policy');
});

test('a new collector signs up, stays signed in across a reload, and signs out', async ({ page }) => {
  const email = `collector-${Date.now()}@example.com`;
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password').fill('coins-and-notes');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();

  const account = mainNav(page).getByRole('button', { name: 'Account' });
  await expect(account).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeHidden();
  await expect(mainNav(page).getByRole('link', { name: 'Add New Listing' })).toBeHidden();

  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(account).toBeHidden();
  await page.reload();
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test("a wrong password shows the provider's message and keeps what was typed", async ({ page }) => {
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email Address').fill(DEMO_BUYER.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(dialog.getByLabel('Email Address')).toHaveValue(DEMO_BUYER.email);
  await expect(dialog.getByLabel('Password')).toHaveValue('not-the-password');

  await dialog.getByLabel('Password').fill(DEMO_BUYER.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(mainNav(page).getByRole('button', { name: 'Account' })).toBeVisible();
});

test("signing up with a registered e-mail shows the provider's message", async ({ page }) => {
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email Address').fill(DEMO_BUYER.email);
  await dialog.getByLabel('Password').fill('another-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('User already registered');
  await expect(dialog.getByLabel('Email Address')).toHaveValue(DEMO_BUYER.email);
});

test('the seeded admin gets the Admin menu with its six links and the two admin buttons', async ({ page }) => {
  await signInThroughDialog(page, DEMO_ADMIN);
  await expect(mainNav(page).getByRole('link', { name: 'Add New Listing' })).toHaveAttribute('href', '/upload');
  await expect(mainNav(page).getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute('href', '/bulk-upload');
  await expect(mainNav(page).getByRole('button', { name: 'Account' })).toBeHidden();

  await mainNav(page).getByRole('button', { name: 'Admin' }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  // An admin buys too: their own orders come after the back office (issue 33).
  await expect(items).toHaveText([...ADMIN_LINKS, 'My Orders', 'Sign Out']);
  await items.filter({ hasText: 'View Orders' }).click();
  await expect(page).toHaveURL('/admin/orders');
  await expect(mainHeading(page)).toHaveText('Orders Dashboard');
  await expect(page.getByRole('menu')).toBeHidden();
});

test('the dialog and the account menu work by keyboard alone', async ({ page }) => {
  const signIn = mainNav(page).getByRole('button', { name: 'Sign In' });
  await signIn.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.type(DEMO_BUYER.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_BUYER.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const account = mainNav(page).getByRole('button', { name: 'Account' });
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(signIn).toBeFocused();
});

// Issue 18: supabase-js (auth, storage, realtime, functions) is not part of a first load. A visitor
// without a session reads the shop with the data client alone (and live updates with realtime-js
// alone); the rest arrives when it is needed.
const SUPABASE_CLIENT_CHUNK = /\/supabase-client\.[\w]+\.js$/;
const REALTIME_CLIENT_CHUNK = /\/realtime-client\.[\w]+\.js$/;

test('a visitor without a session never downloads the auth client until signing in, and another tab hears the sign-in', async ({
  page,
  context,
}) => {
  const fetched: string[] = [];
  let realtimeFetched = false;
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SUPABASE_CLIENT_CHUNK.test(pathname)) fetched.push(request.url());
    if (REALTIME_CLIENT_CHUNK.test(pathname)) realtimeFetched = true;
  });
  const other = await context.newPage();
  await other.goto('/');
  await expect(mainHeading(other)).toHaveText('Rare Indian Coins & Banknotes');
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await other.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  // A listing's live update joins through realtime-js alone for a visitor without a session.
  expect(realtimeFetched).toBe(false);
  await other.goto('/kushan-vasudeva-gold-dinar');
  await expect(mainHeading(other)).toHaveText('Kushan Vasudeva I Gold Dinar');
  await expect.poll(() => realtimeFetched).toBe(true);
  await other.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  await signInThroughDialog(page, DEMO_BUYER);
  await expect(mainNav(page).getByRole('button', { name: 'Account' })).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
  // The other tab had no auth code: the session written under supabase-js's key brings it in.
  await expect(mainNav(other).getByRole('button', { name: 'Account' })).toBeVisible();
});

test("My Orders asks a visitor on a phone to sign in with a button of its own, then shows the buyer's orders", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();
  // On a phone the header's Sign In is inside the menu: the page's own opens the same dialog.
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email Address').fill(DEMO_BUYER.email);
  await dialog.getByLabel('Password').fill(DEMO_BUYER.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sign in to see your orders' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('list').or(page.getByText('You have no orders yet')).first()).toBeVisible();
});
