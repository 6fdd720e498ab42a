import { percentFromBasisPoints } from '@sikka/shared/domain/auctions';

/** The buyer's premium terms as the database keeps them: basis points (1500 = 15 %). */
export interface PremiumTerms {
  premiumBasisPoints: number;
  gstBasisPoints: number;
}

/** The terms as printed: "Buyer's premium 15 % of the hammer price, plus 18 % GST on the premium". */
export function premiumText({ premiumBasisPoints, gstBasisPoints }: PremiumTerms): string {
  return `Buyer's premium ${percentFromBasisPoints(premiumBasisPoints)} of the hammer price, plus ${percentFromBasisPoints(gstBasisPoints)} GST on the premium`;
}
