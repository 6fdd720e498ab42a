import { expect, test } from './support/test';
import { expectShellFrame, mainHeading } from './support/shell';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';

/** Spec §2: the back office's routes, each served by the admin remote inside the shell. */
const ADMIN_SCREENS = [
  ['/admin/orders', 'Orders Dashboard', 'Orders — Sikka Admin'],
  ['/admin/collectibles', 'Manage Collectibles', 'Collectibles — Sikka Admin'],
  ['/admin/users', 'Manage Users', 'Users — Sikka Admin'],
  ['/admin/submissions', 'Seller Submissions - Admin', 'Seller Submissions — Sikka Admin'],
  ['/admin/blog', 'Manage Blog', 'Blog — Sikka Admin'],
  ['/admin/blog/new', 'New Post', 'New Post — Sikka Admin'],
  ['/admin/blog/edit/some-id', 'Edit Post', 'Edit Post — Sikka Admin'],
  ['/admin/promo-codes', 'Manage Promo Codes - Admin', 'Promo Codes — Sikka Admin'],
  ['/admin/settings', 'Settings', 'Settings — Sikka Admin'],
  ['/admin/system', 'System', 'System — Sikka Admin'],
  ['/upload', 'Create New Listing', 'New Listing — Sikka Admin'],
  ['/bulk-upload', 'Bulk Upload', 'Bulk Upload — Sikka Admin'],
  ['/edit/some-id', 'Edit Listing', 'Edit Listing — Sikka Admin'],
  ['/admin/staff', 'Staff', 'Staff — Sikka Admin'],
  ['/admin/activity', 'Activity Log', 'Activity — Sikka Admin'],
] as const;

test('an admin reaches every back-office screen through the shell, each in a tab titled its own', async ({ page }) => {
  // Twelve full page loads, each fetching its screen's code: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInAs(page, DEMO_ADMIN);
  for (const [path, title, tabTitle] of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText(title);
    await expect(page, path).toHaveTitle(tabTitle);
  }
  await expectShellFrame(page);
});

test("a signed-in buyer is refused the back office: 'Not authorized'", async ({ page }) => {
  await signInAs(page, DEMO_BUYER);
  await page.goto('/admin/orders');
  await expect(mainHeading(page)).toHaveText('Access Denied');
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
  await expect(page.getByText('Not authorized')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test("a visitor is refused every back-office screen: 'Not authenticated'", async ({ page }) => {
  for (const [path] of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText('Access Denied');
    await expect(page.getByText('Not authenticated'), path).toBeVisible();
  }
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
