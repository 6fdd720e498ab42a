import { expect, test } from '@playwright/test';
import { expectShellFrame, mainHeading } from './support/shell';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';

/** Spec §2: the back office's routes, each served by the admin remote inside the shell. */
const ADMIN_SCREENS = [
  ['/admin/orders', 'Orders Dashboard'],
  ['/admin/collectibles', 'Manage Collectibles'],
  ['/admin/users', 'Manage Users'],
  ['/admin/submissions', 'Seller Submissions - Admin'],
  ['/admin/blog', 'Manage Blog'],
  ['/admin/blog/new', 'New Post'],
  ['/admin/blog/edit/some-id', 'Edit Post'],
  ['/admin/promo-codes', 'Manage Promo Codes - Admin'],
  ['/upload', 'Create New Listing'],
  ['/bulk-upload', 'Bulk Upload'],
  ['/edit/some-id', 'Edit Listing'],
] as const;

test('an admin reaches every back-office screen through the shell', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  for (const [path, title] of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText(title);
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
