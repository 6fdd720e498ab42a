import type { catalogue } from './catalogue.ts';
import { measuredFields, seedFields } from './fields.ts';
import { seedId } from './model.ts';
import { referenceTypes } from './reference-types.ts';

// The catalogue facts' part of seed.sql (issue 32): the reference types, each listing's fields (columns of its
// insert in render-sql.ts) and its catalogue references.

type CatalogueListing = (typeof catalogue)[number];

const q = (value: string | null | undefined): string =>
  value === null || value === undefined ? 'null' : `'${value.replaceAll("'", "''")}'`;
const n = (value: number | null | undefined): string => (value === null || value === undefined ? 'null' : String(value));
const rows = (values: string[]): string => `${values.map((v) => `  (${v})`).join(',\n')};`;

const referenceTypeId = (reference: string): string => {
  const index = referenceTypes.findIndex((t) => t.reference === reference);
  if (index < 0) throw new Error(`no reference type ${reference}`);
  return seedId('e0', index + 1);
};
const splitReference = (reference: string) => {
  const [system, number] = reference.split(' ') as [string, string];
  return { system, number };
};

export function referenceTypesSql(): string {
  const values = referenceTypes.map((t) => {
    const { system, number } = splitReference(t.reference);
    return [
      q(referenceTypeId(t.reference)),
      q(system),
      q(number),
      q(t.title),
      q(t.metal),
      n(t.weightG),
      n(t.diameterMm),
      n(t.years[0]),
      n(t.years[1]),
    ].join(', ');
  });
  return `-- Catalogue types of the demo listings, with their standard figures (issue 32).
insert into public.reference_types (id, system, number, title, metal, standard_weight_g, standard_diameter_mm, year_from, year_to) values
${rows(values)}`;
}

export const LISTING_FIELD_COLUMNS =
  'issuer, ruler, period, denomination, year_ad, year_written, mint, mint_mark, metal, fineness, weight_g, diameter_mm, shape, grade, note_prefix, note_serial, note_inset_letter, is_star_note, is_fancy_number, reference_type_id';

export function listingFieldValues(listing: CatalogueListing): string {
  const fields = seedFields(listing);
  const measured = measuredFields(listing, fields);
  return [
    q(listing.issuer.replace(/^the /, '')),
    q(fields.ruler),
    q(fields.period),
    q(fields.denomination),
    n(fields.yearAd),
    q(fields.yearWritten),
    q(fields.mint),
    q(fields.mintMark),
    q(measured.metal),
    n(measured.fineness),
    n(measured.weightG),
    n(measured.diameterMm),
    q(fields.shape),
    q(listing.grade),
    q(fields.note?.prefix),
    q(fields.note?.serial),
    q(fields.note?.inset),
    String(fields.note?.star ?? false),
    String(fields.note?.fancy ?? false),
    fields.reference ? q(referenceTypeId(fields.reference)) : 'null',
  ].join(', ');
}

export function catalogueReferencesSql(listings: readonly CatalogueListing[]): string {
  const values = listings.flatMap((l) => {
    const { reference } = seedFields(l);
    if (!reference) return [];
    const { system, number } = splitReference(reference);
    return [[q(l.id), q(system), q(number)].join(', ')];
  });
  return `-- Their catalogue numbers (KM#, Pick#), where the type has one.
insert into public.catalogue_references (collectible_id, system, number) values
${rows(values)}`;
}
