import { expect, test } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN } from './support/session';

// Bounded free text at checkout (issue 50): a name, address line or city longer than the database takes
// is refused in the dialog with the limit in words, and everything typed stays for the buyer to shorten.

test('a 300-character name is refused with the limit in words, and the form keeps what was typed', async ({ page }) => {
  const listing = await createListing(await apiClientAs(DEMO_ADMIN), 'checkout-limits');
  await page.goto(`http://localhost:3002/?id=${listing.id}`);
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();

  const typed = {
    'Full name': `Meera ${'Iyer '.repeat(59)}Iyer`.slice(0, 300),
    Phone: '9845012399',
    'Address line 1': '7, Temple Street, Mylapore',
    City: 'C'.repeat(81),
    'PIN code': '600004',
  };
  for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('Tamil Nadu');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(dialog.getByText('Full name must be at most 100 characters')).toBeVisible();
  await expect(dialog.getByText('City must be at most 80 characters')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of Object.entries(typed)) await expect(dialog.getByLabel(label)).toHaveValue(value);
  expect(typed['Full name']).toHaveLength(300);
  // Nothing was ordered: the piece is still free.
  const { data } = await (await apiClientAs(DEMO_ADMIN)).from('delivery_addresses').select('id').eq('collectible_id', listing.id);
  expect(data).toEqual([]);
});
