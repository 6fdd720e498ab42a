import { expect, type Page, test } from './support/test';
import { DEMO_ADMIN, signInAs } from './support/session';
import { mainHeading } from './support/shell';

/**
 * The shop's security headers (issue 29 item 8) as a browser meets them: every page is sent with a
 * Content-Security-Policy, and the shop's own pages, a visitor's and the back office's, load under
 * it without one violation (its scripts, the remotes, the API, storage photos, the listing's video).
 */
const VISITOR_PAGES = [
  { path: '/', heading: 'Rare Indian Coins & Banknotes' },
  { path: '/kushan-vasudeva-gold-dinar', heading: 'Kushan Vasudeva I Gold Dinar' },
  { path: '/sell', heading: 'Sell Your Coins' },
  { path: '/blog', heading: 'Numismatic Insights' },
  { path: '/blog/beginners-guide-to-collecting-indian-coins', heading: /collecting/i },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

/** Every violation the page reports, from the moment it starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('every page is sent with its policy, no framing, nosniff and the referrer policy', async ({ request }) => {
  for (const path of ['/', '/kushan-vasudeva-gold-dinar', '/blog', '/admin/orders']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' http:\/\/localhost:3001 /);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  const remoteEntry = await request.get('http://localhost:3001/remoteEntry.js');
  expect(remoteEntry.headers()['x-content-type-options']).toBe('nosniff');
});

test('each remote’s own origin sends its standalone page with the same headers, and keeps CORS open on its code (issue 50)', async ({
  request,
}) => {
  for (const port of [3001, 3002, 3003, 3004, 3005, 3006]) {
    const origin = `http://localhost:${port}`;
    // Its standalone page, and a deep link of it (the back office's own route).
    for (const path of ['/', '/admin/orders']) {
      const headers = (await request.get(`${origin}${path}`)).headers();
      expect(headers['content-type'], `${origin}${path}`).toContain('text/html');
      expect(headers['content-security-policy'], `${origin}${path}`).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], `${origin}${path}`).toMatch(/script-src 'self' http:\/\/localhost:3001 /);
      expect(headers['x-frame-options'], `${origin}${path}`).toBe('DENY');
      expect(headers['x-content-type-options'], `${origin}${path}`).toBe('nosniff');
      expect(headers['referrer-policy'], `${origin}${path}`).toBe('strict-origin-when-cross-origin');
    }
    const manifest = await request.get(`${origin}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(manifest.headers()['access-control-allow-origin'], origin).toBe('*');
  }
});

test('the standalone back office cannot be framed by another site', async ({ page }) => {
  // A page of another origin (the API's; any will do) frames the standalone back office.
  await page.goto('http://127.0.0.1:54321/health');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = 'http://localhost:3005/admin/orders';
        document.body.append(frame);
      }),
  );
  // The browser refused it: the frame holds its error page, not the back office's document.
  const framed = page.mainFrame().childFrames();
  expect(framed).toHaveLength(1);
  expect(await framed[0]!.locator('#root').count()).toBe(0);
});

test('a visitor’s pages load under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const { path, heading } of VISITOR_PAGES) {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
  }
  // The listing's video is the one frame the shop shows.
  await page.goto('/kushan-vasudeva-gold-dinar');
  await expect(page.getByRole('main').getByRole('img').first()).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Show the video' }).click();
  await page.getByRole('button', { name: /^Play video of / }).click();
  await expect(page.locator('iframe[title^="Video of"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\//);
  expect(violations).toEqual([]);
});

test('the back office loads under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  await expect(mainHeading(page)).toHaveText('Orders Dashboard');
  await page.goto('/admin/collectibles');
  await expect(mainHeading(page)).toBeVisible();
  expect(violations).toEqual([]);
});
