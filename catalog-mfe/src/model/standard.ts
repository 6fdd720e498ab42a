import { type Listing, weightDeviationText, weightOutOfTolerance } from '@sikka/shared/domain/collectibles';
import { catalogueReferencesText, gramsText, millimetresText } from './specifications';

/** One measure of the piece beside its catalogue type's standard figure. */
export interface MeasureAgainstStandard {
  measure: 'Weight' | 'Diameter';
  measured: string;
  standard: string;
  /** '−2.2 %': how far the piece is from the standard. */
  deviation: string;
  withinTolerance: boolean;
}

export interface StandardComparison {
  /** The type as cited: 'KM# 450'. */
  reference: string;
  title: string;
  tolerancePercent: number;
  measures: MeasureAgainstStandard[];
}

/**
 * The evidence behind '100% Authentic' (issue 32): the piece's measured weight and diameter beside the
 * standard of the catalogue type it points to, and whether each lies within the type's tolerance (the
 * rule the listing form warns by and the database holds, weightOutOfTolerance; a diameter is judged the
 * same way). Null when the listing points to no type, or no measure has both figures.
 */
export function standardComparison(listing: Listing): StandardComparison | null {
  const type = listing.reference_type;
  if (!type) return null;
  const tolerance = type.tolerance_percent;
  const pairs = [
    { measure: 'Weight' as const, measured: listing.weight_g, standard: type.standard_weight_g, text: gramsText },
    { measure: 'Diameter' as const, measured: listing.diameter_mm, standard: type.standard_diameter_mm, text: millimetresText },
  ];
  const measures = pairs.flatMap(({ measure, measured, standard, text }) =>
    measured === null || standard === null
      ? []
      : [
          {
            measure,
            measured: text(measured),
            standard: text(standard),
            deviation: weightDeviationText(measured, standard),
            withinTolerance: !weightOutOfTolerance(measured, standard, tolerance),
          },
        ],
  );
  if (measures.length === 0) return null;
  return {
    reference: catalogueReferencesText([type]),
    title: type.title,
    tolerancePercent: tolerance,
    measures,
  };
}
