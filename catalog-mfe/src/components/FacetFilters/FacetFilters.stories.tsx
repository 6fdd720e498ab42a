import { type ComponentProps, useState } from 'react';
import { NO_FACETS } from '../../model/browseFacets';
import { FacetFilters } from './FacetFilters';

type Props = ComponentProps<typeof FacetFilters>;

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/FacetFilters',
  component: FacetFilters,
  render: function Render(args: Props) {
    const [chosen, setChosen] = useState(args.chosen);
    return <FacetFilters {...args} chosen={chosen} onChange={(change) => setChosen({ ...chosen, ...change })} />;
  },
};

const counts: Props['counts'] = {
  category: [],
  period: [
    { value: 'Kushan', count: 3 },
    { value: 'Gupta', count: 4 },
    { value: 'Mughal', count: 9 },
    { value: 'British India', count: 14 },
    { value: 'Republic of India', count: 6 },
  ],
  metal: [
    { value: 'gold', count: 8 },
    { value: 'silver', count: 17 },
    { value: 'copper', count: 5 },
    { value: 'paper', count: 6 },
  ],
  kind: [
    { value: 'coin', count: 30 },
    { value: 'note', count: 6 },
  ],
  gradeBand: [
    { value: 'fine', count: 12 },
    { value: 'extra_fine', count: 16 },
    { value: 'uncirculated', count: 8 },
  ],
  year: { min: 78, max: 2011 },
};

const onChange = () => {};

export const NothingChosen = { args: { chosen: NO_FACETS, counts, onChange } satisfies Props };
export const MughalSilver = {
  args: { chosen: { ...NO_FACETS, period: 'Mughal', metal: 'silver' }, counts, onChange } satisfies Props,
};
/** Before the first page has answered: only the year range shows, in a panel that keeps room for the rest. */
export const NoCountsYet = { args: { chosen: NO_FACETS, counts: null, onChange } satisfies Props };
