import { Rating } from './Rating';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/Rating', component: Rating };

export const Perfect = { args: { value: 5 } };
export const High = { args: { value: 4.8 } };
/** The lowest rating the shop shows (spec §9: 4.7 to 5.0). */
export const Lowest = { args: { value: 4.7 } };
