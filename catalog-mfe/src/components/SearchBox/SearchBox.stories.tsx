import { type ComponentProps, useState } from 'react';
import { SearchBox } from './SearchBox';

type Props = ComponentProps<typeof SearchBox>;

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// Focus the input and type to see the '{term} coin' / '{term} note' suggestions.
export default {
  title: 'Catalog/SearchBox',
  component: SearchBox,
  render: function Render(args: Props) {
    const [value, setValue] = useState(args.value);
    return <SearchBox value={value} onSearch={(term) => setValue(term)} />;
  },
};

export const Empty = { args: { value: '', onSearch: () => {} } satisfies Props };
export const WithASearch = { args: { value: 'mughal', onSearch: () => {} } satisfies Props };
