// The verify page's reading of a certificate (issue 34): the answer of public.verify_certificate and the
// facts in the order the PDF prints them (supabase/functions/documents/certificatePdf.mts keeps the same list).

export interface VerifiedCertificate {
  code: string;
  item_type: 'coin' | 'note';
  item_name: string;
  facts: Record<string, string | number | string[]>;
  photos: string[];
  weight_g: number | null;
  diameter_mm: number | null;
  grade: string | null;
  certified_by_name: string;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

const FACT_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['issuer', 'Issuer'],
  ['ruler', 'Ruler'],
  ['period', 'Period'],
  ['denomination', 'Denomination'],
  ['year_ad', 'Year (AD)'],
  ['year_written', 'Date on the piece'],
  ['mint', 'Mint'],
  ['mint_mark', 'Mint mark'],
  ['metal', 'Metal'],
  ['fineness', 'Fineness'],
  ['shape', 'Shape'],
  ['note_serial', 'Serial number'],
  ['catalogue_references', 'Catalogue'],
  ['grading_service', 'Graded by'],
  ['grading_certificate', 'Grading certificate'],
  ['sheldon_grade', 'Sheldon grade'],
];

/** Label and value of each recorded fact, in print order; facts that were not recorded are left out. */
export function certificateRows(certificate: VerifiedCertificate): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Type', certificate.item_type === 'note' ? 'Banknote' : 'Coin']];
  for (const [key, label] of FACT_LABELS) {
    const value = certificate.facts[key];
    if (value === undefined || value === null || value === '') continue;
    rows.push([label, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  if (certificate.weight_g !== null) rows.push(['Weight (measured)', `${certificate.weight_g} g`]);
  if (certificate.diameter_mm !== null) rows.push(['Diameter (measured)', `${certificate.diameter_mm} mm`]);
  if (certificate.grade) rows.push(['Grade', certificate.grade]);
  rows.push(['Certified by', certificate.certified_by_name]);
  return rows;
}
