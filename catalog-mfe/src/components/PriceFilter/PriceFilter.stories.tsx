import { type ComponentProps, useState } from 'react';
import { PriceFilter } from './PriceFilter';

type Props = ComponentProps<typeof PriceFilter>;

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/PriceFilter',
  component: PriceFilter,
  render: function Render(args: Props) {
    const [range, setRange] = useState({ minPrice: args.minPrice, maxPrice: args.maxPrice });
    const filtered = range.minPrice !== null || range.maxPrice !== null;
    return (
      <PriceFilter
        {...range}
        filtered={filtered}
        onChange={(next) => setRange(next)}
        onClear={() => setRange({ minPrice: null, maxPrice: null })}
      />
    );
  },
};

const handlers = { onChange: () => {}, onClear: () => {} };

export const AnyPrice = { args: { minPrice: null, maxPrice: null, filtered: false, ...handlers } satisfies Props };
export const BetweenFiveHundredAndFiveThousand = {
  args: { minPrice: 500, maxPrice: 5000, filtered: true, ...handlers } satisfies Props,
};
export const MinimumOnly = { args: { minPrice: 10000, maxPrice: null, filtered: true, ...handlers } satisfies Props };
