import { expect, test } from '@playwright/test';
import { mainHeading } from './support/shell';

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
