import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { mainHeading } from './support/shell';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the mobile menu opens, mirrors the header and closes on navigation', async ({ page }) => {
  await page.goto('/blog');
  const header = page.getByRole('banner');
  // On a phone the header's actions live in the menu.
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = header.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Auctions' })).toHaveAttribute('href', '/auctions');
  await menu.getByRole('link', { name: 'Sell Your Coins' }).click();

  await expect(page).toHaveURL('/sell');
  await expect(mainHeading(page)).toHaveText('Sell Your Coins');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu closes on Escape and when another link changes the route', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(mainHeading(page)).toHaveText('Shipping Policy');
  await expect(menu).toBeHidden();
});

test('a buyer signs in from the mobile menu and finds the Account group with Sign Out there', async ({ page }) => {
  await page.goto('/privacy-policy');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.click();
  await menu.getByRole('button', { name: 'Sign In' }).click();
  await expect(menu).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email Address').fill(DEMO_BUYER.email);
  await dialog.getByLabel('Password').fill(DEMO_BUYER.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();

  await toggle.click();
  const account = menu.getByRole('group', { name: 'Account' });
  await expect(account.getByText(DEMO_BUYER.email)).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Add New Listing' })).toBeHidden();
  await account.getByRole('button', { name: 'Sign Out' }).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the mobile menu mirrors the admin header and passes axe', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/privacy-policy');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'Add New Listing' })).toHaveAttribute('href', '/upload');
  await expect(menu.getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute('href', '/bulk-upload');
  const admin = menu.getByRole('group', { name: 'Admin' });
  await expect(admin.getByRole('link')).toHaveText([
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
    // An admin's own orders, after the back office, as in the header's Admin menu (issue 33).
    'My Orders',
  ]);
  await expect(admin.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).include('header').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await admin.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(mainHeading(page)).toHaveText('Manage Users');
  await expect(menu).toBeHidden();
});
