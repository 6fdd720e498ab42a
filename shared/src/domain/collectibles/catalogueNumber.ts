import type { CatalogueSystem } from './catalogueFields';

/**
 * A catalogue number as one key, so 'KM 525', 'KM#525', 'km-525' and 'KM# 525' are all 'KM525'.
 * Separators (spaces, '#', ':', '_', '-') go; the system's prefix becomes one canonical group (KM; P for
 * Pick; PRID; N for Numista, whose numbers are written 'N# 1234'); the number must start with a digit.
 * Anything else is not a catalogue number: null. Twin of public.catalogue_number_key (SQL,
 * 20261125200000_catalogue_fields.sql); supabase/tests/catalogue-fields.test.ts holds the two equal.
 */
const PREFIXES: Readonly<Record<string, string>> = {
  KM: 'KM',
  KRAUSE: 'KM',
  PICK: 'P',
  PRID: 'PRID',
  P: 'P',
  NUMISTAN: 'N',
  NUMISTA: 'N',
  N: 'N',
};
const SHAPE = /^(KM|KRAUSE|PICK|PRID|P|NUMISTAN|NUMISTA|N)([0-9][0-9A-Z./]*)$/;

export function catalogueNumberKey(term: string | null | undefined): string | null {
  const compact = (term ?? '').replace(/[\s#:_-]+/g, '').toUpperCase();
  const match = SHAPE.exec(compact);
  return match ? `${PREFIXES[match[1]!]}${match[2]}` : null;
}

const SYSTEM_PREFIX: Readonly<Record<CatalogueSystem, string>> = { KM: 'KM', Pick: 'P', Prid: 'PRID', Numista: 'N' };

/** The key of a reference given as a system and its number ('KM', '525' → 'KM525'); null if malformed. */
export function catalogueReferenceKey(system: CatalogueSystem, number: string): string | null {
  return catalogueNumberKey(`${SYSTEM_PREFIX[system]}${number}`);
}
