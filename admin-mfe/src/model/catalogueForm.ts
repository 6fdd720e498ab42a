// The listing form's catalogue facts (issue 32): what the admin types (text, as typed), the zod shape
// that reads it by the shared rules (@sikka/shared/domain/catalogueRules, the columns'
// twins), and the weight-against-reference warning. Used by /upload, /edit/{id} and the bulk drafts.
import { z } from '@sikka/shared/zod';
import {
  type CatalogueReference,
  type CollectibleRow,
  weightDeviationText,
  weightOutOfTolerance,
} from '@sikka/shared/domain/collectibles';
import {
  type FieldRead,
  type ListingCatalogue,
  TOLERANCE_REASON_MAX,
  formatCatalogueReferences,
  readCatalogueReferences,
  readCatalogueText,
  readCertificate,
  readDiameter,
  readFineness,
  readGrade,
  readMetal,
  readNotePart,
  readPeriod,
  readShape,
  readSheldon,
  readWeight,
  readYearAd,
} from '@sikka/shared/domain/catalogueRules';

/** Every catalogue fact as the form holds it: text as typed; the two flags are 'yes' or ''. */
export interface CatalogueValues {
  issuer: string;
  ruler: string;
  period: string;
  denomination: string;
  year_ad: string;
  year_written: string;
  mint: string;
  mint_mark: string;
  metal: string;
  fineness: string;
  weight_g: string;
  diameter_mm: string;
  shape: string;
  reference_type_id: string;
  references: string;
  grade: string;
  sheldon_grade: string;
  grading_service: string;
  certificate_number: string;
  note_prefix: string;
  note_serial: string;
  note_inset_letter: string;
  is_star_note: '' | 'yes';
  is_fancy_number: '' | 'yes';
  /** Why a weight outside the reference type's tolerance is right (saved to the status history). */
  tolerance_reason: string;
}
export type CatalogueField = keyof CatalogueValues;

export const emptyCatalogue = (): CatalogueValues => ({
  issuer: '',
  ruler: '',
  period: '',
  denomination: '',
  year_ad: '',
  year_written: '',
  mint: '',
  mint_mark: '',
  metal: '',
  fineness: '',
  weight_g: '',
  diameter_mm: '',
  shape: '',
  reference_type_id: '',
  references: '',
  grade: '',
  sheldon_grade: '',
  grading_service: '',
  certificate_number: '',
  note_prefix: '',
  note_serial: '',
  note_inset_letter: '',
  is_star_note: '',
  is_fancy_number: '',
  tolerance_reason: '',
});

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved listing's facts as the edit form shows them (the reason is asked afresh, never pre-filled). */
export function catalogueValuesOf(row: CollectibleRow, references: readonly CatalogueReference[]): CatalogueValues {
  return {
    issuer: text(row.issuer),
    ruler: text(row.ruler),
    period: text(row.period),
    denomination: text(row.denomination),
    year_ad: text(row.year_ad),
    year_written: text(row.year_written),
    mint: text(row.mint),
    mint_mark: text(row.mint_mark),
    metal: text(row.metal),
    fineness: text(row.fineness),
    weight_g: text(row.weight_g),
    diameter_mm: text(row.diameter_mm),
    shape: text(row.shape),
    reference_type_id: text(row.reference_type_id),
    references: formatCatalogueReferences(references),
    grade: text(row.grade),
    sheldon_grade: text(row.sheldon_grade),
    grading_service: text(row.grading_service),
    certificate_number: text(row.certificate_number),
    note_prefix: text(row.note_prefix),
    note_serial: text(row.note_serial),
    note_inset_letter: text(row.note_inset_letter),
    is_star_note: row.is_star_note ? 'yes' : '',
    is_fancy_number: row.is_fancy_number ? 'yes' : '',
    tolerance_reason: '',
  };
}

/** A field read by its shared rule: the value, or the rule's text as a zod issue. */
const rule = <T>(read: (value: string) => FieldRead<T>) =>
  z.string().transform((value, context): T | null => {
    const result = read(value);
    if (result.problem === undefined) return result.value;
    context.addIssue({ code: 'custom', message: result.problem });
    return null;
  });
const freeText = (max: number, label: string) => rule((value) => readCatalogueText(value, max, label));

/** The zod shape of the catalogue facts, merged into the listing form's schema. */
export const catalogueShape = {
  issuer: freeText(120, 'Issuer'),
  ruler: freeText(120, 'Ruler'),
  period: rule(readPeriod),
  denomination: freeText(80, 'Denomination'),
  year_ad: rule((value) => readYearAd(value)),
  year_written: freeText(60, 'Year as written'),
  mint: freeText(80, 'Mint'),
  mint_mark: freeText(40, 'Mint mark'),
  metal: rule(readMetal),
  fineness: rule(readFineness),
  weight_g: rule(readWeight),
  diameter_mm: rule(readDiameter),
  shape: rule(readShape),
  reference_type_id: z.string().transform((id) => id || null),
  references: rule(readCatalogueReferences).transform((list) => list ?? []),
  grade: rule(readGrade),
  sheldon_grade: rule(readSheldon),
  grading_service: freeText(40, 'Grading service'),
  certificate_number: rule(readCertificate),
  note_prefix: rule((value) => readNotePart(value, 'prefix')),
  note_serial: rule((value) => readNotePart(value, 'serial')),
  note_inset_letter: rule((value) => readNotePart(value, 'inset')),
  is_star_note: z.enum(['', 'yes']).transform((flag) => flag === 'yes'),
  is_fancy_number: z.enum(['', 'yes']).transform((flag) => flag === 'yes'),
  tolerance_reason: z.string().trim().max(TOLERANCE_REASON_MAX, `The reason can be at most ${TOLERANCE_REASON_MAX} characters`),
};

const catalogueSchema = z.object(catalogueShape);
type ReadCatalogue = z.output<typeof catalogueSchema>;

/** What the weight is measured against: the reference types offered, and on /edit the saved values. */
export interface ToleranceContext {
  referenceTypes: readonly ReferenceTypeOption[];
  saved?: Pick<CatalogueValues, 'weight_g' | 'reference_type_id'>;
}

/**
 * The catalogue facts to save, or each refused field's text: the fields by their shared rules, then the
 * rules across fields as the database holds them (a certificate needs its service; a weight outside the
 * reference's tolerance needs a reason).
 */
export function readCatalogue(
  values: CatalogueValues,
  type: 'coin' | 'note',
  measure: ToleranceContext = { referenceTypes: [] },
): { ok: true; catalogue: ListingCatalogue } | { ok: false; errors: Partial<Record<CatalogueField, string>> } {
  const result = catalogueSchema.safeParse(values);
  const errors: Partial<Record<CatalogueField, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path[0] as CatalogueField] ??= issue.message;
  const certificate = certificateProblem(values);
  if (certificate) errors.certificate_number ??= certificate;
  if (toleranceWarning(values, measure.referenceTypes, measure.saved) && !values.tolerance_reason.trim()) {
    errors.tolerance_reason ??= CATALOGUE_TEXTS.reasonRequired;
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, catalogue: catalogueOf(result.data, type) };
}

export const CATALOGUE_TEXTS = {
  certificateNeedsService: 'Certificate number: letters, digits and hyphens, with the grading service',
  reasonRequired: 'Please give a reason for the weight difference',
} as const;

/** What the column CHECK collectibles_certificate_needs_service refuses, as a field error. */
function certificateProblem(values: Pick<CatalogueValues, 'certificate_number' | 'grading_service'>): string | null {
  return values.certificate_number.trim() && !values.grading_service.trim() ? CATALOGUE_TEXTS.certificateNeedsService : null;
}

/** The facts to save. A coin carries no note fields: the form hides them, so they are not sent. */
function catalogueOf(read: ReadCatalogue, type: 'coin' | 'note'): ListingCatalogue {
  const note = type === 'note';
  return {
    fields: {
      issuer: read.issuer,
      ruler: read.ruler,
      period: read.period,
      denomination: read.denomination,
      year_ad: read.year_ad,
      year_written: read.year_written,
      mint: read.mint,
      mint_mark: read.mint_mark,
      metal: read.metal,
      fineness: read.fineness,
      weight_g: read.weight_g,
      diameter_mm: read.diameter_mm,
      shape: read.shape,
      grade: read.grade,
      sheldon_grade: read.sheldon_grade,
      grading_service: read.grading_service,
      certificate_number: read.certificate_number,
      note_prefix: note ? read.note_prefix : null,
      note_serial: note ? read.note_serial : null,
      note_inset_letter: note ? read.note_inset_letter : null,
      is_star_note: note && read.is_star_note,
      is_fancy_number: note && read.is_fancy_number,
      reference_type_id: read.reference_type_id,
    },
    references: read.references,
    ...(read.tolerance_reason && { toleranceReason: read.tolerance_reason }),
  };
}

/** A catalogue type a listing may point at, as the form offers it (reference_types). */
export interface ReferenceTypeOption {
  id: string;
  system: string;
  number: string;
  title: string;
  standard_weight_g: number | null;
  tolerance_percent: number;
}

export const referenceTypeLabel = (type: ReferenceTypeOption) =>
  `${type.system === 'KM' ? 'KM#' : type.system} ${type.number} — ${type.title}`;

export interface ToleranceWarning {
  text: string;
}

/**
 * The warning when the measured weight is outside the chosen reference type's tolerance — unless the
 * weight and the reference are as saved (`saved`, on /edit): the database asks for a reason only when
 * either changes (20261125201000_catalogue_authoring.sql), and so does the form.
 */
export function toleranceWarning(
  values: Pick<CatalogueValues, 'weight_g' | 'reference_type_id'>,
  types: readonly ReferenceTypeOption[],
  saved?: Pick<CatalogueValues, 'weight_g' | 'reference_type_id'>,
): ToleranceWarning | null {
  const type = types.find((option) => option.id === values.reference_type_id);
  const weight = readWeight(values.weight_g);
  if (!type || type.standard_weight_g === null || weight.problem !== undefined || weight.value === null) return null;
  const savedWeight = saved ? readWeight(saved.weight_g) : null;
  if (
    savedWeight &&
    savedWeight.problem === undefined &&
    savedWeight.value === weight.value &&
    saved?.reference_type_id === values.reference_type_id
  )
    return null;
  if (!weightOutOfTolerance(weight.value, type.standard_weight_g, type.tolerance_percent)) return null;
  const label = `${type.system === 'KM' ? 'KM#' : type.system} ${type.number}`;
  return {
    text: `${weight.value.toFixed(2)} g is ${weightDeviationText(weight.value, type.standard_weight_g)} from the standard ${type.standard_weight_g.toFixed(2)} g of ${label} (tolerance ${type.tolerance_percent} %). Save only with a reason.`,
  };
}
