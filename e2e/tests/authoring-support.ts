import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** Real photos from the demo seed (600×600 JPEGs), for the file inputs. */
export function seedPhoto(listing: number, n: number) {
  const id = `c0000000-0000-4000-8000-${String(listing).padStart(12, '0')}`;
  return {
    name: `coin-${listing}-${n}.jpg`,
    mimeType: 'image/jpeg',
    buffer: readFileSync(new URL(`../../supabase/seed/images/${id}/${n}.jpg`, import.meta.url)),
  };
}

/** Picks an option of one of the design system's selects (radix), by its field label. */
export async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

export const uniqueSlug = (label: string) => `e2e-${label}-${Date.now().toString(36)}`;
