import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Description', placeholder: 'Describe the coin' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Condition: Very fine\n\nHistorical Context: Issued in 1947.' } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only' } };
