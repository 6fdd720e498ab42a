// A piece's catalogue facts as a person reads them, written once for the listing's Specifications (catalog
// -mfe) and the certificate of authenticity (its PDF and the verify page): 'Silver, 0.917 fine', 'Round',
// 'Extremely Fine (XF)', '250 BCE'. No imports: the documents Edge Function reads this file directly.

/** The adjectival grades by name, as collectors write them out. */
const GRADE_NAMES: Readonly<Record<string, string>> = {
  Poor: 'Poor',
  FR: 'Fair',
  AG: 'About Good',
  G: 'Good',
  VG: 'Very Good',
  F: 'Fine',
  VF: 'Very Fine',
  XF: 'Extremely Fine',
  AU: 'About Uncirculated',
  UNC: 'Uncirculated',
  Proof: 'Proof',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A metal of the controlled list as a sentence names it: 'Silver', 'Cupro-nickel'. */
export const metalName = (metal: string) => capitalised(metal);

/** A shape of the controlled list as a sentence names it: 'Round'. */
export const shapeName = (shape: string) => capitalised(shape);

/** 'Silver, 0.917 fine'; 'Silver'; '0.917 fine' without a metal; null with neither. */
export function metalText(metal: string | null | undefined, fineness: number | null | undefined): string | null {
  const finenessText = fineness == null ? null : `${fineness.toFixed(3)} fine`;
  if (!metal) return finenessText;
  return finenessText ? `${metalName(metal)}, ${finenessText}` : metalName(metal);
}

/** Years AD as a collector reads them: '250 BCE', '118 CE', '1835'. */
export function yearText(yearAd: number): string {
  if (yearAd < 0) return `${-yearAd} BCE`;
  return yearAd < 1000 ? `${yearAd} CE` : String(yearAd);
}

/**
 * The year line: the year AD with the date as written on the piece beside it ('1705 (AH 1118 / RY 50)'),
 * once when the two say the same ('1862', never '1862 (1862)'); null with neither.
 */
export function yearLine(yearAd: number | null | undefined, written: string | null | undefined): string | null {
  const asWritten = written?.trim() || null;
  if (yearAd == null) return asWritten;
  const year = yearText(yearAd);
  if (!asWritten || asWritten === year || asWritten === String(yearAd)) return year;
  return `${year} (${asWritten})`;
}

/** 'Extremely Fine (XF), Sheldon 45'; 'Proof'; 'Sheldon 63' without an adjectival grade. */
export function gradeText(grade: string | null | undefined, sheldon: number | null | undefined): string | null {
  const sheldonText = sheldon == null ? null : `Sheldon ${sheldon}`;
  if (!grade) return sheldonText;
  const name = GRADE_NAMES[grade] ?? grade;
  const adjectival = name === grade ? name : `${name} (${grade})`;
  return sheldonText ? `${adjectival}, ${sheldonText}` : adjectival;
}
