/** Joins class names, skipping empty ones (variants are explicit props that map to module classes). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
