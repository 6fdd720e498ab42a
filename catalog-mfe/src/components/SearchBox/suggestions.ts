/** Spec §2/§9: suggestions hide 200 ms after the search box loses focus. */
export const SUGGESTIONS_HIDE_DELAY_MS = 200;

/** What the search box offers for a term: '{term} coin' and '{term} note' (none for an empty term). */
export function suggestionsFor(text: string): string[] {
  const term = text.trim();
  return term ? [`${term} coin`, `${term} note`] : [];
}
