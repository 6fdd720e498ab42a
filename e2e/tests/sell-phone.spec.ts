import { expect, test, type Locator } from './support/test';
import { PHONE } from './buyer-phone-support';
import { apiClientAs } from './catalog-data';
import { seedPhoto } from './sell-photos';
import { DEMO_ADMIN } from './support/session';

/** The Sell page on a phone (390 × 844; issue 28): the seller sees what Submit did, and nothing is lost by a stray tap. */

test.use(PHONE);
test.describe.configure({ timeout: 90_000 });

const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

/** Wholly on screen and below the sticky header, so the seller can read it. */
async function expectReadable(banner: Locator) {
  await expect(banner).toBeInViewport({ ratio: 1 });
  const header = await banner.page().getByRole('banner').boundingBox();
  const box = await banner.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

test('after tapping Submit the thank-you is on screen and focused; a trunk-0 phone is stored with +91', async ({ page }) => {
  const name = unique('Anil Deshpande');
  await page.goto('/sell');
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('09848012345');
  await page.locator('input[type="file"]').setInputFiles([jpeg('obverse.jpg', seedPhoto(1))]);
  await expect(page.getByText('1/3 images')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for Evaluation' }).tap();

  const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your submission has been received.' });
  await expect(thanks).toBeFocused({ timeout: 30_000 });
  await expectReadable(thanks);
  await page.screenshot({ path: '/tmp/sell-phone-success-390.png' });
  await expect(page).toHaveURL('http://localhost:3000/', { timeout: 6_000 });

  const { data } = await (await apiClientAs(DEMO_ADMIN))
    .from('seller_submissions')
    .select('seller_phone')
    .eq('seller_name', name);
  expect(data).toEqual([{ seller_phone: '+919848012345' }]);
});

test('a name over 100 characters is refused by the form with the limit in words, and nothing typed or picked is lost', async ({
  page,
}) => {
  await page.goto('/sell');
  // 101 characters: the form refuses it as the database would (seller_submissions_seller_name_length).
  const name = `Venkata ${'R'.repeat(93)}`;
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('919848012345');
  await page.locator('input[type="file"]').setInputFiles([jpeg('obverse.jpg', seedPhoto(1)), jpeg('reverse.jpg', seedPhoto(2))]);
  await expect(page.getByText('2/3 images')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for Evaluation' }).tap();

  await expect(page.getByText('Your name must be at most 100 characters')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toBeFocused();
  await expect(page.getByLabel('Your Name')).toHaveValue(name);
  await expect(page.getByLabel('Phone Number')).toHaveValue('919848012345');
  await expect(page.getByText('2/3 images')).toBeVisible();
  await expect(page).toHaveURL(/\/sell$/);
});

test('at 3/3 the ways to add a photo are off and say why; Cancel asks before discarding them', async ({ page }) => {
  await page.goto('/sell');
  await page
    .locator('input[type="file"]')
    .setInputFiles([jpeg('a.jpg', seedPhoto(1)), jpeg('b.jpg', seedPhoto(2)), jpeg('c.jpg', seedPhoto(3))]);
  await expect(page.getByText('3/3 images')).toBeVisible();
  const reason = 'That is the maximum of 3 images. Remove one to add another.';
  for (const name of ['Use Camera', 'Upload Image']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByText(reason)).toBeVisible();
  await page.screenshot({ path: '/tmp/sell-phone-full-390.png' });

  await page.getByRole('link', { name: 'Cancel' }).tap();
  const ask = page.getByRole('alertdialog', { name: 'Discard this submission?' });
  await expect(ask).toBeVisible();
  await page.screenshot({ path: '/tmp/sell-phone-discard-390.png' });
  await ask.getByRole('button', { name: 'Keep editing' }).tap();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByText('3/3 images')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).tap();
  await expect(page).toHaveURL('http://localhost:3000/');
});
