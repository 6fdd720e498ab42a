import type { Tables } from '../../database.types';

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

/** One catalogue reference of a listing (a catalogue_references row): a system and its number. */
export interface CatalogueReference {
  system: CatalogueSystem;
  number: string;
}

/** The default tolerance of a measured weight or diameter against its reference type, in percent. */
export const DEFAULT_TOLERANCE_PERCENT = 3;

/** The catalogue-fact columns of a listing row (issue 32), all optional. */
export type CatalogueFieldColumns = Pick<
  Tables<'collectibles'>,
  | 'issuer'
  | 'ruler'
  | 'period'
  | 'denomination'
  | 'year_ad'
  | 'year_written'
  | 'mint'
  | 'mint_mark'
  | 'metal'
  | 'fineness'
  | 'weight_g'
  | 'diameter_mm'
  | 'shape'
  | 'grade'
  | 'grade_band'
  | 'sheldon_grade'
  | 'grading_service'
  | 'certificate_number'
  | 'note_prefix'
  | 'note_serial'
  | 'note_inset_letter'
  | 'is_star_note'
  | 'is_fancy_number'
  | 'reference_type_id'
>;

/** A listing with none of its catalogue facts filled, as the database stores one (fixtures, stories). */
export const EMPTY_CATALOGUE_FIELDS: CatalogueFieldColumns = {
  issuer: null,
  ruler: null,
  period: null,
  denomination: null,
  year_ad: null,
  year_written: null,
  mint: null,
  mint_mark: null,
  metal: null,
  fineness: null,
  weight_g: null,
  diameter_mm: null,
  shape: null,
  grade: null,
  grade_band: null,
  sheldon_grade: null,
  grading_service: null,
  certificate_number: null,
  note_prefix: null,
  note_serial: null,
  note_inset_letter: null,
  is_star_note: false,
  is_fancy_number: false,
  reference_type_id: null,
};
