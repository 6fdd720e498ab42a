/** The closest of `names` to `input`, if close enough to be a likely typo (PostgREST's "Perhaps you meant"). */
export function closestName(input: string, names: string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = levenshtein(input.toLowerCase(), name.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(input.length / 4)) ? best.name : undefined;
}

/**
 * The best match by PostgREST's fuzzy score (1 - edit distance / longer length, case-insensitive) that
 * reaches `minScore`: 0.75 for table and function names, 0.33 for embeddings and parameter lists.
 */
export function fuzzyMatch(input: string, names: string[], minScore: number): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const name of names) {
    const longest = Math.max(input.length, name.length) || 1;
    const score = 1 - levenshtein(input.toLowerCase(), name.toLowerCase()) / longest;
    if (score >= minScore && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
