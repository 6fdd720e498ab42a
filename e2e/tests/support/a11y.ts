import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './session';

/**
 * Opens a back-office list (`/admin/orders`, …) as the demo admin in a window `width` px wide and waits
 * for its first card. `timeout` is for specs that wait longer on a busy machine than the default.
 */
export async function openAdminListAt(page: Page, width: number, path: string, { timeout }: { timeout?: number } = {}) {
  await page.setViewportSize({ width, height: 900 });
  await signInAs(page, DEMO_ADMIN);
  await page.goto(path);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout });
}

/**
 * Spec §9 on the page as it is: no serious or critical axe (WCAG 2.1 A/AA) violation inside <main>, and
 * nothing wider than the `width` px window (no sideways scroll); keeps a screenshot at `screenshotPath`.
 */
export async function expectAccessibleAndFits(page: Page, width: number, screenshotPath: string) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: screenshotPath, fullPage: false });
}
