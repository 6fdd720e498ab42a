import { expect, test } from './support/test';
import { expectShellFrame, mainHeading } from './support/shell';

const POLICIES = [
  { path: '/privacy-policy', title: 'Privacy Policy', says: /at least 18 years old/ },
  { path: '/terms-conditions', title: 'Terms & Conditions', says: /courts in Mumbai/ },
  { path: '/return-policy', title: 'Return Policy', says: /within 3-5 business days after inspection/ },
  { path: '/shipping-policy', title: 'Shipping Policy', says: /starts at Rs 75 and goes up to Rs 100/ },
] as const;

for (const policy of POLICIES) {
  test(`${policy.title} shows its breadcrumb, date, text and WhatsApp contact`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(mainHeading(page)).toHaveText(policy.title);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText(policy.title)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Last updated: March 15, 2024')).toBeVisible();
    await expect(page.getByRole('main').getByText(policy.says)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await expectShellFrame(page);

    await breadcrumb.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });
}
