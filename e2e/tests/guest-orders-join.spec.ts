import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { apiClientAs, createListing } from './catalog-data';
import { expectAccessibleAndFits } from './support/a11y';
import { ANON_KEY, DEMO_ADMIN, signInThroughDialog, SUPABASE_URL } from './support/session';
import { expect, type Page, test } from './support/test';

// A guest order placed in a browser joins an account only when the person says so (issue 50): after a
// sign-in the shop lists the guest orders of this browser; 'Not mine' leaves them out of the account and
// forgets them here. ('Add to my account' is order-page.spec.ts's My Orders test.)

let serial = 0;
const unique = () => `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '');

async function newAccount() {
  const account = { email: `shared-device.${unique()}@example.com`, password: 'shared-device-123' };
  const client = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp(account);
  expect(error).toBeNull();
  return { ...account, id: data.user!.id };
}

/** A stranger's order on this device: placed through the checkout as a guest. */
async function guestOrder(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  for (const [label, value] of Object.entries({
    'Full name': 'Stranger Rao',
    Phone: `7${unique().slice(-9).padStart(9, '0')}`,
    'Address line 1': '9, Lake Road',
    City: 'Mysuru',
    'PIN code': '570001',
  })) {
    await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  const heading = payment.getByRole('heading', { name: /^Order #[0-9a-f]{8}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.slice('Order #'.length);
  await payment.getByRole('button', { name: 'Back to shop' }).click();
  await expect(payment).toBeHidden();
  return reference;
}

test("'Not mine': a stranger's guest order stays out of the account and is forgotten on this device", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'shared-device', { price: 1_234 });
  const reference = await guestOrder(page, listing.slug);

  const account = await newAccount();
  await signInThroughDialog(page, account);
  const prompt = page.getByRole('dialog', { name: 'Orders placed on this device' });
  const item = prompt.getByRole('listitem').filter({ hasText: `Order #${reference}` });
  // What would join: the item, the day it was ordered and its total.
  await expect(item).toContainText(listing.name);
  await expect(item).toContainText(/· [A-Z][a-z]+ \d{1,2}, \d{4} · ₹1,284$/);
  await expectAccessibleAndFits(page, 1280, test.info().outputPath('guest-orders-prompt-1280.png'));
  await prompt.getByRole('button', { name: 'Not mine' }).click();
  await expect(prompt).toBeHidden();

  // The order is still the guest's, not the account's.
  const { data: order } = await admin.from('delivery_addresses').select('id, user_id').eq('collectible_id', listing.id).single();
  expect(order?.id.slice(0, 8)).toBe(reference);
  expect(order?.user_id).not.toBe(account.id);
  expect(await page.evaluate(() => localStorage.getItem('sikka:order-links'))).toBe('[]');

  // My Orders does not list it, and the next visit asks nothing.
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText(`Order #${reference}`)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Orders placed on this device' })).toHaveCount(0);
});
