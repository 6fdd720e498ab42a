import type { Page } from '@playwright/test';

/**
 * Records, in the page, every element a layout shift moved inside `within` (a selector), whether or not
 * the shift followed an input. Run it as an init script to see the page's whole life
 * (`page.addInitScript(recordLayoutShifts, 'main')`), or with `page.evaluate` from a moment on.
 */
export function recordLayoutShifts(within: string) {
  const moved: string[] = [];
  (window as unknown as { movedByShifts: string[] }).movedByShifts = moved;
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
      for (const { node } of shift.sources)
        if (node instanceof Element && node.closest(within)) moved.push(node.outerHTML.slice(0, 80));
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What recordLayoutShifts saw moved so far, after one more frame (a shift is reported with the frame after it). */
export async function movedByShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { movedByShifts: string[] }).movedByShifts)),
        ),
      ),
  );
}
