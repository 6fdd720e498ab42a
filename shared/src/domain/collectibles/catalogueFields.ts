/**
 * The controlled lists of a listing's catalogue facts (issue 32). Twins of the CHECK lists in
 * supabase/migrations/20261125200000_catalogue_fields.sql (supabase/tests/catalogue-fields.test.ts holds
 * them equal): the form offers exactly what the database takes.
 */
export const PERIODS = [
  'Ancient',
  'Indo-Greek',
  'Kushan',
  'Satavahana',
  'Western Kshatrapa',
  'Gupta',
  'Early Medieval',
  'Vijayanagara',
  'Sultanate',
  'Mughal',
  'Maratha',
  'Princely States',
  'East India Company',
  'British India',
  'Republic of India',
] as const;
export type Period = (typeof PERIODS)[number];

export const METALS = [
  'gold',
  'silver',
  'billon',
  'copper',
  'bronze',
  'brass',
  'lead',
  'nickel',
  'cupro-nickel',
  'aluminium',
  'aluminium-bronze',
  'steel',
  'zinc',
  'bimetallic',
  'mixed',
  'paper',
  'polymer',
] as const;
export type Metal = (typeof METALS)[number];

export const SHAPES = ['round', 'square', 'rectangular', 'scalloped', 'polygonal', 'oval', 'irregular'] as const;
export type Shape = (typeof SHAPES)[number];

/** The adjectival scale, lowest first. */
export const GRADES = ['Poor', 'FR', 'AG', 'G', 'VG', 'F', 'VF', 'XF', 'AU', 'UNC', 'Proof'] as const;
export type CatalogueGrade = (typeof GRADES)[number];

/** The browse facet's bands of the scale (the generated column collectibles.grade_band). */
export const GRADE_BANDS = ['low', 'fine', 'extra_fine', 'uncirculated'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

export function gradeBand(grade: CatalogueGrade): GradeBand {
  const rank = GRADES.indexOf(grade);
  if (rank <= GRADES.indexOf('VG')) return 'low';
  if (rank <= GRADES.indexOf('VF')) return 'fine';
  if (rank <= GRADES.indexOf('AU')) return 'extra_fine';
  return 'uncirculated';
}

export const SHELDON_MIN = 1;
export const SHELDON_MAX = 70;
/** Years AD; negative years are BCE and there is no year 0. The upper bound is the current year. */
export const YEAR_AD_MIN = -600;

export const CATALOGUE_SYSTEMS = ['KM', 'Pick', 'Prid', 'Numista'] as const;
export type CatalogueSystem = (typeof CATALOGUE_SYSTEMS)[number];

/** The default tolerance of a measured weight or diameter against its reference type, in percent. */
export const DEFAULT_TOLERANCE_PERCENT = 3;
