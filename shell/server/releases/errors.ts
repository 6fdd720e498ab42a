/**
 * Errors by version (issue 48): the browser reports a remote that did not load or a page that failed to
 * render (remote, version, route, message: no personal data, nothing of the visitor) to POST
 * /releases/errors; the server counts them beside the pages it served of each version, and the System
 * panel shows both. A canary whose error rate exceeds the live version's by more than the margin (with
 * enough pages behind it to judge) is rolled back by `watchCanaries`.
 * The counts are the server process's own since it started (one server: `pnpm start`; behind a load
 * balancer each instance judges what it served).
 */

export interface VersionCounts {
  pages: number;
  errors: number;
  /** The latest few messages (route: message), newest last. */
  recent: string[];
}

const RECENT = 5;
const MESSAGE_MAX = 300;

export interface ErrorReport {
  remote: string;
  version: string;
  route: string;
  message: string;
}

/** A report as the browser sent it, checked: short strings only, the route a path without its query. */
export function parseErrorReport(body: unknown): ErrorReport | string {
  if (typeof body !== 'object' || body === null) return 'a report is a JSON object';
  const { remote, version, route, message } = body as Record<string, unknown>;
  for (const [name, value] of Object.entries({ remote, version, route, message }))
    if (typeof value !== 'string' || value === '') return `a report needs "${name}" (a string)`;
  return {
    remote: (remote as string).slice(0, 40),
    version: (version as string).slice(0, 64),
    // A path only: a query or a fragment can hold what a visitor typed.
    route: (route as string).replace(/[?#].*$/, '').slice(0, 200),
    message: (message as string).slice(0, MESSAGE_MAX),
  };
}

export function errorCounter() {
  const counts = new Map<string, VersionCounts>();
  const at = (remote: string, version: string) => {
    const key = `${remote}@${version}`;
    let entry = counts.get(key);
    if (!entry) {
      entry = { pages: 0, errors: 0, recent: [] };
      counts.set(key, entry);
    }
    return entry;
  };
  return {
    page(versions: Record<string, string>) {
      for (const [remote, version] of Object.entries(versions)) at(remote, version).pages++;
    },
    error(report: ErrorReport) {
      const entry = at(report.remote, report.version);
      entry.errors++;
      entry.recent = [...entry.recent, `${report.route}: ${report.message}`].slice(-RECENT);
    },
    of: (remote: string, version: string): VersionCounts =>
      counts.get(`${remote}@${version}`) ?? { pages: 0, errors: 0, recent: [] },
    all(): Record<string, VersionCounts> {
      return Object.fromEntries(counts);
    },
  };
}

export interface CanaryRule {
  /** How far the canary's errors per page may exceed the live version's (0.05: five points). */
  margin: number;
  /** Pages of the canary needed before it is judged. */
  minPages: number;
}

/** Why the canary should be rolled back, or null: its error rate against the live version's. */
export function canaryVerdict(canary: VersionCounts, live: VersionCounts, rule: CanaryRule): string | null {
  if (canary.pages < rule.minPages) return null;
  const rate = (counts: VersionCounts) => (counts.pages ? counts.errors / counts.pages : 0);
  const canaryRate = rate(canary);
  const liveRate = rate(live);
  if (canaryRate - liveRate <= rule.margin) return null;
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return `errors on ${percent(canaryRate)} of the canary's ${canary.pages} pages against ${percent(liveRate)} of the live version's ${live.pages} (margin ${percent(rule.margin)})`;
}
