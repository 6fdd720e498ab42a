import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

const SHOP = 'http://localhost:3000/';

/**
 * Before React has hydrated a page the server rendered (issue 30), a click on a button does nothing
 * yet, a link is a full page load and typed text is not the app's: the shop's pages are visible before
 * they work, as with any server-rendered site. A person waits a moment; a test does not. So every
 * navigation of a shop page in these specs waits, after its load, until the shell has marked <html>
 * hydrated (shell/src/App.tsx). A page that never hydrates (JavaScript off, the shell's own code
 * failing) is left to the test's assertions: the wait gives up quietly after WAIT_MS.
 */
const WAIT_MS = 15_000;

async function hydratedAfter(page: Page, response: Response | null): Promise<Response | null> {
  if (!response?.url().startsWith(SHOP) || !(response.headers()['content-type'] ?? '').includes('text/html')) return response;
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: WAIT_MS })
    .catch(() => {});
  return response;
}

function waitForHydration(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydratedAfter(page, await goto(url, options));
  page.reload = async (options) => hydratedAfter(page, await reload(options));
}

/** Playwright's `test`, whose pages (the `page` fixture and every page the test opens in its context) wait for hydration. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', waitForHydration);
    await use(context);
  },
});
