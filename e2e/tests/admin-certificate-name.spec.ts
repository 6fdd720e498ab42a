import { expect, type Page, test } from './support/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClientAs, createListing } from './catalog-data';
import { expectAccessibleAndFits } from './support/a11y';
import { liveCertificate, paidGuestOrder } from './support/paidOrder';
import { DEMO_ADMIN, signInAs } from './support/session';

// Issue 34: certificates name the certifying expert by the display name the admin sets in the back office,
// on the Orders Dashboard ('Your name on certificates'). These tests change the demo admin's own name and
// put back the one they found; no other spec reads it.

const NO_NAME_HINT =
  'No name set yet: until you set one, certificates you issue name the shop’s authentication desk as the certifying expert.';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let admin: SupabaseClient;
let adminId: string;
let before: string | null;

const storedName = async () =>
  (await admin.from('profiles').select('display_name').eq('id', adminId).single()).data?.display_name as string | null;

test.beforeAll(async () => {
  admin = await apiClientAs(DEMO_ADMIN);
  adminId = (await admin.auth.getUser()).data.user!.id;
  before = await storedName();
});

test.afterAll(async () => {
  // A blank name is "not set" (set_display_name), so a missing one is put back as blank.
  const { error } = await admin.rpc('set_display_name', { display_name: before ?? '' });
  if (error) throw error;
});

async function openOrders(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  const control = page.getByRole('region', { name: 'Your name on certificates' });
  const input = control.getByRole('textbox', { name: 'Your name on certificates' });
  // The field is disabled until the stored name has loaded.
  await expect(input).toBeEnabled();
  return { control, input };
}

/** A guest's order of a listing of this spec's own, marked paid by the demo admin: its live certificate's code. */
async function certifyAPiece(label: string): Promise<string> {
  const listing = await createListing(admin, `certificate-name-${label}`);
  const { orderId } = await paidGuestOrder(admin, listing.id, `Name Buyer ${label}`);
  return (await liveCertificate(admin, orderId)).code;
}

for (const width of [1280, 390]) {
  test(`at ${width} px the admin sets their name, it stays after a reload and certificates print it`, async ({
    page,
  }, testInfo) => {
    // Two accessibility scans, a reload and a certificate issued: more than the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    const cleared = await admin.rpc('set_display_name', { display_name: '' });
    expect(cleared.error).toBeNull();
    const { control, input } = await openOrders(page, width);
    await expect(input).toHaveValue('');
    await expect(control.getByText(NO_NAME_HINT)).toBeVisible();
    await expectAccessibleAndFits(page, width, testInfo.outputPath(`certificate-name-unset-${width}.png`));

    const name = `Dr. E2E Expert ${unique()}`;
    await input.fill(`  ${name} `);
    await control.getByRole('button', { name: 'Save' }).click();
    await expect(control.getByRole('status')).toHaveText('Saved');
    await expect(input).toHaveValue(name);
    await expect(control.getByText(NO_NAME_HINT)).toBeHidden();
    expect(await storedName()).toBe(name);
    await expectAccessibleAndFits(page, width, testInfo.outputPath(`certificate-name-saved-${width}.png`));

    await page.reload();
    await expect(input).toHaveValue(name);
    await expect(control.getByText(NO_NAME_HINT)).toBeHidden();

    // What the name is for: the next certificate this admin issues is certified by it.
    const code = await certifyAPiece(`${width}`);
    await page.goto(`/verify/${code}`);
    const facts = page.getByRole('main');
    await expect(facts.getByRole('term').filter({ hasText: /^Certified by$/ })).toBeVisible();
    await expect(facts.getByRole('definition').filter({ hasText: new RegExp(`^${name.replace(/\./g, '\\.')}$`) })).toBeVisible();
  });
}

test('a blank or too long name is refused with a message, keeping what was typed and the saved name', async ({
  page,
}, testInfo) => {
  const saved = `Meera E2E ${unique()}`;
  expect((await admin.rpc('set_display_name', { display_name: saved })).error).toBeNull();
  const { control, input } = await openOrders(page, 390);
  await expect(input).toHaveValue(saved);

  await input.fill('   ');
  await control.getByRole('button', { name: 'Save' }).click();
  await expect(control.getByRole('alert')).toHaveText('Please enter your name as certificates should show it');
  await expect(input).toHaveValue('   ');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  const long = `Dr. ${'K'.repeat(77)}`;
  await input.fill(long);
  await control.getByRole('button', { name: 'Save' }).click();
  await expect(control.getByRole('alert')).toHaveText('Your name on certificates can be at most 80 characters (this one has 81)');
  await expect(input).toHaveValue(long);
  await expect(control.getByRole('status')).toHaveText('');
  await expectAccessibleAndFits(page, 390, testInfo.outputPath('certificate-name-refused-390.png'));
  expect(await storedName()).toBe(saved);

  await page.reload();
  await expect(input).toHaveValue(saved);
});
