import { expect, test } from './support/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { seedPhoto } from './sell-photos';

/** A fake camera exists but the person says no (no fake-UI flag: headless Chromium denies the prompt). */
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
});

test('a denied camera says what to do, is only logged, and the file picker still works', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/sell');
  await page.getByRole('button', { name: 'Use Camera' }).click();
  const camera = page.getByRole('dialog', { name: 'Photograph your coin or note' });
  await expect(camera.getByRole('alert')).toHaveText(/Camera access was denied\. .*use Upload Image instead\./);
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeDisabled();
  expect(logged.some((text) => text.includes('camera could not start'))).toBe(true);
  await page.screenshot({ path: '/tmp/sell-camera-denied.png' });

  await page.keyboard.press('Escape');
  await expect(camera).toBeHidden();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'obverse.jpg', mimeType: 'image/jpeg', buffer: seedPhoto(1) }]);
  await expect(page.getByText('1/3 images')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Evaluation' })).toBeEnabled();
});
