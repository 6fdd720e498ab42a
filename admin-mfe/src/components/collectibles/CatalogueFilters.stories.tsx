import { CatalogueFilters } from './CatalogueFilters';

// Typed by hand: admin-mfe does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/CatalogueFilters', component: CatalogueFilters };

export const None = { args: { values: { period: '', metal: '', type: '', grade: '' }, onChange: () => {} } };
/** Mughal silver coins in extra fine: three filters at once. */
export const MughalSilver = {
  args: { values: { period: 'Mughal', metal: 'silver', type: 'coin', grade: 'extra_fine' }, onChange: () => {} },
};
