import { PgrstError } from '../errors.ts';

/** The `Prefer` header as PostgREST reads it (RFC 7240): the first value of each preference wins. */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** Only read when the database allows the override (`pgrst.db_tx_end = '…-allow-override'`). */
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  /** `max-affected=N`, enforced with `handling=strict` only. */
  maxAffected?: number;
}

const KNOWN = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
} as const;
type Known = keyof typeof KNOWN;

/** `Prefer: return=representation, count=exact` (several Prefer headers are joined with commas by Node). */
export function parsePrefer(header: string | string[] | undefined, allowTxOverride: boolean): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    if (key === 'max-affected' && /^\d{1,18}$/.test(value)) {
      prefs.maxAffected ??= Number(value);
      continue;
    }
    if (key in KNOWN && (KNOWN[key as Known] as readonly string[]).includes(value)) {
      if (key === 'tx' && !allowTxOverride) continue;
      const record = prefs as Record<string, unknown>;
      record[key] ??= value;
      continue;
    }
    invalid.push(part);
  }
  if (prefs.handling === 'strict' && invalid.length) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

/**
 * `Preference-Applied`, in PostgREST's order. Which preferences a response echoes depends on what it is
 * (`applies`): reads echo count, writes also return/resolution/missing; tx and handling always.
 */
export function preferenceApplied(
  prefs: Preferences,
  applies: { resolution?: boolean; missing?: boolean; return?: boolean; count?: boolean },
): string | undefined {
  const values = [
    applies.resolution && prefs.resolution ? `resolution=${prefs.resolution}` : undefined,
    applies.missing && prefs.missing ? `missing=${prefs.missing}` : undefined,
    applies.return && prefs.return ? `return=${prefs.return}` : undefined,
    applies.count && prefs.count ? `count=${prefs.count}` : undefined,
    prefs.tx ? `tx=${prefs.tx}` : undefined,
    prefs.handling ? `handling=${prefs.handling}` : undefined,
    prefs.handling === 'strict' && prefs.maxAffected !== undefined ? `max-affected=${prefs.maxAffected}` : undefined,
  ].filter((v): v is string => v !== undefined);
  return values.length ? values.join(', ') : undefined;
}

/** `Prefer: handling=strict, max-affected=N`: more rows touched is refused and rolled back (PGRST124). */
export function checkMaxAffected(prefer: Preferences, count: number): void {
  if (prefer.handling !== 'strict' || prefer.maxAffected === undefined || count <= prefer.maxAffected) return;
  throw new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${count} rows`,
  );
}
