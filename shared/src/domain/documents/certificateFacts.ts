// What a certificate of authenticity lists, in print order: the PDF (supabase/functions/documents) and the
// verify page (catalog-mfe VerifyPage) show the same rows from the same record.

export interface CertificateRecord {
  item_type: string;
  facts: Record<string, unknown>;
  weight_g: number | null;
  diameter_mm: number | null;
  grade: string | null;
  certified_by_name: string;
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

/** Label and value of each recorded fact; facts that were not recorded are left out. */
export function certificateRows(certificate: CertificateRecord): Array<[string, string]> {
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
