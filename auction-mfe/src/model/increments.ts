import type { IncrementBand } from '@sikka/shared/domain/auctions';
import { formatInr } from '@sikka/shared/format';

/** The increments as printed on a lot page, one row a band: '₹0 – ₹999' → '₹50'; the last '₹5,00,000 and above'. */
export function incrementRows(bands: readonly IncrementBand[]): { range: string; step: string }[] {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  return sorted.map((band, index) => {
    const next = sorted[index + 1];
    const range = next ? `${formatInr(band.from)} – ${formatInr(next.from - 1)}` : `${formatInr(band.from)} and above`;
    return { range, step: formatInr(band.step) };
  });
}
