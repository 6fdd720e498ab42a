/**
 * A search term as a quoted PostgREST "contains" pattern for `ilike` inside `.or(...)`. Inside a
 * PostgREST quoted value a backslash escapes the next character (so commas, parentheses and quotes
 * stay literal); inside ILIKE a backslash makes % and _ literal, so '50%' finds '50%', not every
 * value starting with 50.
 */
export function ilikeContains(term: string): string {
  const pattern = `*${term.replace(/[\\%_]/g, '\\$&')}*`;
  return `"${pattern.replace(/[\\"]/g, '\\$&')}"`;
}
