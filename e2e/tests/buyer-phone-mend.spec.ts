import { expect, test } from './support/test';
import { onFirstScreen, PHONE } from './buyer-phone-support';

// Issue 28 item 10: the buyer's path on a phone (390 × 844).
test.use(PHONE);
test.describe.configure({ timeout: 120_000 });

test('on a listing with a video, the sticky bar carries the whole name and the price on the first screen', async ({ page }) => {
  // The seed's Kushan dinar: four photos and a video.
  await page.goto('/kushan-vasudeva-gold-dinar');
  const bar = page.getByTestId('buy-bar');
  const name = bar.getByText('Kushan Vasudeva I Gold Dinar');
  await expect(name).toBeVisible();
  expect(await onFirstScreen(name)).toBe(true);
  expect(await onFirstScreen(bar.getByText('₹1,85,000'))).toBe(true);
  // Whole, not cut off with an ellipsis.
  expect(
    await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight),
  ).toBe(true);
  // Since the video became a gallery item (issue 32), the page's own name is on the first screen too.
  expect(await onFirstScreen(page.getByRole('heading', { level: 1 }))).toBe(true);
  await page.screenshot({ path: '/tmp/buyer-phone-video-390.png' });
});
