import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN } from './support/session';

/** A phone: 390 × 844, touch, an Android browser (the UPI link opens in an app). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

/** A piece of the test's own, so ordering it disturbs no other test (an open order holds its piece). */
export async function ownListing(label: string, price = 4321) {
  return createListing(await apiClientAs(DEMO_ADMIN), label, { price });
}

export const ADDRESS = {
  'Full name': 'Meera Iyer',
  Phone: '9845012345',
  'Address line 1': '7, Temple Street, Mylapore',
  City: 'Chennai',
  'PIN code': '600004',
};

export async function fillDelivery(dialog: Locator) {
  for (const [label, value] of Object.entries(ADDRESS)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('Tamil Nadu');
}

export async function openCheckoutFromListing(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  return dialog;
}

export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the element's box lies wholly inside the first screen. */
export async function onFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

export async function tapSize(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

export const guest = async () => {
  const client = apiClient();
  const { error } = await client.auth.signInAnonymously();
  if (error) throw error;
  return client;
};
