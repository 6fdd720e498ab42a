import { expect, type Page } from '@playwright/test';
import { seedImage } from './sell-photos';

/** A demo listing's photo, as a file for the editor's file inputs. */
export const listingPhotoFile = (listing: number, n: number) => ({
  name: `coin-${listing}-${n}.jpg`,
  mimeType: 'image/jpeg',
  buffer: seedImage(listing, n),
});

/** Picks an option of one of the design system's selects (radix), by its field label. */
export async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

export const uniqueSlug = (label: string) => `e2e-${label}-${Date.now().toString(36)}`;
