import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { INDIAN_STATES, SORT_OPTIONS } from '@sikka/shared/config';
import { NativeSelect } from './NativeSelect';

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: {
    options: SORT_OPTIONS.map(({ value, label }) => ({ value, label })),
    defaultValue: 'newest',
    'aria-label': 'Sort by',
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sort: Story = {};
export const Placeholder: Story = {
  args: {
    options: INDIAN_STATES.map((s) => ({ value: s, label: s })),
    defaultValue: undefined,
    placeholder: 'Select a state',
    'aria-label': 'State',
  },
};
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };
