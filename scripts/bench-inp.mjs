#!/usr/bin/env node
/**
 * `pnpm bench:inp`: how long the shop takes to answer a tap or a key on a phone (issue 18: "no task over
 * 200 ms on tap in the browse filters or checkout"). In Chromium over the production builds, with a
 * phone's profile (390×844, touch, an Android browser, the CPU slowed 4× through CDP), it drives by taps
 * and key presses the browse filters on `/` (a category and All Collections, the sort, the price range,
 * a typed search, Clear Filters) and a checkout (the card of a piece for sale, Purchase Now, the delivery
 * details typed and the state chosen, WELCOME10 applied, Continue to payment). It stops at the payment
 * step: there the phone is sent to the UPI app (upi://…), which headless Chromium aborts, and taps sent
 * through CDP after that never return.
 * In the page, Event Timing ('event', durationThreshold 16) gives each interaction's duration (input
 * delay + processing + presentation: the longest entry of its interactionId, as INP counts it), and Long
 * Tasks and Long Animation Frames the main-thread work behind it. Prints one row per step (a tap, or a
 * tap and the keys typed after it): its worst interaction and that one's split, the longest long task and
 * LoAF overlapping it, and the longest task from the step's first tap until it settled (the grid's data
 * arriving, a debounced search written); medians and max over the runs. Then the worst interaction and
 * whether any task went over 200 ms.
 * Uses a running `pnpm start` stack, or serves the dist/ folders and starts supabase/local on a bench
 * database when the backend is not up (scripts/bench/stack.mjs). Each run is a new guest in a fresh
 * context (cold cache) and really orders the piece; the demo admin cancels that order after the run, so
 * the piece is for sale again (WELCOME10's use count still grows by one a run).
 *   --runs=N    runs of the whole flow (default 3, after one uncounted warm-up run)
 *   --verbose   also print, per step, the scripts of the longest LoAF of its worst run
 * Prints figures, not a verdict: not part of `pnpm test`.
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, stopOnce } from './bench/stack.mjs';
import { median } from './bench/vitals.mjs';
import { ROOT } from './run.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs=N takes a whole number ≥ 1');
  process.exit(2);
}
const verbose = args.includes('--verbose');
const ORIGIN = 'http://localhost:3000';
const CPU_SLOWDOWN = 4;
const TASK_BUDGET_MS = 200;
/** A phone as the e2e suite's buyer-phone tests have it: the payment step opens the UPI link. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};
/** Between two keys, as a thumb types: without a pause every key would queue behind the one before. */
const KEY_GAP_MS = 150;
const DEMO_ADMIN = { email: 'admin@sikka.local', password: 'sikka-admin-123' };

/** In the page from its first script: every interaction's Event Timing entries, long tasks and LoAFs. */
const INP_OBSERVER = `(() => {
  const inp = (window.__benchInp = { events: [], tasks: [], frames: [] });
  const observe = (type, push, options = {}) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true, ...options });
  };
  observe('event', (e) => e.interactionId && inp.events.push({ id: e.interactionId, name: e.name, start: e.startTime,
    duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd }), { durationThreshold: 16 });
  observe('longtask', (e) => inp.tasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) => inp.frames.push({ start: e.startTime, duration: e.duration,
    scripts: e.scripts.map((s) => ({ duration: Math.round(s.duration), invoker: s.invoker,
      source: (s.sourceURL || '').replace(/^https?:\\/\\/[^/]+/, '') + (s.sourceFunctionName ? ' ' + s.sourceFunctionName : ''),
      forcedLayout: Math.round(s.forcedStyleAndLayoutDuration) })) }));
  inp.loafSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
})();`;

/** The steps of one run: the browse filters, then a checkout. Each taps (and types), then waits for its outcome. */
function flow(page, shop) {
  const urlHas = (test) => page.waitForURL((url) => test(url.searchParams), { timeout: 20_000 });
  const visible = (locator) => locator.waitFor({ state: 'visible', timeout: 20_000 });
  const tapAndType = async (locator, text) => {
    await locator.tap();
    await locator.pressSequentially(text, { delay: KEY_GAP_MS });
  };
  const grid = page.getByRole('list', { name: 'Collectibles' });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const search = page.getByRole('combobox', { name: 'Search coins and notes' });
  const delivery = page.getByRole('dialog', { name: 'Delivery Details' });
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  const field = (label) => ({
    name: `delivery: ${label}`,
    keys: ADDRESS[label].length,
    act: () => tapAndType(delivery.getByLabel(label), ADDRESS[label]),
    done: () => page.waitForFunction((value) => document.activeElement?.value === value, ADDRESS[label]),
  });
  return [
    {
      name: 'browse: tap category Mughal Empire',
      act: () => page.getByRole('button', { name: 'Mughal Empire' }).tap(),
      done: () => urlHas((params) => params.has('category')),
    },
    {
      name: 'browse: tap All Collections',
      act: () => page.getByRole('button', { name: 'All Collections' }).tap(),
      done: () => urlHas((params) => !params.has('category')),
    },
    // 'Sort by' is the browser's own <select>: its picker is the browser's, so the page's part of a
    // change is what the keyboard measures (focus, then an arrow key picks the next sort).
    {
      name: 'sort: arrow down to Oldest First',
      act: async () => {
        await sort.focus();
        await sort.press('ArrowDown');
      },
      done: () => urlHas((params) => params.get('sort') === 'oldest'),
    },
    {
      name: 'sort: arrow down to Price Low to High',
      act: () => sort.press('ArrowDown'),
      done: () => urlHas((params) => params.get('sort') === 'price_asc'),
    },
    {
      name: 'price: tap Min price, type 1000',
      keys: 4,
      act: () => tapAndType(page.getByLabel('Min price'), '1000'),
      done: () => urlHas((params) => params.get('min') === '1000'),
    },
    {
      name: 'price: tap Max price, type 50000',
      keys: 5,
      act: () => tapAndType(page.getByLabel('Max price'), '50000'),
      done: () => urlHas((params) => params.get('max') === '50000'),
    },
    {
      name: 'search: tap, type rupee',
      keys: 5,
      act: () => tapAndType(search, 'rupee'),
      done: () => urlHas((params) => params.get('q') === 'rupee'),
    },
    {
      name: 'clear: tap Clear Filters',
      act: () => page.getByRole('button', { name: 'Clear Filters' }).tap(),
      done: () => urlHas((params) => !params.has('q') && !params.has('min')),
    },
    {
      name: 'listing: tap a card for sale',
      act: async () => {
        await visible(grid);
        const slugs = await grid
          .getByRole('heading', { level: 3 })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => new URL(link.href).pathname.slice(1)));
        shop.listing = await shop.firstForSale(slugs);
        await grid.getByRole('link', { name: shop.listing.name, exact: true }).tap();
      },
      done: () => visible(page.getByRole('button', { name: 'Purchase Now' }).and(page.locator(':enabled'))),
    },
    {
      name: 'checkout: tap Purchase Now',
      act: () => page.getByRole('button', { name: 'Purchase Now' }).tap(),
      done: () => visible(delivery.getByRole('button', { name: 'Continue to payment' })),
    },
    field('Full name'),
    field('Phone'),
    field('Address line 1'),
    field('City'),
    {
      // The browser's own select: a tap opens the phone's picker, which headless Chromium does not
      // draw; the choice is made as a keyboard makes it, 'T' on the focused select (Tamil Nadu).
      name: 'delivery: State, key T',
      act: async () => {
        await delivery.getByRole('combobox', { name: 'State' }).focus();
        await page.keyboard.press('T');
      },
      done: () => page.waitForFunction(() => document.activeElement?.value === 'Tamil Nadu'),
    },
    field('PIN code'),
    {
      name: 'promo: tap, type welcome10',
      keys: 9,
      act: () => tapAndType(delivery.getByLabel('Promo code'), 'welcome10'),
      done: () => page.waitForFunction(() => document.activeElement?.value === 'WELCOME10'),
    },
    {
      name: 'promo: tap Apply',
      act: () => delivery.getByRole('button', { name: 'Apply' }).tap(),
      done: () => visible(delivery.getByText('Promo code applied successfully')),
    },
    {
      name: 'checkout: tap Continue to payment',
      act: () => delivery.getByRole('button', { name: 'Continue to payment' }).tap(),
      done: () => visible(payment.getByRole('heading', { name: /^Order #/ })),
    },
  ];
}

const ADDRESS = {
  'Full name': 'Meera Iyer',
  Phone: '9845012345',
  'Address line 1': '7, Temple Street, Mylapore',
  City: 'Chennai',
  'PIN code': '600004',
};

/**
 * The backend as the shop itself calls it (its URL and anon key, read off the page's first API request,
 * so a config.json pointing elsewhere is followed), for choosing a piece for sale and for cancelling
 * the run's order as the demo admin.
 */
function backendOf(page) {
  let api = null;
  const seen = new Promise((resolve) => {
    page.on('request', async (request) => {
      if (api || !request.url().includes('/rest/v1/')) return;
      const headers = await request.allHeaders();
      if (!headers.apikey) return;
      api = { url: new URL(request.url()).origin, key: headers.apikey };
      resolve(api);
    });
  });
  const rest = async (path, init = {}, token) => {
    const { url, key } = await seen;
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: { apikey: key, Authorization: `Bearer ${token ?? key}`, 'Content-Type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  return {
    listing: null,
    /** The first of these listings that can be ordered: for sale and not held by an open order. */
    async firstForSale(slugs) {
      const rows = await rest(
        `/rest/v1/collectibles?select=id,slug,name&status=eq.available&on_hold=eq.false&slug=in.(${slugs.map(encodeURIComponent).join(',')})`,
      );
      const slug = slugs.find((candidate) => rows.some((row) => row.slug === candidate));
      if (!slug) throw new Error('no card of the grid is for sale');
      return rows.find((row) => row.slug === slug);
    },
    /** Cancels the open order of the run's piece as the demo admin: the piece is for sale again. */
    async cancelOrder() {
      if (!this.listing) return;
      const session = await rest('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify(DEMO_ADMIN) });
      await rest(
        `/rest/v1/delivery_addresses?collectible_id=eq.${this.listing.id}&status=eq.received`,
        { method: 'PATCH', body: JSON.stringify({ status: 'cancelled' }), headers: { Prefer: 'return=minimal' } },
        session.access_token,
      );
    },
  };
}

/** Requests of the page still under way, so a step counts as settled only once its data has arrived. */
function inFlight(page) {
  const pending = new Set();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** Waits until no request has been under way for 500 ms and the page has painted twice since. */
async function settle(page, pending) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Event Timing entries are queued after the next paint, and observers are called after that.
  await page.waitForTimeout(200);
}

const overlaps = (entry, from, to) => entry.start < to && entry.start + entry.duration > from;
const longest = (entries) => entries.reduce((best, entry) => (entry.duration > (best?.duration ?? 0) ? entry : best), null);

/** What one step did: its worst interaction and the long work during it, from the page's entries since `from`. */
function stepFigures({ events, tasks, frames }) {
  const byInteraction = new Map();
  for (const event of events) {
    const worst = byInteraction.get(event.id);
    if (!worst || event.duration > worst.duration) byInteraction.set(event.id, event);
  }
  const worst = longest([...byInteraction.values()]);
  const within = (list) => (worst ? list.filter((entry) => overlaps(entry, worst.start, worst.start + worst.duration)) : []);
  const frame = longest(within(frames));
  return {
    measured: byInteraction.size,
    duration: worst?.duration ?? 0,
    delay: worst ? worst.processingStart - worst.start : 0,
    processing: worst ? worst.processingEnd - worst.processingStart : 0,
    presentation: worst ? worst.start + worst.duration - worst.processingEnd : 0,
    event: worst?.name ?? '',
    task: longest(within(tasks))?.duration ?? 0,
    frame: frame?.duration ?? 0,
    frameScripts: frame?.scripts ?? [],
    stepTask: longest(tasks)?.duration ?? 0,
    stepFrame: longest(frames),
  };
}

/** One run of the whole flow in a fresh context; the figures of each step. */
async function runFlow(browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(INP_OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const shop = backendOf(page);
  const pending = inFlight(page);
  const figures = [];
  try {
    await page.goto(`${ORIGIN}/`);
    await page.getByRole('list', { name: 'Collectibles' }).waitFor({ timeout: 30_000 });
    await settle(page, pending);
    for (const step of flow(page, shop)) {
      const from = await page.evaluate(() => performance.now());
      try {
        await step.act();
        await step.done();
      } catch (error) {
        const screenshot = join(tmpdir(), 'bench-inp-failed.png');
        await page.screenshot({ path: screenshot }).catch(() => {});
        throw new Error(`step '${step.name}' failed (the page: ${screenshot}): ${error.message.split('\n')[0]}`);
      }
      await settle(page, pending);
      const entries = await page.evaluate((since) => {
        const inp = window.__benchInp;
        const taken = {};
        for (const kind of ['events', 'tasks', 'frames']) {
          taken[kind] = inp[kind].filter((entry) => entry.start >= since);
          inp[kind] = [];
        }
        return { ...taken, loafSupported: inp.loafSupported };
      }, from);
      figures.push({ name: step.name, actions: 1 + (step.keys ?? 0), loaf: entries.loafSupported, ...stepFigures(entries) });
    }
    return figures;
  } finally {
    await shop.cancelOrder().catch((error) => console.warn(`could not cancel the run's order: ${error.message}`));
    await context.close();
  }
}

const ms = (value) => String(Math.round(value)).padStart(4);
const pair = (values) => `${ms(median(values))} /${ms(Math.max(...values))}`;

function report(allRuns) {
  const steps = allRuns[0].map((step, index) => ({ ...step, runs: allRuns.map((run) => run[index]) }));
  const width = Math.max(...steps.map((step) => step.name.length)) + 2;
  const loaf = steps[0].loaf;
  console.log(
    `\nper step, median / max over ${allRuns.length} runs (ms; phone 390×844, touch, CPU ${CPU_SLOWDOWN}× slower; n = taps + keys)`,
  );
  const header = `${'step'.padEnd(width)}  n  interaction  delay  proc.  pres.  task overlap${loaf ? '  LoAF overlap' : ''}  step's longest task`;
  console.log(header);
  console.log('─'.repeat(header.length));
  for (const step of steps) {
    const of = (key) => step.runs.map((run) => run[key]);
    const measured = Math.max(...of('measured'));
    console.log(
      [
        step.name.padEnd(width),
        String(step.actions).padStart(2),
        measured ? pair(of('duration')) : '    <16    ',
        ` ${ms(median(of('delay')))}`,
        ` ${ms(median(of('processing')))}`,
        ` ${ms(median(of('presentation')))}`,
        `   ${pair(of('task'))}`,
        loaf ? `   ${pair(of('frame'))}` : '',
        `   ${pair(of('stepTask'))}`,
      ].join('  '),
    );
    if (verbose) {
      const worstRun = step.runs.reduce((a, b) => (b.duration > a.duration ? b : a));
      const scripts = worstRun.frameScripts.length ? worstRun.frameScripts : (worstRun.stepFrame?.scripts ?? []);
      for (const script of [...scripts].sort((a, b) => b.duration - a.duration).slice(0, 3))
        console.log(
          `${' '.repeat(width)}    ${ms(script.duration)} ms ${script.invoker} — ${script.source}${script.forcedLayout ? ` (forced layout ${script.forcedLayout} ms)` : ''}`,
        );
    }
  }
  const all = steps.flatMap((step) => step.runs.map((run) => ({ ...run, name: step.name })));
  const worst = all.reduce((a, b) => (b.duration > a.duration ? b : a));
  const worstTask = all.reduce((a, b) => (b.task > a.task ? b : a));
  const worstStepTask = all.reduce((a, b) => (b.stepTask > a.stepTask ? b : a));
  const verdict = (value) => (value > TASK_BUDGET_MS ? `YES (${Math.round(value)} ms)` : `no (${Math.round(value)} ms)`);
  console.log(
    `\nworst interaction: ${Math.round(worst.duration)} ms, '${worst.name}' (${worst.event}); ` +
      `a task over ${TASK_BUDGET_MS} ms during an interaction: ${verdict(worstTask.task)}${worstTask.task ? `, in '${worstTask.name}'` : ''}; ` +
      `anywhere in a step: ${verdict(worstStepTask.stepTask)}${worstStepTask.stepTask ? `, in '${worstStepTask.name}'` : ''}`,
  );
}

const stack = await startStack();
// Playwright is a dependency of the e2e package, not of the root.
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
let browser = null;
const stop = stopOnce([() => browser?.close(), () => stack.stop()]);

let failed = false;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  console.log(`warm-up run (not counted), then ${runs} run${runs > 1 ? 's' : ''}…`);
  await runFlow(browser);
  const allRuns = [];
  for (let i = 0; i < runs; i++) allRuns.push(await runFlow(browser));
  report(allRuns);
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
