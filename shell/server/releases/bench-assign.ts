/**
 * What the releases add to a page request (issue 48: at most 1 ms p50): the visitor's versions worked out
 * from the registry in memory and the request's cookies (`assign`, as releaseService.assignFor does for
 * every page), for a visitor without cookies in a 30 % canary and for a returning, pinned one, with all
 * six remotes in the registry. Prints p50 / p99 per call; not a test.
 *   pnpm --filter @sikka/shell exec tsx server/releases/bench-assign.ts
 */
import { assign, parseCookies } from './assign';
import { EMPTY_REGISTRY, promote, recordPublished, type Registry } from './registry';

const REMOTES = ['catalog', 'checkout', 'sell', 'blog', 'admin', 'auction'];
const by = { by: 'bench' };
let registry: Registry = EMPTY_REGISTRY;
for (const remote of REMOTES)
  for (const version of ['1.0.0', '1.1.0', '2.0.0'])
    registry = recordPublished(registry, remote, version, `https://cdn.example/${remote}/${version}/mf-manifest.json`, by);
for (const remote of REMOTES) registry = promote(registry, remote, '1.1.0', by);
registry = promote(registry, 'catalog', '2.0.0', { ...by, canary: 30 });
const base = Object.fromEntries(REMOTES.map((r) => [r, `https://shop.example/${r}/mf-manifest.json`]));

function measure(label: string, cookieHeader: string | undefined) {
  const times: number[] = [];
  for (let i = 0; i < 200_000; i++) {
    const started = performance.now();
    assign({ base, registry, cookies: parseCookies(cookieHeader), secure: true });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => `${(times[Math.floor((p / 100) * (times.length - 1))]! * 1000).toFixed(1)} µs`;
  console.log(`${label.padEnd(44)} p50 ${at(50)}   p99 ${at(99)}`);
}

const pinned = assign({ base, registry, cookies: {}, secure: true })
  .cookies.map((c) => c.split(';')[0])
  .join('; ');
measure('a new visitor (canary drawn, cookies made)', undefined);
measure('a returning visitor (pinned by its cookies)', `${pinned}; other=1; theme=dark`);
