import { PageFrame } from '@sikka/shared/ui';

/** Sell page /sell (spec §2). The sell issue builds the submission form. */
export default function SellPage() {
  return <PageFrame title="Sell Your Coins" />;
}
