/**
 * The shop's server in production: `pnpm --filter @sikka/shell serve` (tsx server/main.ts with a 32 MB young
 * generation: under load the requests waiting their turn then die young, where the default kept them for
 * old-generation collections that paused every request for about 40 ms) with
 *   SIKKA_SITE_URL  the public origin, e.g. https://shop.example.com (required)
 *   PORT            default 3000; HOST default 0.0.0.0
 *   SIKKA_SHELL_DIST the shell's build, default shell/dist (with the deployed config.json and remotes.json)
 *   SIKKA_PAGE_CACHE_MS how long one render of an address answers its later requests (default 1000; 0: off)
 *   SIKKA_RELEASES_DIR the releases folder and its registry.json (or SIKKA_RELEASE_REGISTRY the registry;
 *                   README, Releases): each visitor's remote versions, re-read within 2 s of a change
 *   --local         local development, as `pnpm start`: SIKKA_SITE_URL defaults to http://localhost:<port>
 *                   and, without a deployed config.json, the local Supabase on :54321 (the benches use it)
 * It holds no state: run as many as needed behind a CDN (README, Deploy).
 */
import { fileURLToPath } from 'node:url';
import { releasePaths } from './releases/store';
import { pageCacheMsFromEnv, startShop } from './shop';

const port = Number(process.env.PORT ?? 3000);
const dist = process.env.SIKKA_SHELL_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
try {
  const { site } = await startShop({
    dist,
    port,
    host: process.env.HOST,
    local: process.argv.includes('--local'),
    siteUrl: process.env.SIKKA_SITE_URL,
    pageCacheMs: pageCacheMsFromEnv(),
    ...(process.env.SIKKA_RELEASES_DIR || process.env.SIKKA_RELEASE_REGISTRY
      ? { releases: releasePaths(fileURLToPath(new URL('../..', import.meta.url))) }
      : {}),
  });
  console.log(`the shop (${site.origin}) is served from ${dist} on port ${port}`);
} catch (error) {
  console.error(`the shop's server did not start: ${(error as Error).message}`);
  process.exit(1);
}
