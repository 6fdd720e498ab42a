// The invoice's amount in words, as Indian invoices and cheques write it (issue 50): Indian numbering
// (thousand, lakh, crore), every word capitalised, paise after the rupees, 'Only' at the end:
// 1,50,050.50 → 'Rupees One Lakh Fifty Thousand Fifty and Paise Fifty Only'. No imports: the documents
// Edge Function reads this file directly.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words: 'Seventy Eight'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]} ${ONES[unit]}`;
}

/** 1–999 in words: 'Six Hundred Seventy Eight'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number ≥ 1 in Indian words: crores (themselves counted in Indian words), lakhs, thousands, the rest. */
function indianWords(n: bigint): string {
  const crores = n / 10_000_000n;
  const belowCrore = Number(n % 10_000_000n);
  const lakhs = Math.floor(belowCrore / 100_000);
  const thousands = Math.floor((belowCrore % 100_000) / 1000);
  const rest = belowCrore % 1000;
  const parts: string[] = [];
  if (crores > 0n) parts.push(`${indianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount in paise (≥ 0) in words: 0 → 'Rupees Zero Only'; 12345678990n → '... and Paise Ninety Only'. */
export function amountInWords(paise: bigint): string {
  if (paise < 0n) throw new RangeError('amountInWords takes an amount of 0 or more');
  const rupees = paise / 100n;
  const cents = Number(paise % 100n);
  const rupeeWords = rupees > 0n ? indianWords(rupees) : 'Zero';
  return cents > 0 ? `Rupees ${rupeeWords} and Paise ${belowHundred(cents)} Only` : `Rupees ${rupeeWords} Only`;
}
