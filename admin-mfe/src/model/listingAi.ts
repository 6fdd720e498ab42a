// The AI assist on the create form (spec §2, §7 "Image analysis"): the first 2 photos are analysed, the
// descriptions joined and the higher price taken; the result fills only what the admin has not typed,
// and each field it filled can be undone.
import { slugify } from '@sikka/shared/format';
import { LISTING_TEXTS, type ListingField, type ListingValues } from './listingForm';

export interface PhotoAnalysis {
  type: 'coin' | 'note';
  name: string;
  description: string;
  suggestedPrice?: number;
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
  return combined;
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
