/**
 * Largest Contentful Paint and Cumulative Layout Shift of one page load, read in the page the way the
 * web-vitals library defines them: LCP is the last candidate before any input; CLS is the largest
 * session window of shifts (gaps under 1 s, windows up to 5 s) not caused by input.
 */
export const VITALS_OBSERVER = `(() => {
  const vitals = (window.__benchVitals = { lcp: 0, lcpElement: '', cls: 0, shifts: [] });
  const describe = (node) => (node && node.tagName ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ')[0] : '') : '?');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.shifts.push({ at: Math.round(entry.startTime), value: entry.value, sources: (entry.sources || []).map((s) => describe(s.node)) });
      if (session && (entry.startTime - last > 1000 || entry.startTime - first > 5000)) session = 0;
      if (!session) first = entry.startTime;
      session += entry.value;
      last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * A phone on mobile data, as Lighthouse's mobile profile assumes (there simulated, here applied through
 * the DevTools protocol): 150 ms round trips, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  cpuSlowdown: 4,
};

/**
 * Loads `url` in a fresh context (cold cache, like a first visit), waits for the network to settle and
 * for `ready` (a selector of the page's main content), and returns the vitals and the bytes fetched.
 * `phone`: on PHONE's screen, network and CPU instead of an unthrottled desktop.
 */
export async function measureLoad(browser, url, ready, { phone = false } = {}) {
  const context = await browser.newContext({ viewport: phone ? PHONE.viewport : { width: 1280, height: 900 } });
  await context.addInitScript(VITALS_OBSERVER);
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  }
  const responses = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize });
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForSelector(ready, { timeout: 15_000 });
    await page.waitForTimeout(500); // a late image can still become the LCP candidate
    const vitals = await page.evaluate(() => window.__benchVitals);
    // When each script and data request started and ended (ms after navigation), for --verbose.
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => ({ url: r.name, type: r.initiatorType, start: Math.round(r.startTime), end: Math.round(r.responseEnd) })),
    );
    return { ...vitals, responses, timeline };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
