import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { apiClient, apiClientAs } from './catalog-data';
import { drawnPhoto, hasExif, jpegSize, seedPhoto, withPhoneExif } from './sell-photos';
import { DEMO_ADMIN } from './support/session';

/** The Sell page end to end (spec §2 "Sell page", §5 "Sell form", §7): photos in, one pending submission out. */

const SUCCESS = /Our experts will evaluate your item and contact you within 24-48 hours/;
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

async function openSellPage(page: Page) {
  await page.goto('/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Coins' })).toBeVisible();
  return {
    name: page.getByLabel('Your Name'),
    phone: page.getByLabel('Phone Number'),
    files: page.locator('input[type="file"]'),
    submit: page.getByRole('button', { name: 'Submit for Evaluation' }),
    message: page.getByRole('alert'),
  };
}

async function submissionsNamed(name: string) {
  const admin = await apiClientAs(DEMO_ADMIN);
  const { data, error } = await admin.from('seller_submissions').select('*').eq('seller_name', name);
  if (error) throw error;
  return data ?? [];
}

async function stored(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

test('three photos become one pending submission, stored upright, at most 2560 px and without location', async ({ page }) => {
  test.setTimeout(90_000);
  const form = await openSellPage(page);
  const sellerName = unique('Ravi Kumar');
  const phonePhoto = withPhoneExif(await drawnPhoto(page, 4000, 3000));
  const sent: { url: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/')) sent.push({ url: request.url() });
  });

  await form.name.fill(sellerName);
  await form.phone.fill('98480 12345');
  await form.files.setInputFiles([
    jpeg('obverse.jpg', seedPhoto(1)),
    jpeg('IMG_0001.jpg', phonePhoto),
    jpeg('reverse.jpg', seedPhoto(2)),
  ]);
  await expect(page.getByText('3/3 images')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected images' }).getByRole('img')).toHaveCount(3);
  await form.submit.click();
  await expect(page.getByRole('list', { name: 'Upload progress' }).getByText('Uploaded 100%')).toHaveCount(3, {
    timeout: 30_000,
  });
  // The form says so and stays locked until it leaves for the home page (a few seconds): checked first, as a
  // loaded machine can spend those seconds reading the stored files back.
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
  await expect(form.submit).toBeDisabled();
  await expect(form.name).toBeDisabled();
  // What Storage now serves: every photo at most 2560 px on its long edge, upright, without EXIF (no location).
  const urls = [0, 1, 2].map((index) => {
    const upload = sent.find((request) => new RegExp(`/seller-submissions/\\d{13}-${index}-`).test(request.url));
    return upload!.url.replace('/storage/v1/object/', '/storage/v1/object/public/');
  });
  expect(urls[1]).toMatch(/-1-img-0001\.jpg$/);
  const files = await Promise.all(urls.map(stored));
  for (const file of files) {
    const { width, height } = jpegSize(file);
    expect(Math.max(width, height)).toBeLessThanOrEqual(2560);
    expect(hasExif(file)).toBe(false);
  }
  // The 4000 × 3000 photo held upright (EXIF orientation 6): stored portrait, long edge 2560.
  expect(jpegSize(files[1]!)).toEqual({ width: 1920, height: 2560 });
  expect(jpegSize(files[0]!)).toEqual({ width: 600, height: 600 });
  const picked = [seedPhoto(1), phonePhoto, seedPhoto(2)];
  console.log(
    'photo sizes picked → stored:',
    files.map(
      (file, i) =>
        `${picked[i]!.length} B ${JSON.stringify(jpegSize(picked[i]!))} → ${file.length} B ${JSON.stringify(jpegSize(file))}`,
    ),
  );

  await expect(page).toHaveURL('http://localhost:3000/', { timeout: 6_000 });

  const rows = await submissionsNamed(sellerName);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    status: 'pending',
    seller_phone: '+919848012345',
    image_url: urls[0],
    admin_notes: `Additional images: ${urls[1]}, ${urls[2]}`,
  });
});

test("each rule's message shows and what was entered stays", async ({ page }) => {
  const form = await openSellPage(page);
  await form.name.fill('Lakshmi Narayanan');
  await form.phone.fill('9840098765');
  await expect(form.submit).toBeDisabled();

  await form.files.setInputFiles([jpeg('too-big.jpg', Buffer.alloc(5 * 1024 * 1024, 1))]);
  await expect(form.message).toHaveText('Each image must be less than 5MB');
  await form.files.setInputFiles([{ name: 'coin.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(form.message).toHaveText('Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.');
  // A text file named .jpg: the browser calls it image/jpeg from its name; its bytes say otherwise.
  await form.files.setInputFiles([jpeg('coin.jpg', Buffer.from('Dear buyer, this is a letter, not a photo'))]);
  await expect(form.message).toHaveText('Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.');
  await expect(page.getByText('0/3 images')).toBeVisible();
  await form.files.setInputFiles([{ name: 'IMG_4512.HEIC', mimeType: 'image/heic', buffer: Buffer.from('heic') }]);
  await expect(form.message).toContainText('HEIC/HEIF photos cannot be shown in this browser');

  const first = seedPhoto(1);
  await form.files.setInputFiles([jpeg('a.jpg', first), jpeg('b.jpg', seedPhoto(2))]);
  await expect(page.getByText('2/3 images')).toBeVisible();
  await expect(form.message).toHaveCount(0);
  await form.files.setInputFiles([jpeg('a.jpg', first)]);
  await expect(form.message).toHaveText('Please do not upload the same image multiple times');
  await form.files.setInputFiles([jpeg('c.jpg', seedPhoto(3)), jpeg('d.jpg', seedPhoto(3).subarray(0, 5000))]);
  await expect(form.message).toHaveText('Maximum 3 images allowed');
  await expect(page.getByText('2/3 images')).toBeVisible();

  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(form.message).toHaveText('Please select at least one image of your coin/note');
  await expect(form.submit).toBeDisabled();

  await form.files.setInputFiles([jpeg('a.jpg', seedPhoto(1))]);
  await form.phone.fill('12345');
  await form.submit.click();
  await expect(page.getByText('Please enter a valid phone number: +91 followed by 10 digits, or 10 digits')).toBeVisible();
  await form.name.fill('');
  await form.submit.click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(form.phone).toHaveValue('12345');
  await expect(page.getByText('1/3 images')).toBeVisible();
});

test('Cancel goes home', async ({ page }) => {
  await openSellPage(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
});

test('a hand-made API call that breaks a rule is refused', async () => {
  // As the form calls: from an anonymous session (the anon key alone may not submit at all).
  const visitor = apiClient();
  await visitor.auth.signInAnonymously();
  const { error } = await visitor.from('seller_submissions').insert({
    seller_name: 'Not A Seller',
    seller_phone: '+919876543210',
    status: 'pending',
    image_url: 'https://photos.example/seller-submissions/coin.jpg',
  });
  expect(error).toMatchObject({ code: 'P0001', hint: 'sell_image_not_stored' });
  const accepted = await visitor.from('seller_submissions').insert({
    seller_name: 'Not A Seller',
    seller_phone: '+919876543210',
    status: 'accepted',
    image_url: 'https://x.example/a.jpg',
  });
  expect(accepted.error?.code).toBe('42501');
  expect(await submissionsNamed('Not A Seller')).toEqual([]);
});

test('the Sell page passes axe, with a rule message showing too', async ({ page }) => {
  const form = await openSellPage(page);
  const axe = () => new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = async () =>
    (await axe()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  const photo = seedPhoto(1);
  await form.files.setInputFiles([jpeg('a.jpg', photo)]);
  await form.files.setInputFiles([jpeg('a.jpg', photo)]);
  await expect(form.message).toBeVisible();
  await page.getByText('How will I be paid?').click();
  expect(await serious()).toEqual([]);
});

test('the FAQs open as a disclosure list and are described as a FAQPage', async ({ page }) => {
  await openSellPage(page);
  const question = page.locator('summary', { hasText: 'Is the evaluation really free?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The evaluation is free and there is no obligation to sell')).toBeVisible();
  const jsonLd = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((json) => json['@type'] === 'FAQPage'),
  );
  expect(jsonLd.mainEntity.map((q: { name: string }) => q.name)).toEqual([
    'How much is my coin or note worth?',
    'What types of coins and notes do you buy?',
    'How long does the evaluation take?',
    'Is the evaluation really free?',
    'How will I be paid?',
  ]);
});

test('screenshots at 390 and 1280 px', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const form = await openSellPage(page);
    await form.name.fill('Priya Menon');
    const obverse = seedPhoto(1);
    await form.files.setInputFiles([jpeg('obverse.jpg', obverse), jpeg('reverse.jpg', seedPhoto(2))]);
    await form.files.setInputFiles([jpeg('obverse.jpg', obverse)]);
    await expect(form.message).toBeVisible();
    await page.screenshot({ path: `/tmp/sell-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  }
});
