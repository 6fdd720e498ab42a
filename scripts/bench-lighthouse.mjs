#!/usr/bin/env node
/**
 * `pnpm bench:lighthouse [path…]`: Lighthouse on the production build of the composed shop, with
 * Lighthouse's default mobile profile (Moto G Power-sized screen, simulated slow 4G and 4× CPU
 * slowdown), in Chromium (CHROME_PATH, default /usr/bin/chromium). Defaults to `/`, a listing, `/sell`,
 * `/blog` and a blog post. Prints, per page, the medians over the runs of the performance score, LCP,
 * TBT, CLS, Speed Index, JavaScript transferred and the accessibility, best-practices and SEO scores;
 * then each page's top 3 performance insights/diagnostics that do not pass, by estimated savings (from its
 * median run as Lighthouse picks it; savings weighed as its report weighs them, by performance score gained).
 * Uses a running `pnpm start` stack, or serves the dist/ folders as `pnpm start` does and starts
 * supabase/local on a bench database when the backend is not up (scripts/bench/stack.mjs).
 *   --runs=N   Lighthouse runs per page (default 3, after one uncounted warm-up load each)
 *   --verbose  also each page's long main-thread tasks (script, start, duration) and its LCP element
 * Prints figures, not a verdict: not part of `pnpm test`.
 */
// Lighthouse 13 asks for Node 22: on Node 20 three of its insights need these (see the module).
import './bench/iterator-helpers.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { Util } from 'lighthouse/shared/util.js';
import { startStack, stopOnce } from './bench/stack.mjs';
import { median } from './bench/vitals.mjs';

const args = process.argv.slice(2);
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/', '/kushan-vasudeva-gold-dinar', '/sell', '/blog', '/blog/the-rupee-through-time');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs=N takes a whole number ≥ 1');
  process.exit(2);
}
const ORIGIN = 'http://localhost:3000';
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

let chrome = null;
const stack = await startStack({ asStart: true });
// chrome-launcher's own SIGINT handler would exit before the stack is down (handleSIGINT: false below).
const stop = stopOnce([() => chrome?.kill(), () => stack.stop()]);

/** One Lighthouse run in a fresh Chromium (fresh profile); the report's result (lhr). */
async function audit(url, flags = {}) {
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
    chrome = null;
  }
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
const scriptBytes = (lhr) =>
  lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
/** What each column reads from one run, and how its median is written. */
const COLUMNS = [
  ['perf', (lhr) => lhr.categories.performance.score, (v) => v.toFixed(2)],
  ['LCP', (lhr) => numeric(lhr, 'largest-contentful-paint'), (v) => `${(v / 1000).toFixed(1)} s`],
  ['TBT', (lhr) => numeric(lhr, 'total-blocking-time'), (v) => `${Math.round(v)} ms`],
  ['CLS', (lhr) => numeric(lhr, 'cumulative-layout-shift'), (v) => v.toFixed(3)],
  ['SI', (lhr) => numeric(lhr, 'speed-index'), (v) => `${(v / 1000).toFixed(1)} s`],
  ['JS', scriptBytes, (v) => `${(v / 1024).toFixed(0)} kB`],
  ['a11y', (lhr) => lhr.categories.accessibility.score, (v) => v.toFixed(2)],
  ['best pr.', (lhr) => lhr.categories['best-practices'].score, (v) => v.toFixed(2)],
  ['SEO', (lhr) => lhr.categories.seo.score, (v) => v.toFixed(2)],
];

/**
 * The run's performance insights and diagnostics that do not pass, with their estimated savings, ranked
 * by estimated savings as Lighthouse's report weighs them (report/renderer/performance-category-renderer.js):
 * by how much the savings would raise the performance score, then by their linear share of the metrics,
 * then by bytes. Findings without an estimate (a long network chain, say) come after, worst score first.
 */
function topFindings(lhr, count = 3) {
  const perf = lhr.categories.performance;
  const metrics = perf.auditRefs
    .filter((ref) => ref.group === 'metrics' && ref.acronym)
    .map((ref) => ({ ...ref, result: lhr.audits[ref.id] }));
  const impact = (result) => {
    let overall = 0;
    let linear = 0;
    for (const [acronym, savings] of Object.entries(result.metricSavings ?? {})) {
      const metric = metrics.find((m) => m.acronym === acronym);
      if (!savings || !metric || metric.result.score === null || !metric.result.numericValue) continue;
      linear += (savings / metric.result.numericValue) * metric.weight;
      if (metric.result.scoringOptions) {
        const improved = Util.computeLogNormalScore(metric.result.scoringOptions, metric.result.numericValue - savings);
        overall += (improved - metric.result.score) * metric.weight;
      }
    }
    return { overall, linear };
  };
  const passed = (result) =>
    ['manual', 'notApplicable'].includes(result.scoreDisplayMode) ||
    (!['error', 'informative'].includes(result.scoreDisplayMode) && Number(result.score) >= Util.PASS_THRESHOLD);
  return perf.auditRefs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((result) => result.scoreDisplayMode !== 'error' && !passed(result))
    .map((result) => ({ result, ...impact(result), bytes: result.details?.overallSavingsBytes ?? 0 }))
    .sort(
      (a, b) =>
        b.overall - a.overall ||
        b.linear - a.linear ||
        b.bytes - a.bytes ||
        (a.result.score ?? 0) - (b.result.score ?? 0) ||
        (b.result.guidanceLevel ?? 1) - (a.result.guidanceLevel ?? 1),
    )
    .slice(0, count);
}

const savingsText = ({ result, bytes }) => {
  const parts = Object.entries(result.metricSavings ?? {})
    .filter(([, ms]) => ms > 0)
    .map(([metric, ms]) => (metric === 'CLS' ? `CLS −${ms.toFixed(3)}` : `${metric} −${Math.round(ms)} ms`));
  if (bytes > 0) parts.push(`${(bytes / 1024).toFixed(0)} kB`);
  return parts.join(', ');
};

const verbose = args.includes('--verbose');
/** The median run's long tasks and LCP element, for --verbose. */
function details(lhr) {
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map(
    (task) =>
      `${String(Math.round(task.startTime)).padStart(6)} ms  ${String(Math.round(task.duration)).padStart(4)} ms  ${String(
        task.url,
      )
        .replace(/^https?:\/\//, '')
        .slice(0, 90)}`,
  );
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return [
    `LCP element: ${lcp ? `${lcp.nodeLabel} (${lcp.selector})` : 'unknown'}`,
    'long tasks (start, duration, script):',
    ...tasks,
  ];
}

const rows = [];
const findings = [];
let version = '';
try {
  for (const path of paths) {
    const url = `${ORIGIN}${path}`;
    process.stdout.write(`${path}: warm-up`);
    // Not counted: the backend's first answers (query plans, resized images) would otherwise be paid by
    // the first run only.
    await audit(url, { onlyAudits: ['first-contentful-paint'] });
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`, run ${i + 1}/${runs}`);
      const lhr = await audit(url, { onlyCategories: CATEGORIES });
      if (lhr.runtimeError) {
        process.stdout.write(` (failed: ${lhr.runtimeError.code})`);
        continue;
      }
      lhrs.push(lhr);
      version = lhr.lighthouseVersion;
    }
    process.stdout.write('\n');
    for (const warning of new Set(lhrs.flatMap((lhr) => lhr.runWarnings))) console.warn(`  warning: ${warning}`);
    const failedAudits = new Map(
      lhrs.flatMap((lhr) => Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error')).map((a) => [a.id, a]),
    );
    for (const failed of failedAudits.values()) console.warn(`  audit ${failed.id} failed: ${failed.errorMessage}`);
    if (lhrs.length === 0) {
      rows.push([path, ...COLUMNS.map(() => 'failed')]);
      continue;
    }
    rows.push([
      lhrs.length === runs ? path : `${path} (${lhrs.length}/${runs} runs)`,
      ...COLUMNS.map(([, read, write]) => {
        const values = lhrs.map(read).filter((v) => typeof v === 'number' && !Number.isNaN(v));
        return values.length ? write(median(values)) : '–';
      }),
    ]);
    const valid = filterToValidRuns(lhrs); // the median run is picked by FCP and TTI
    const medianRun = valid.length > 0 ? computeMedianRun(valid) : lhrs[0];
    findings.push([path, topFindings(medianRun), verbose ? details(medianRun) : []]);
  }
} finally {
  await stop();
}

const header = ['page', ...COLUMNS.map(([name]) => name)];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\nLighthouse ${version} mobile, simulated throttling — medians of ${runs} run${runs === 1 ? '' : 's'} per page`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log('\nTop performance insights/diagnostics per page (median run, estimated savings):');
for (const [path, top, more] of findings) {
  console.log(`  ${path}`);
  if (top.length === 0) console.log('    none: every insight and diagnostic passes');
  for (const finding of top) console.log(`    ${finding.result.title} — ${savingsText(finding) || 'no savings estimate'}`);
  for (const line of more) console.log(`      ${line}`);
}
