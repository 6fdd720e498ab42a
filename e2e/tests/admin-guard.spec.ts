import { expect, type Page, test } from './support/test';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';
import { mainHeading } from './support/shell';

/**
 * Issue 15 item 8: visitors never download admin code. The shell asks for the admin remote (:3005)
 * only once the session says "admin"; everyone else gets Access Denied (spec §6) and the network
 * trace of the whole visit holds no request to the admin remote's origin.
 */

const ADMIN_ORIGIN = 'http://localhost:3005';
const PATHS = ['/admin/orders', '/admin/users', '/admin/collectibles', '/upload', '/edit/some-id'];

/** Every request the page makes (the trace), attached to the test's report. */
function traceRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Lets late requests (a preload, a lazy chunk) show up in the trace before it is read: the trace is read
 * once the page has loaded and then made no request for a while (Playwright's 'networkidle').
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
}

test('a visitor gets “Not authenticated” and the browser never asks the admin remote for anything', async ({ page }, info) => {
  const trace = traceRequests(page);
  for (const path of PATHS) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText('Access Denied');
    await expect(page.getByText('Not authenticated')).toBeVisible();
    await settle(page);
  }
  // Moving inside the app (no reload) to an admin screen does not fetch it either.
  await page.goto('/');
  // The app's own home screen: its router is listening (the load event alone can come before it is).
  await expect(mainHeading(page)).toHaveText('Rare Indian Coins & Banknotes');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(mainHeading(page)).toHaveText('Access Denied');
  await settle(page);
  await info.attach('network-trace.json', { body: JSON.stringify(trace, null, 2), contentType: 'application/json' });
  expect(trace.some((url) => url.startsWith('http://localhost:3001/'))).toBe(true); // the trace is real: the catalog loaded
  expect(trace.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);
  expect(await page.locator(`link[href^="${ADMIN_ORIGIN}"], script[src^="${ADMIN_ORIGIN}"]`).count()).toBe(0);
});

test('a signed-in buyer gets “Not authorized” without a request to the admin remote', async ({ page }, info) => {
  await signInAs(page, DEMO_BUYER);
  const trace = traceRequests(page);
  for (const path of PATHS) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText('Access Denied');
    await expect(page.getByText('Not authorized')).toBeVisible();
    await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
    await settle(page);
  }
  await info.attach('network-trace.json', { body: JSON.stringify(trace, null, 2), contentType: 'application/json' });
  expect(trace.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);
});

test('an admin gets the back office, loaded from the admin remote', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  const trace = traceRequests(page);
  await page.goto('/admin/orders');
  await expect(mainHeading(page)).toHaveText('Orders Dashboard');
  expect(trace.filter((url) => url.startsWith(ADMIN_ORIGIN)).length).toBeGreaterThan(0);
});
