// The AI assist on the create form (spec §2, §7 "Image analysis"): the first 2 photos are analysed, the
// descriptions joined and the higher price taken; the result fills only what the admin has not typed,
// and each field it filled can be undone.
import { slugify } from '@sikka/shared/format';
import {
  type FieldRead,
  formatCatalogueReferences,
  readCatalogueReferences,
  readCatalogueText,
  readDiameter,
  readFineness,
  readGrade,
  readMetal,
  readPeriod,
  readShape,
  readWeight,
  readYearAd,
} from '@sikka/shared/domain/catalogueRules';
// The answer's shape has one home, the function that writes it (a type only: nothing of it is bundled).
import type { CatalogueKey, CatalogueSuggestion } from '../../../supabase/functions/analyze-collectible/analysis.mts';
import { LISTING_TEXTS, type ListingField, type ListingValues } from './listingForm';

export interface PhotoAnalysis {
  type: 'coin' | 'note';
  name: string;
  description: string;
  suggestedPrice?: number;
  /** The catalogue facts the reply named (issue 32), as written. */
  catalogue?: CatalogueSuggestion;
}

/** Spec §9: the create form analyses the first 2 photos. */
export const ANALYSED_ON_CREATE = 2;

export function combineAnalyses(results: readonly PhotoAnalysis[]): PhotoAnalysis | null {
  const [first] = results;
  if (!first) return null;
  const prices = results.map((result) => result.suggestedPrice).filter((price): price is number => price !== undefined);
  const combined: PhotoAnalysis = {
    type: first.type,
    name: first.name,
    description: results
      .map((result) => result.description.trim())
      .filter(Boolean)
      .join('\n\n'),
  };
  if (prices.length) combined.suggestedPrice = Math.max(...prices);
  // A fact the first photo's reply did not name may come from the second's (the reverse shows the date).
  const catalogue = Object.assign({}, ...results.map((result) => result.catalogue ?? {}).reverse()) as CatalogueSuggestion;
  if (Object.keys(catalogue).length) combined.catalogue = catalogue;
  return combined;
}

/** What models write for a grade instead of its abbreviation. */
const GRADE_WORDS: Readonly<Record<string, string>> = {
  fair: 'FR',
  'about good': 'AG',
  good: 'G',
  'very good': 'VG',
  fine: 'F',
  'very fine': 'VF',
  'extremely fine': 'XF',
  ef: 'XF',
  'about uncirculated': 'AU',
  uncirculated: 'UNC',
  unc: 'UNC',
};

/** Each suggested fact read by the form field's own rule; a value the form would refuse suggests nothing. */
const READ_SUGGESTION: Record<CatalogueKey, (text: string) => FieldRead<string | number>> = {
  issuer: (text) => readCatalogueText(text, 120, 'Issuer'),
  ruler: (text) => readCatalogueText(text, 120, 'Ruler'),
  period: readPeriod,
  denomination: (text) => readCatalogueText(text, 80, 'Denomination'),
  year_ad: (text) => readYearAd(text),
  year_written: (text) => readCatalogueText(text, 60, 'Year as written'),
  mint: (text) => readCatalogueText(text, 80, 'Mint'),
  mint_mark: (text) => readCatalogueText(text, 40, 'Mint mark'),
  metal: readMetal,
  fineness: readFineness,
  weight_g: readWeight,
  diameter_mm: readDiameter,
  shape: readShape,
  references: (text) => {
    const read = readCatalogueReferences(text);
    return read.problem === undefined ? { value: formatCatalogueReferences(read.value ?? []) || null } : read;
  },
  grade: (text) => readGrade(GRADE_WORDS[text.trim().toLowerCase()] ?? text),
};

/** The analysis's catalogue facts as form text, only those that pass their field's rule. */
export function catalogueFromAnalysis(suggestion: CatalogueSuggestion | undefined): Partial<Record<CatalogueKey, string>> {
  const values: Partial<Record<CatalogueKey, string>> = {};
  for (const [key, text] of Object.entries(suggestion ?? {}) as Array<[CatalogueKey, string]>) {
    const read = READ_SUGGESTION[key]?.(text);
    if (read && read.problem === undefined && read.value !== null) values[key] = String(read.value);
  }
  return values;
}

/** What the AI filled: each field's value before it, for Undo. */
export type AiFilled = Partial<Record<ListingField, string>>;

/**
 * Fills the fields the admin has not typed in (`typed`) from the analysis. Answers the new values and
 * the previous value of every field it changed.
 */
export function applyAnalysis(
  values: ListingValues,
  analysis: PhotoAnalysis,
  typed: ReadonlySet<ListingField>,
  slugEdited: boolean,
): { values: ListingValues; filled: AiFilled } {
  const next = { ...values };
  const filled: AiFilled = {};
  const fill = (field: ListingField, value: string) => {
    if (typed.has(field) || !value || next[field] === value) return;
    filled[field] = values[field];
    (next as Record<ListingField, string>)[field] = value;
  };
  fill('type', analysis.type);
  fill('name', analysis.name);
  if (filled.name !== undefined && !slugEdited && !typed.has('slug')) fill('slug', slugify(analysis.name));
  fill('description', analysis.description);
  if (analysis.suggestedPrice !== undefined) fill('price', String(analysis.suggestedPrice));
  // Issue 32: a catalogue fact fills its field only while that field is empty.
  for (const [field, value] of Object.entries(catalogueFromAnalysis(analysis.catalogue)) as Array<[CatalogueKey, string]>) {
    if (next[field] === '') fill(field, value);
  }
  return { values: next, filled };
}

/**
 * Spec §8 AI (form): when no photo could be analysed, 'Failed to analyze images. Please try again.' with
 * the function's reason after it. A 503 is not worth another click now (no provider configured, or it
 * is busy): the function's own text says what to do. A run where some photo was analysed says nothing
 * (spec: some automatic cases are only logged). `failure` is the first rejection, or null for none.
 */
export function analysisFailureText(failure: unknown, anyResult: boolean): string | null {
  if (failure === null || anyResult) return null;
  const { status, message } = (failure ?? {}) as { status?: unknown; message?: unknown };
  const reason = typeof message === 'string' && message.trim() ? message.trim() : '';
  if (status === 503 && reason) return reason;
  return reason ? `${LISTING_TEXTS.analyzeFailed} ${reason}` : LISTING_TEXTS.analyzeFailed;
}
