import { expect, test } from './support/test';
import { apiClient } from './catalog-data';

// Each remote runs alone on its own origin (its dist/ or `pnpm dev`) and finds the other remotes the
// shell's way: /remotes.json of that origin, copied from the shell's one default list at build time.

test('the catalog alone opens the checkout widget, found through /remotes.json of its own origin', async ({ page, request }) => {
  const list = (await (await request.get('http://localhost:3001/remotes.json')).json()) as Record<string, string>;
  expect(list.checkout).toBe('http://localhost:3002/mf-manifest.json');

  const { data } = await apiClient().from('collectibles').select('slug, name').eq('status', 'available').limit(1).single();
  const listing = data as { slug: string; name: string };
  await page.goto(`http://localhost:3001/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Delivery Details' })).toBeVisible({ timeout: 10_000 });
});
