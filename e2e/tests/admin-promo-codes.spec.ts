import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from './support/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClientAs } from './catalog-data';
import { mainHeading } from './support/shell';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';

// The shared test machine is often busy: the screen can take seconds to arrive, so waits are generous.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 120_000 });

/** Spec §2 "Manage Promo Codes", §5 "Promo form", §7 promo calls: as an admin, against the real backend. */

let admin: SupabaseClient;
test.beforeAll(async () => {
  admin = await apiClientAs(DEMO_ADMIN);
});

const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function insertPromo(code: string, fields: Record<string, unknown> = {}) {
  const { data, error } = await admin
    .from('promo_codes')
    .insert({ code, discount_percent: 7, ...fields })
    .select()
    .single();
  if (error) throw error;
  return data;
}

const card = (page: Page, code: string) => page.getByRole('article', { name: `Promo code ${code}` });

async function open(page: Page, path = '/admin/promo-codes') {
  await signInAs(page, DEMO_ADMIN);
  await page.goto(path);
  await expect(mainHeading(page)).toContainText('Manage Promo Codes - Admin');
}

test('creates a promo code through the modal, upper-cased as typed, active by default', async ({ page }) => {
  const code = uniqueCode('E2ENEW');
  await open(page);
  await page.getByRole('button', { name: 'New Promo Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
  const codeField = dialog.getByLabel('Code');
  // The modal starts on its first field, Code (not on the header's Close).
  await expect(codeField).toBeFocused();
  await codeField.pressSequentially(code.toLowerCase().slice(0, 6));
  await expect(codeField).toHaveValue(code.slice(0, 6));
  await codeField.fill(code.toLowerCase());
  await expect(codeField).toHaveValue(code);
  await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  // Start Date defaults to now (to the minute), in India's time as the cards say it, whatever the browser's clock.
  const start = await dialog.getByLabel('Start Date').inputValue();
  expect(Math.abs(new Date(`${start}:00+05:30`).getTime() - Date.now())).toBeLessThan(3 * 60_000);
  await dialog.getByLabel('Discount Percentage').fill('15');
  await dialog.getByLabel('Maximum Uses').fill('40');
  await dialog.getByLabel('Expiry Date').fill('2099-12-31T23:30');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const created = card(page, code);
  await expect(created.getByText('15% off')).toBeVisible();
  await expect(created.getByText('0/40 uses')).toBeVisible();
  await expect(created.getByText('Active', { exact: true })).toBeVisible();
  const { data } = await admin.from('promo_codes').select('*').eq('code', code).single();
  expect(data).toMatchObject({ discount_percent: 15, max_uses: 40, used_count: 0, is_active: true });
  expect(new Date(data!.expires_at!).getTime()).toBe(new Date('2099-12-31T23:30:00+05:30').getTime());
  await expect(created.getByText(/December 31, 2099 at 11:30 PM IST/)).toBeVisible();
});

test("closing the modal (Escape, Cancel) gives focus back to 'New Promo Code'", async ({ page }) => {
  await open(page);
  const newCode = page.getByRole('button', { name: 'New Promo Code' });
  const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
  await newCode.click();
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newCode).toBeFocused();
  await newCode.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(newCode).toBeFocused();
});

test('the form refuses what the database would, and a taken code gets a clear message', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'New Promo Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await expect(dialog.getByText('Discount is required')).toBeVisible();

  await dialog.getByLabel('Code').fill('WELCOME10');
  await dialog.getByLabel('Discount Percentage').fill('-3');
  await dialog.getByLabel('Maximum Uses').fill('0');
  await dialog.getByLabel('Start Date').fill('2030-01-10T10:00');
  await dialog.getByLabel('Expiry Date').fill('2030-01-09T10:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Discount must be from 1 to 100')).toBeVisible();
  await expect(dialog.getByText('Maximum uses must be at least 1')).toBeVisible();
  await expect(dialog.getByText('Expiry date must be after the start date')).toBeVisible();

  // WELCOME10 is a demo code: the database's unique constraint answers, the form says so and stays open.
  await dialog.getByLabel('Discount Percentage').fill('10');
  await dialog.getByLabel('Maximum Uses').fill('');
  await dialog.getByLabel('Expiry Date').fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('A promo code with this code already exists')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('Deactivate and Activate persist, and the database refuses them for a buyer', async ({ page }) => {
  const promo = await insertPromo(uniqueCode('E2ETOGGLE'));
  const buyer = await apiClientAs(DEMO_BUYER);
  const { data: refused } = await buyer.from('promo_codes').update({ is_active: false }).eq('id', promo.id).select('id');
  expect(refused ?? []).toEqual([]);
  const { data: refusedDelete } = await buyer.from('promo_codes').delete().eq('id', promo.id).select('id');
  expect(refusedDelete ?? []).toEqual([]);
  const { error: refusedInsert } = await buyer.from('promo_codes').insert({ code: uniqueCode('E2EBUYER'), discount_percent: 50 });
  expect(refusedInsert).not.toBeNull();
  expect((await admin.from('promo_codes').select('is_active').eq('id', promo.id).single()).data?.is_active).toBe(true);

  await open(page, `/admin/promo-codes?q=${promo.code}`);
  const shown = card(page, promo.code);
  await shown.getByRole('button', { name: 'Deactivate' }).click();
  await expect(shown.getByText('Inactive', { exact: true })).toBeVisible();
  // The same button, now Activate, kept the keyboard focus while it saved (aria-disabled, not disabled).
  await expect(shown.getByRole('button', { name: 'Activate' })).toBeFocused();
  await expect
    .poll(async () => (await admin.from('promo_codes').select('is_active').eq('id', promo.id).single()).data?.is_active)
    .toBe(false);
  await shown.getByRole('button', { name: 'Activate' }).click();
  await expect(shown.getByText('Active', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await admin.from('promo_codes').select('is_active').eq('id', promo.id).single()).data?.is_active)
    .toBe(true);
});

test('Delete asks first, then removes the code', async ({ page }) => {
  const promo = await insertPromo(uniqueCode('E2EDELETE'));
  await open(page, `/admin/promo-codes?q=${promo.code}`);
  const shown = card(page, promo.code);
  await shown.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete promo code ${promo.code}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No matching promo codes found' })).toBeVisible();
  // No code left in the list: the focus is on the screen's heading, not on the page.
  await expect(mainHeading(page)).toBeFocused();
  expect((await admin.from('promo_codes').select('id').eq('id', promo.id)).data).toEqual([]);
});

test('searches code and discount in the database; the search survives a reload', async ({ page }) => {
  const promo = await insertPromo(uniqueCode('E2EFIND'), { discount_percent: 93 });
  await open(page);
  const search = page.getByRole('searchbox', { name: 'Search promo codes...' });
  await search.fill(promo.code.toLowerCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, promo.code)).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue(promo.code.toLowerCase());
  await expect(card(page, promo.code)).toBeVisible();

  await search.fill('93%');
  await expect(card(page, promo.code)).toBeVisible();
  for (const shown of await page.getByRole('article').all()) await expect(shown.getByText('93% off')).toBeVisible();

  await search.fill('NO-SUCH-CODE-ANYWHERE');
  await expect(page.getByRole('heading', { name: 'No matching promo codes found' })).toBeVisible();
});

test("a failed load says 'Failed to load promo codes'", async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  await page.route('**/rest/v1/promo_codes*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'The server is down' }),
    }),
  );
  await page.goto('/admin/promo-codes');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load promo codes' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`passes axe and fits at ${width} px, list and modal`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    const check = async (selector: string) => {
      const { violations } = await new AxeBuilder({ page })
        .include(selector)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check('main');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/subpromo/promo-${width}.png` });
    await page.getByRole('button', { name: 'New Promo Code' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Promo Code' })).toBeVisible();
    await check('[role="dialog"]');
    await page.screenshot({ path: `/tmp/subpromo/promo-modal-${width}.png` });
  });
}
