import { expect, test } from './support/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { seedPhoto } from './sell-photos';

/** The camera dialog with Chromium's fake camera (a test pattern), allowed without a prompt. */
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('Use Camera takes a photo that joins the others', async ({ page }) => {
  await page.goto('/sell');
  await page.locator('input[type="file"]').setInputFiles([{ name: 'obverse.jpg', mimeType: 'image/jpeg', buffer: seedPhoto(1) }]);
  await page.getByRole('button', { name: 'Use Camera' }).click();
  const camera = page.getByRole('dialog', { name: 'Photograph your coin or note' });
  await expect(camera).toBeVisible();
  await expect(camera.getByLabel('Camera preview')).toBeVisible();
  await expect
    .poll(() => camera.getByLabel('Camera preview').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/sell-camera.png' });

  await camera.getByRole('button', { name: 'Switch to front camera' }).click();
  await expect(camera.getByRole('button', { name: 'Switch to back camera' })).toBeVisible();
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Take photo' }).click();

  await expect(camera).toBeHidden();
  await expect(page.getByText('2/3 images')).toBeVisible();
  await expect(page.getByRole('img', { name: /Preview 2 of 2: camera-\d+\.jpg/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Camera' })).toBeFocused();
});

test('closing the camera stops it and keeps the form as it was', async ({ page }) => {
  await page.goto('/sell');
  await page.getByLabel('Your Name').fill('Ravi Kumar');
  await page.getByRole('button', { name: 'Use Camera' }).click();
  const camera = page.getByRole('dialog', { name: 'Photograph your coin or note' });
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Close camera' }).click();
  await expect(camera).toBeHidden();
  await expect(page.getByText('0/3 images')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Ravi Kumar');
});
