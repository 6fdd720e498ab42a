export type PageItem = number | 'gap';

/**
 * Page numbers to show: always the first and last page, the current page with `siblings` on each side,
 * and 'gap' where numbers are skipped. A gap never hides a single page.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  // Few pages: show them all rather than a gap that saves nothing.
  if (pageCount <= 2 * siblings + 5) return Array.from({ length: Math.max(pageCount, 0) }, (_, i) => i + 1);
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
