// What a certificate of authenticity lists, in print order: the PDF (supabase/functions/documents) and the
// verify page (catalog-mfe VerifyPage) show the same rows from the same record, with the listing's own
// wording of each fact ('Silver, 0.917 fine', 'Round', 'Extremely Fine (XF)'): one set of label functions.
// The `.ts` extension: the documents Edge Function (Deno) loads this file and what it imports directly.
import { gradeText, metalText, shapeName, yearLine } from '../collectibles/factLabels.ts';

export interface CertificateRecord {
  item_type: string;
  facts: Record<string, unknown>;
  weight_g: number | null;
  diameter_mm: number | null;
  grade: string | null;
  certified_by_name: string;
}

const text = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
};
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Label and value of each recorded fact; facts that were not recorded are left out. */
export function certificateRows(certificate: CertificateRecord): Array<[string, string]> {
  const f = certificate.facts;
  const metal = metalText(text(f.metal), number(f.fineness));
  const rows: Array<[string, string | null]> = [
    ['Type', certificate.item_type === 'note' ? 'Banknote' : 'Coin'],
    ['Issuer', text(f.issuer)],
    ['Ruler', text(f.ruler)],
    ['Period', text(f.period)],
    ['Denomination', text(f.denomination)],
    ['Year', yearLine(number(f.year_ad), text(f.year_written))],
    ['Mint', text(f.mint)],
    ['Mint mark', text(f.mint_mark)],
    [text(f.metal) ? 'Metal' : 'Fineness', metal],
    ['Shape', text(f.shape) && shapeName(String(f.shape))],
    ['Serial number', text(f.note_serial)],
    ['Catalogue', text(f.catalogue_references)],
    ['Graded by', text(f.grading_service)],
    ['Grading certificate', text(f.grading_certificate)],
    ['Weight (measured)', certificate.weight_g === null ? null : `${certificate.weight_g} g`],
    ['Diameter (measured)', certificate.diameter_mm === null ? null : `${certificate.diameter_mm} mm`],
    ['Grade', gradeText(certificate.grade, number(f.sheldon_grade))],
    ['Certified by', certificate.certified_by_name],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
