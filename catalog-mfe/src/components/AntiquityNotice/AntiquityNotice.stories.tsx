import { AntiquityNotice } from './AntiquityNotice';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/AntiquityNotice', component: AntiquityNotice };

// A fixed clock, so the stories read the same every year: 1 June 2026 in India.
const now = new Date('2026-06-01T12:00:00+05:30');

/** An 1835 rupee: over 100 years old. */
export const Antiquity = { args: { yearAd: 1835, now } };
/** 321 BCE is written as a negative year. */
export const AncientPiece = { args: { yearAd: -321, now } };
/** A 1947 rupee is not an antiquity yet: nothing is shown. */
export const RecentPiece = { args: { yearAd: 1947, now } };
/** No year recorded: nothing is shown. */
export const NoYear = { args: { yearAd: null, now } };
