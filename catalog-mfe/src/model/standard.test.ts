import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOGUE_FIELDS, type Listing } from '@sikka/shared/domain/collectibles';
import { standardComparison } from './standard';

const KM_450 = {
  id: 'e1',
  system: 'KM',
  number: '450',
  title: 'East India Company rupee, William IV',
  standard_weight_g: 11.66,
  standard_diameter_mm: 30.5,
  tolerance_percent: 3,
};

const listing = (fields: Partial<Listing>): Listing => ({
  id: 'c1',
  type: 'coin',
  name: '1835 William IV Rupee',
  slug: '1835-william-iv-rupee',
  description: '',
  price: 4500,
  status: 'available',
  category_id: null,
  youtube_url: null,
  on_hold: false,
  created_at: '2026-01-01T00:00:00Z',
  user_id: null,
  category: null,
  images: [],
  ...EMPTY_CATALOGUE_FIELDS,
  ...fields,
});

describe('measured against the standard', () => {
  it("sets the piece's weight and diameter beside its type's, with the tolerance", () => {
    expect(standardComparison(listing({ weight_g: 11.4, diameter_mm: 30.5, reference_type: KM_450 }))).toEqual({
      reference: 'KM# 450',
      title: 'East India Company rupee, William IV',
      tolerancePercent: 3,
      measures: [
        { measure: 'Weight', measured: '11.40 g', standard: '11.66 g', deviation: '−2.2 %', withinTolerance: true },
        { measure: 'Diameter', measured: '30.5 mm', standard: '30.5 mm', deviation: '+0.0 %', withinTolerance: true },
      ],
    });
  });

  it('says when a measure lies outside the tolerance (a heavier fake)', () => {
    const comparison = standardComparison(listing({ weight_g: 12.4, reference_type: KM_450 }));
    expect(comparison?.measures).toEqual([
      { measure: 'Weight', measured: '12.40 g', standard: '11.66 g', deviation: '+6.3 %', withinTolerance: false },
    ]);
  });

  it('is left out without a reference type, or when no measure has both figures', () => {
    expect(standardComparison(listing({ weight_g: 11.4 }))).toBeNull();
    expect(standardComparison(listing({ weight_g: 11.4, reference_type: null }))).toBeNull();
    expect(standardComparison(listing({ weight_g: 11.4, reference_type: { ...KM_450, standard_weight_g: null } }))).toBeNull();
  });
});
