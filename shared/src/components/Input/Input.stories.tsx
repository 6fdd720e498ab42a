import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from './Input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'Search coins and notes', 'aria-label': 'Search' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '1947 One Rupee' } };
export const Invalid: Story = { args: { defaultValue: '12345', 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only' } };
