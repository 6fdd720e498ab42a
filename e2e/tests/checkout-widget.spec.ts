import { expect, test } from './support/test';

// The checkout remote has no route of its own: the catalog opens its dialog. Until it does, its
// standalone bench (served by the stack like every remote's dist) shows the widget renders.
test('the checkout remote renders its Delivery Details dialog', async ({ page }) => {
  await page.goto('http://localhost:3002/?id=some-listing');
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Collectible not found' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Open checkout' }).click();
  await expect(dialog).toBeVisible();
});
