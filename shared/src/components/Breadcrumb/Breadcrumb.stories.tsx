import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: { title: 'Privacy Policy' },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};
export const ShippingPolicy: Story = { args: { title: 'Shipping Policy' } };
