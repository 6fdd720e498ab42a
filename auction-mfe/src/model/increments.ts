import { formatInr } from '@sikka/shared/format';

/** One band of the house's bid increments: from `from` rupees (inclusive) up, bids rise by `step`. */
export interface IncrementBand {
  from: number;
  step: number;
}

/** The increment at `price`: the step of the highest band that starts at or below it. */
export function incrementAt(price: number, bands: readonly IncrementBand[]): number {
  let step = bands[0]?.step ?? 1;
  for (const band of [...bands].sort((a, b) => a.from - b.from)) if (price >= band.from) step = band.step;
  return step;
}

/** The increments as printed on a lot page, one row a band: '₹0 – ₹999' → '₹50'; the last '₹1,00,000 and above'. */
export function incrementRows(bands: readonly IncrementBand[]): { range: string; step: string }[] {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  return sorted.map((band, index) => {
    const next = sorted[index + 1];
    const range = next ? `${formatInr(band.from)} – ${formatInr(next.from - 1)}` : `${formatInr(band.from)} and above`;
    return { range, step: formatInr(band.step) };
  });
}

/** The least maximum a bid may leave now: the opening bid before any bid, else the price plus one increment. */
export function nextMinimum(lot: { openingBid: number; currentPrice: number | null }, bands: readonly IncrementBand[]): number {
  return lot.currentPrice === null ? lot.openingBid : lot.currentPrice + incrementAt(lot.currentPrice, bands);
}
