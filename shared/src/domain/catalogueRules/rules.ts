// Issue 32: the catalogue facts as an admin types them, read by the rules the columns' CHECKs hold
// (20261125200000_catalogue_fields.sql) and the tolerance rule create_collectible / update_collectible
// hold (20261125201000_catalogue_authoring.sql). The listing form's zod schema, the bulk drafts and the
// AI fill all read through these, so what the form takes the database takes. An entry of its own, not in
// domain/collectibles: that entry is on every listing page, and this is back-office code (~1 kB gzip).
import {
  type CatalogueGrade,
  type CatalogueReference,
  catalogueNumberKey,
  type CatalogueSystem,
  GRADES,
  METALS,
  type Metal,
  PERIODS,
  type Period,
  SHAPES,
  type Shape,
  SHELDON_MAX,
  SHELDON_MIN,
  YEAR_AD_MIN,
} from '@sikka/shared/domain/collectibles';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';

/** A field read: its value (null when left empty), or the text to show under it. */
export type FieldRead<T> = { value: T | null; problem?: undefined } | { problem: string };

const ok = <T>(value: T | null): FieldRead<T> => ({ value });
const refuse = (problem: string): FieldRead<never> => ({ problem });

/** Free text of at most `max` characters (the columns' length checks); empty is null. */
export function readCatalogueText(text: string, max: number, label: string): FieldRead<string> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  return trimmed.length > max ? refuse(`${label} must be at most ${max} characters`) : ok(trimmed);
}

/** A value of a controlled list, matched without regard to case ('mughal' is 'Mughal'). */
function readChoice<T extends string>(list: readonly T[], text: string, problem: string): FieldRead<T> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  const found = list.find((item) => item.toLowerCase() === trimmed.toLowerCase());
  return found ? ok(found) : refuse(problem);
}

export const readPeriod = (text: string): FieldRead<Period> => readChoice(PERIODS, text, ERROR_TEXTS.listing_period_unknown);
export const readMetal = (text: string): FieldRead<Metal> => readChoice(METALS, text, ERROR_TEXTS.listing_metal_unknown);
export const readShape = (text: string): FieldRead<Shape> => readChoice(SHAPES, text, ERROR_TEXTS.listing_shape_unknown);
export const readGrade = (text: string): FieldRead<CatalogueGrade> => readChoice(GRADES, text, ERROR_TEXTS.listing_grade_unknown);

/** Years AD as a whole number; negative is BCE, no year 0, at most this year (in India, from `today`). */
export function readYearAd(text: string, today = new Date()): FieldRead<number> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  const year = /^-?\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year) || year === 0 || year < YEAR_AD_MIN || year > thisYear) {
    return refuse(ERROR_TEXTS.listing_year_invalid);
  }
  return ok(year);
}

/** A positive decimal with at most `decimals` places and below `below`, an optional unit after it. */
function readMeasure(text: string, unit: string, decimals: number, below: number, problem: string): FieldRead<number> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  const match = new RegExp(`^(\\d+(?:\\.\\d{1,${decimals}})?)\\s*(?:${unit})?$`, 'i').exec(trimmed);
  const value = match ? Number(match[1]) : Number.NaN;
  return value > 0 && value < below ? ok(value) : refuse(problem);
}

/** Grams with two decimals (numeric(7, 2)). */
export const readWeight = (text: string) => readMeasure(text, 'g', 2, 100_000, ERROR_TEXTS.listing_weight_invalid);
/** Millimetres with two decimals, below a metre. */
export const readDiameter = (text: string) => readMeasure(text, 'mm', 2, 1000, ERROR_TEXTS.listing_diameter_invalid);

/** Millesimal fineness as a fraction above 0 and at most 1, three decimals (0.917). */
export function readFineness(text: string): FieldRead<number> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  const value = /^(0(\.\d{1,3})?|1(\.0{1,3})?|\.\d{1,3})$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return value > 0 && value <= 1 ? ok(value) : refuse(ERROR_TEXTS.listing_fineness_invalid);
}

export function readSheldon(text: string): FieldRead<number> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  const value = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return value >= SHELDON_MIN && value <= SHELDON_MAX ? ok(value) : refuse(ERROR_TEXTS.listing_sheldon_invalid);
}

/** A grading service's certificate: letters, digits and hyphens, starting with a letter or digit. */
export function readCertificate(text: string): FieldRead<string> {
  const trimmed = text.trim();
  if (!trimmed) return ok(null);
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/.test(trimmed) ? ok(trimmed) : refuse(ERROR_TEXTS.listing_certificate_invalid);
}

/** A note's prefix (1–4 letters or digits), serial (1–10 digits) or inset letter; letters upper-cased. */
export function readNotePart(text: string, part: 'prefix' | 'serial' | 'inset'): FieldRead<string> {
  const trimmed = text.trim().toUpperCase();
  if (!trimmed) return ok(null);
  const shape = { prefix: /^[0-9A-Z]{1,4}$/, serial: /^[0-9]{1,10}$/, inset: /^[A-Z]$/ }[part];
  const problem = {
    prefix: ERROR_TEXTS.listing_note_prefix_invalid,
    serial: ERROR_TEXTS.listing_note_serial_invalid,
    inset: ERROR_TEXTS.listing_note_inset_invalid,
  }[part];
  return shape.test(trimmed) ? ok(trimmed) : refuse(problem);
}

const SYSTEM_OF_KEY: ReadonlyArray<[RegExp, CatalogueSystem]> = [
  [/^KM/, 'KM'],
  [/^PRID/, 'Prid'],
  [/^P/, 'Pick'],
  [/^N/, 'Numista'],
];

/**
 * Catalogue references as typed in one box: 'KM# 525, Pick 75a; N# 1234'. Each is a system and its
 * number (as catalogueNumberKey reads them); one that is not, or one given twice, is refused.
 */
export function readCatalogueReferences(text: string): FieldRead<CatalogueReference[]> {
  const parts = text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const references: CatalogueReference[] = [];
  const keys = new Set<string>();
  for (const part of parts) {
    const key = catalogueNumberKey(part);
    if (!key || key.length > 34) return refuse(ERROR_TEXTS.catalogue_reference_invalid);
    if (keys.has(key)) return refuse(ERROR_TEXTS.catalogue_reference_duplicate);
    keys.add(key);
    const [, system] = SYSTEM_OF_KEY.find(([prefix]) => prefix.test(key))!;
    const prefix = { KM: 'KM', Prid: 'PRID', Pick: 'P', Numista: 'N' }[system];
    references.push({ system, number: key.slice(prefix.length) });
  }
  return ok(references);
}

/** References as the form's box shows them ('KM# 525, Pick 75A'). */
export function formatCatalogueReferences(references: readonly CatalogueReference[]): string {
  return references.map((reference) => `${reference.system === 'KM' ? 'KM#' : reference.system} ${reference.number}`).join(', ');
}

/** The longest reason the status history takes for a weight outside its tolerance. */
export const TOLERANCE_REASON_MAX = 300;
