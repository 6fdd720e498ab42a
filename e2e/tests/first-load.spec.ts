import { expect, test } from './support/test';
import { APPS } from '../../scripts/apps.mjs';
import { firstLoad, readBuilds } from '../../scripts/check-bundles.mjs';
import { mainHeading } from './support/shell';

/**
 * The bundle budgets (scripts/check-bundles.mjs, issue 52) count, per route, the scripts a first load
 * needs as the builds say it: the shell's entry and preloads, the remote's entry, its page's chunks and
 * the shared entries they consume. This holds that count to what a browser really fetches: until the page
 * has hydrated, a visitor's first load of / or of a listing asks for no script the count leaves out (a
 * startup chunk missing from the preloads, postgrest-js, the error texts would show up here).
 */
const ROUTES = [
  { path: '/', remote: 'catalog/HomePage', heading: 'Rare Indian Coins & Banknotes' },
  {
    path: '/kushan-vasudeva-gold-dinar',
    route: '/:slug',
    remote: 'catalog/ListingPage',
    heading: 'Kushan Vasudeva I Gold Dinar',
  },
];

/**
 * Fetched by design once the page is up, not part of a first load: a listing's live updates join through
 * realtime-js (shared/src/supabase/client.ts, openChannel), started by the page's effect as it hydrates.
 */
const AFTER_START = /[/]realtime-client\.[\w]+\.js$/;

/** `app:path in its dist` for a script's address: the shell's origin is port 3000, each remote its own. */
function distFile(url: string): string {
  const { port, pathname } = new URL(url);
  const app = APPS.find((candidate) => String(candidate.port) === port);
  return `${app?.name ?? `port ${port}`}:${pathname.replace(/^\/+/, '')}`;
}

for (const route of ROUTES) {
  test(`a first load of ${route.path} fetches only the scripts its bundle budget counts`, async ({ page }) => {
    const fetched: string[] = [];
    let started = true;
    page.on('request', (request) => {
      if (started && request.resourceType() === 'script') fetched.push(request.url());
    });
    await page.goto(route.path); // returns once the page has hydrated (support/test.ts)
    started = false;
    await expect(mainHeading(page)).toHaveText(route.heading);

    const { files } = firstLoad(readBuilds(), { path: route.route ?? route.path, remote: route.remote });
    const counted = new Set([...files].flatMap(([app, appFiles]) => [...appFiles].map((file) => `${app}:${file}`)));
    const scripts = fetched.filter((url) => !AFTER_START.test(url)).map(distFile);
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((script) => !counted.has(script))).toEqual([]);
    expect(scripts.some((script) => /postgrest|sikka-domain-errors|sikka-domain-settingsRules/.test(script))).toBe(false);
  });
}
