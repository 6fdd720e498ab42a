// Issue 32: a piece measured against its reference type. Read by the listing page (measured vs standard)
// and the listing form (the warning); the SQL twin is private.weight_out_of_tolerance
// (20261125201000_catalogue_authoring.sql).

/**
 * Whether a measured weight lies outside a reference's tolerance: |measured − standard| > tolerance % of
 * the standard. In whole hundredths of a gram and tenths of a percent, so it is exact and the SQL twin
 * (private.weight_out_of_tolerance) decides every boundary case the same way.
 */
export function weightOutOfTolerance(measuredG: number, standardG: number, tolerancePercent: number): boolean {
  const measured = Math.round(measuredG * 100);
  const standard = Math.round(standardG * 100);
  const tolerance = Math.round(tolerancePercent * 10);
  return Math.abs(measured - standard) * 1000 > tolerance * standard;
}

/** The deviation as the warning states it: '+6.3 %' (one decimal, signed). */
export function weightDeviationText(measuredG: number, standardG: number): string {
  const percent = ((measuredG - standardG) / standardG) * 100;
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)} %`;
}
