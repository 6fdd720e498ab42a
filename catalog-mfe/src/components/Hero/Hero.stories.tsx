import { Hero } from './Hero';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// Its two links are router links: shared/.storybook/preview.tsx wraps every story in a MemoryRouter.
export default { title: 'Catalog/Hero', component: Hero, parameters: { layout: 'fullscreen' } };

export const Home = {};
