import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: 'A card holds one listing, post or panel.', style: { maxWidth: 320 } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { padding: 'lg' } };
export const InteractiveLink: Story = {
  args: { asChild: true, interactive: true, children: <a href="#listing">1947 One Rupee — ₹12,500</a> },
};
