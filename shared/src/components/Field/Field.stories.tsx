import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { INDIAN_STATES } from '@sikka/shared/config';
import { Input } from '../Input/Input';
import { Select } from '../Select/Select';
import { Textarea } from '../Textarea/Textarea';
import { Field } from './Field';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Email Address', children: <Input type="email" /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: { label: 'Phone Number', hint: 'Format: +91XXXXXXXXXX or 10 digits', children: <Input type="tel" /> },
};
export const WithError: Story = {
  args: { label: 'Phone', error: 'Phone must be exactly 10 digits', children: <Input defaultValue="98765" /> },
};
export const WithSelect: Story = {
  args: {
    label: 'State',
    error: 'Please select a state',
    children: <Select options={INDIAN_STATES.map((s) => ({ value: s, label: s }))} placeholder="Select a state" />,
  },
};
export const WithTextarea: Story = { args: { label: 'Description', children: <Textarea /> } };
