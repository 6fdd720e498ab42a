/** The buyer's premium terms as the database keeps them: basis points (1500 = 15 %). */
export interface PremiumTerms {
  premiumBasisPoints: number;
  gstBasisPoints: number;
}

const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** The terms as printed: "Buyer's premium 15% of the hammer price, plus 18% GST on the premium". */
export function premiumText({ premiumBasisPoints, gstBasisPoints }: PremiumTerms): string {
  return `Buyer's premium ${percent(premiumBasisPoints)} of the hammer price, plus ${percent(gstBasisPoints)} GST on the premium`;
}
