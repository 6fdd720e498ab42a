// GST on a tax-inclusive price (issue 34): the agreed total already holds the tax, so the taxable value is
// worked back from it and the tax is what is left. Money is counted in paise (BigInt: the dearest order,
// 10^10 rupees, times the rate's scale passes 2^53). SQL twin: private.gst_split() (a test holds them equal).

/** GST state codes of the states the shop delivers to (the delivery form's list) and of its own state. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Andhra Pradesh': '37',
  Karnataka: '29',
  Kerala: '32',
  'Tamil Nadu': '33',
  Telangana: '36',
};

export interface GstSplit {
  /** Same state as the shop: CGST + SGST; another state: IGST (place of supply is the delivery state). */
  kind: 'intra' | 'inter';
  totalPaise: bigint;
  taxablePaise: bigint;
  cgstPaise: bigint;
  sgstPaise: bigint;
  igstPaise: bigint;
}

/** Half-up division of non-negative integers, as Postgres' round(numeric) rounds them. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Splits a tax-inclusive total (rupees) at `rateBasisPoints` (500 = 5 %). Within one state each half of
 * the tax (CGST, SGST) is worked out from the exact taxable value at half the rate and rounded half-up to
 * the paisa, so the two are always equal (₹4,900 at 5 %: 116.67 + 116.67, never 116.67 + 116.66); the
 * taxable value is what the total holds besides them, so taxable value + tax is the agreed total to the
 * paisa. Another state: the taxable value is rounded to the paisa and IGST is the rest.
 */
export function gstSplit(
  totalRupees: number | bigint,
  rateBasisPoints: number,
  shopState: string,
  deliveryState: string,
): GstSplit {
  const totalPaise = BigInt(totalRupees) * 100n;
  const rate = BigInt(rateBasisPoints);
  if (shopState === deliveryState) {
    // total × (rate / 2) / (1 + rate): the exact taxable value times half the rate.
    const halfPaise = divideRounded(totalPaise * rate, 2n * (10000n + rate));
    return {
      kind: 'intra',
      totalPaise,
      taxablePaise: totalPaise - 2n * halfPaise,
      cgstPaise: halfPaise,
      sgstPaise: halfPaise,
      igstPaise: 0n,
    };
  }
  const taxablePaise = divideRounded(totalPaise * 10000n, 10000n + rate);
  return { kind: 'inter', totalPaise, taxablePaise, cgstPaise: 0n, sgstPaise: 0n, igstPaise: totalPaise - taxablePaise };
}

/** Paise as rupees with two decimals in Indian grouping, for documents: 123456789n → '12,34,567.89'. */
export function formatPaise(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const rupees = (abs / 100n).toString();
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return `${negative ? '-' : ''}${grouped}.${(abs % 100n).toString().padStart(2, '0')}`;
}
