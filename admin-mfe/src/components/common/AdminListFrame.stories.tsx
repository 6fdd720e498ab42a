import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@sikka/shared/ui';
import { AdminListFrame } from './AdminListFrame';

const meta = {
  title: 'Admin/AdminListFrame',
  component: AdminListFrame,
  args: {
    title: 'Orders Dashboard',
    count: 24,
    searchLabel: 'Search orders by name, phone, address...',
    query: '',
    onQueryChange: () => {},
    children: <p>The list of cards goes here.</p>,
  },
} satisfies Meta<typeof AdminListFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {};
export const Loading: Story = { args: { count: undefined } };
export const WithActions: Story = {
  args: { title: 'Manage Promo Codes - Admin', searchLabel: 'Search promo codes...', actions: <Button>New Promo Code</Button>, count: 3 },
};
