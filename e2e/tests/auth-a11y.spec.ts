import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { DEMO_ADMIN, signInAs } from './support/session';

/** The sign-in dialog, the header and its menus pass axe (WCAG A/AA): no serious or critical violations. */

async function expectNoSeriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the sign-in dialog passes axe in both modes and with an error', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
});

test('the header and the Admin menu pass axe', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/privacy-policy');
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' });
  await expectNoSeriousViolations(page, 'header');
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="menu"]');
});
