import { expect, test, type Page } from './support/test';
import { apiClientAs } from './catalog-data';
import { drawnPhoto, seedPhoto } from './sell-photos';
import { DEMO_ADMIN } from './support/session';

/** The Sell page on a bad connection (spec §4 "Sell form"; issue 13): progress shown, nothing lost, nothing sent twice. */

const SUCCESS = /contact you within 24-48 hours/;
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
const UPLOADS = '**/storage/v1/object/collectible-images/seller-submissions/**';

/** Storage POSTs per photo index (the '-{index}-' in the stored name). */
function countUploads(page: Page) {
  const counts = new Map<number, number>();
  page.on('request', (request) => {
    const index = /\/seller-submissions\/\d+-(\d)-/.exec(request.url())?.[1];
    if (request.method() === 'POST' && index !== undefined) counts.set(Number(index), (counts.get(Number(index)) ?? 0) + 1);
  });
  return counts;
}

async function rowsNamed(name: string) {
  const { data, error } = await (await apiClientAs(DEMO_ADMIN))
    .from('seller_submissions')
    .select('image_url, admin_notes')
    .eq('seller_name', name);
  if (error) throw error;
  return data ?? [];
}

test('each photo shows its own progress bar and percent on a slow connection', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sell');
  await page.getByLabel('Your Name').fill(`Slow Seller ${Date.now().toString(36)}`);
  await page.getByLabel('Phone Number').fill('9000123456');
  const photo = await drawnPhoto(page, 2400, 1800);
  await page.locator('input[type="file"]').setInputFiles([jpeg('front.jpg', photo), jpeg('back.jpg', seedPhoto(2))]);

  // Mobile data: about 1 Mbit/s up, from here on.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 500_000,
    uploadThroughput: 120_000,
  });
  await page.getByRole('button', { name: 'Submit for Evaluation' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(2);
  const front = page.getByRole('progressbar', { name: 'Upload of image 1' });
  await expect(front).toHaveAttribute('aria-valuenow', /^[1-9][0-9]?$/, { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Upload progress' })).toContainText(/Uploading \d+%/);
  await page.screenshot({ path: '/tmp/sell-progress.png' });

  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 60_000 });
  await expect(front).toHaveAttribute('aria-valuenow', '100');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});

test('the backend going down mid-submit loses nothing, and the retry uploads only what is missing', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Suresh Reddy ${Date.now().toString(36)}`;
  const uploads = countUploads(page);
  await page.goto('/sell');
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('+919000123456');
  await page.locator('input[type="file"]').setInputFiles([jpeg('obverse.jpg', seedPhoto(1)), jpeg('reverse.jpg', seedPhoto(2))]);
  const submit = page.getByRole('button', { name: 'Submit for Evaluation' });

  // Storage drops the second photo (both tries); the first one gets through.
  await page.route(UPLOADS, (route) =>
    /\/\d+-1-/.test(route.request().url()) ? route.abort('internetdisconnected') : route.fallback(),
  );
  await submit.click();
  await expect(page.getByText('Failed to submit. Please try again.')).toBeVisible({ timeout: 30_000 });
  const progress = page.getByRole('list', { name: 'Upload progress' });
  await expect(progress.getByRole('listitem').nth(0)).toContainText('Uploaded 100%');
  await expect(progress.getByRole('listitem').nth(1)).toContainText('Upload failed');
  await expect(page.getByLabel('Your Name')).toHaveValue(name);
  await expect(page.getByLabel('Phone Number')).toHaveValue('+919000123456');
  await expect(page.getByText('2/3 images')).toBeVisible();
  expect(uploads.get(0)).toBe(1);
  expect(uploads.get(1)).toBe(2);

  // Storage is back; now the database is down for the insert.
  await page.unroute(UPLOADS);
  await page.route('**/rest/v1/seller_submissions*', (route) => route.abort('connectionrefused'));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Failed to submit. Please try again.')).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('listitem').nth(1)).toContainText('Uploaded 100%');
  expect(uploads.get(0)).toBe(1);
  expect(uploads.get(1)).toBe(3);
  await expect(page.getByLabel('Your Name')).toHaveValue(name);

  await page.unroute('**/rest/v1/seller_submissions*');
  await submit.click();
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
  expect(uploads.get(0)).toBe(1);
  expect(uploads.get(1)).toBe(3);
  const rows = await rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.image_url).toMatch(/-0-obverse\.jpg$/);
  expect(rows[0]!.admin_notes).toMatch(/^Additional images: \S+-1-reverse\.jpg$/);
});

test("a photo's upload can be cancelled on its own: the photo stays, and the next submit sends it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Cancel Seller ${Date.now().toString(36)}`;
  const uploads = countUploads(page);
  await page.goto('/sell');
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('9000123456');
  const photo = await drawnPhoto(page, 2400, 1800);
  await page.locator('input[type="file"]').setInputFiles([jpeg('front.jpg', photo), jpeg('back.jpg', seedPhoto(2))]);

  // A very slow connection: the big photo takes long enough to be cancelled mid-way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 500_000,
    uploadThroughput: 30_000,
  });
  await page.getByRole('button', { name: 'Submit for Evaluation' }).click();
  const progress = page.getByRole('list', { name: 'Upload progress' });
  const cancel = progress.getByRole('button', { name: 'Cancel upload of image 1' });
  await expect(page.getByRole('progressbar', { name: 'Upload of image 1' })).toHaveAttribute('aria-valuenow', /^[1-9][0-9]?$/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: '/tmp/sell-cancel-390.png' });
  await cancel.click();

  await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled.' })).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('listitem').nth(0)).toContainText('Cancelled');
  await expect(progress.getByRole('listitem').nth(1)).toContainText('Uploaded 100%');
  await expect(page.getByText('Failed to submit. Please try again.')).toHaveCount(0);
  await expect(page.getByText('2/3 images')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue(name);
  await expect(page.getByLabel('Your Name')).toBeEnabled();
  await page.screenshot({ path: '/tmp/sell-cancelled-390.png' });
  expect(await rowsNamed(name)).toEqual([]);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Submit for Evaluation' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
  expect(uploads.get(0)).toBe(2);
  expect(uploads.get(1)).toBe(1);
  const rows = await rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.image_url).toMatch(/-0-front\.jpg$/);
  expect(rows[0]!.admin_notes).toMatch(/^Additional images: \S+-1-back\.jpg$/);
});
