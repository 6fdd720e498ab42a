import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { INDIAN_STATES } from '@sikka/shared/config';
import { SORT_OPTIONS } from '@sikka/shared/config';
import { Select } from './Select';

const states = INDIAN_STATES.map((s) => ({ value: s, label: s }));

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { options: states, placeholder: 'Select a state', 'aria-label': 'State' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Chosen: Story = { args: { defaultValue: 'Kerala' } };
export const Sort: Story = {
  args: { options: SORT_OPTIONS.map(({ value, label }) => ({ value, label })), defaultValue: 'newest', 'aria-label': 'Sort by' },
};
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Karnataka' } };
