import { type ComponentProps, useState } from 'react';
import { CategoryFilter } from './CategoryFilter';

type Props = ComponentProps<typeof CategoryFilter>;
type Categories = Props['categories'];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/CategoryFilter',
  component: CategoryFilter,
  render: function Render(args: Props) {
    const [selected, setSelected] = useState(args.selected);
    return <CategoryFilter {...args} selected={selected} onSelect={setSelected} />;
  },
};

const categories: Categories = {
  status: 'ready',
  refreshing: false,
  data: [
    { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ancient India' },
    { id: 'a0000000-0000-4000-8000-000000000002', name: 'Mughal Empire' },
    { id: 'a0000000-0000-4000-8000-000000000003', name: 'Princely States' },
    { id: 'a0000000-0000-4000-8000-000000000004', name: 'British India' },
    { id: 'a0000000-0000-4000-8000-000000000005', name: 'Republic India' },
    { id: 'a0000000-0000-4000-8000-000000000006', name: 'Banknotes' },
  ],
};

const onSelect = () => {};

export const AllCollections = { args: { categories, selected: null, onSelect } satisfies Props };
export const OneCategorySelected = {
  args: { categories, selected: 'a0000000-0000-4000-8000-000000000002', onSelect } satisfies Props,
};
/** While the categories load, only 'All Collections' shows. */
export const Loading = { args: { categories: { status: 'loading' }, selected: null, onSelect } satisfies Props };
export const FailedToLoad = {
  args: { categories: { status: 'error', error: new Error('network down') }, selected: null, onSelect } satisfies Props,
};
