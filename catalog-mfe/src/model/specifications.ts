import { gradeText, metalText, shapeName, yearLine, type Listing } from '@sikka/shared/domain/collectibles';
import { formatIndianNumber } from '@sikka/shared/format';

/**
 * A listing's catalogue facts as its page states them (issue 32): the 'Specifications' table shows the
 * label and text of each, the Product JSON-LD names the same facts as additionalProperty (with the
 * number and unit where there is one). Only filled fields become facts.
 */
export interface CatalogueFact {
  label: string;
  text: string;
  /** For structured data: the figure itself when the fact is a measure or a year, else the text. */
  value: string | number;
  /** UN/CEFACT unit code of `value` (GRM grams, MMT millimetres), as schema.org's QuantitativeValue takes it. */
  unitCode?: 'GRM' | 'MMT';
}

type CatalogueReference = NonNullable<Listing['catalogue_references']>[number];

/** The catalogues in the order collectors cite them, each with its mark ('KM# 525', 'Pick 1'). */
const CATALOGUE_MARKS: Readonly<Record<string, string>> = { KM: 'KM#', Pick: 'Pick', Prid: 'Prid', Numista: 'Numista N#' };
const CATALOGUE_ORDER = Object.keys(CATALOGUE_MARKS);

const decimals = (value: number, fixed: boolean) => formatIndianNumber(value, { min: fixed ? 2 : 0, max: 2 });

/** Grams as measured: always two decimals (the column's precision), '11.40 g'. */
export const gramsText = (grams: number) => `${decimals(grams, true)} g`;
/** Millimetres without trailing zeros, '30.5 mm'. */
export const millimetresText = (mm: number) => `${decimals(mm, false)} mm`;

/** 'KM# 525, Pick 1', in catalogue order. */
export function catalogueReferencesText(references: readonly CatalogueReference[]): string {
  return [...references]
    .sort((a, b) => CATALOGUE_ORDER.indexOf(a.system) - CATALOGUE_ORDER.indexOf(b.system))
    .map((reference) => `${CATALOGUE_MARKS[reference.system] ?? reference.system} ${reference.number}`)
    .join(', ');
}

function yearFact({ year_ad: yearAd, year_written: written }: Listing): CatalogueFact | null {
  const text = yearLine(yearAd, written);
  if (text === null) return null;
  return { label: 'Year', text, value: yearAd ?? text };
}

function mintFact({ mint, mint_mark: mark }: Listing): CatalogueFact | null {
  if (mint) {
    const text = mark ? `${mint}, mint mark ${mark}` : mint;
    return { label: 'Mint', text, value: text };
  }
  return mark ? { label: 'Mint mark', text: mark, value: mark } : null;
}

function metalFact({ metal, fineness }: Listing): CatalogueFact | null {
  const text = metalText(metal, fineness);
  if (text === null) return null;
  return metal ? { label: 'Metal', text, value: text } : { label: 'Fineness', text, value: fineness! };
}

function certificateFact({ grading_service: service, certificate_number: certificate }: Listing): CatalogueFact | null {
  if (!service) return null;
  const text = certificate ? `${service}, certificate ${certificate}` : service;
  return { label: 'Certified by', text, value: text };
}

const textFact = (label: string, text: string | null | undefined): CatalogueFact | null =>
  text ? { label, text, value: text } : null;
const flagFact = (label: string, on: boolean): CatalogueFact | null => (on ? { label, text: 'Yes', value: 'Yes' } : null);

/** The listing's filled catalogue facts, in the order a catalogue entry gives them. */
export function catalogueFacts(listing: Listing): CatalogueFact[] {
  const note = listing.type === 'note';
  const serial = [listing.note_prefix, listing.note_serial].filter(Boolean).join(' ');
  const grade = gradeText(listing.grade, listing.sheldon_grade);
  const references = listing.catalogue_references ?? [];
  const facts = [
    textFact('Issuer', listing.issuer),
    // On a note the authority is the governor or secretary whose signature it bears.
    textFact(note ? 'Signed by' : 'Ruler', listing.ruler),
    textFact('Period', listing.period),
    textFact('Denomination', listing.denomination),
    yearFact(listing),
    mintFact(listing),
    metalFact(listing),
    listing.weight_g == null
      ? null
      : { label: 'Weight', text: gramsText(listing.weight_g), value: listing.weight_g, unitCode: 'GRM' as const },
    listing.diameter_mm == null
      ? null
      : { label: 'Diameter', text: millimetresText(listing.diameter_mm), value: listing.diameter_mm, unitCode: 'MMT' as const },
    textFact('Shape', listing.shape && shapeName(listing.shape)),
    textFact(references.length > 1 ? 'Catalogue numbers' : 'Catalogue number', catalogueReferencesText(references)),
    textFact('Grade', grade),
    certificateFact(listing),
    textFact('Serial number', serial),
    textFact('Inset letter', listing.note_inset_letter),
    flagFact('Star (replacement) note', listing.is_star_note),
    flagFact('Fancy number', listing.is_fancy_number),
  ];
  return facts.filter((fact): fact is CatalogueFact => fact !== null);
}
