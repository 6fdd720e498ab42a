import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete Listing',
    description: 'Are you sure you want to delete this listing? This action cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: () => {},
    defaultOpen: true,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Primary: Story = {
  args: {
    title: 'Mark as fulfilled',
    description: 'The buyer will see the order as fulfilled.',
    confirmLabel: 'Confirm',
    confirmVariant: 'primary',
  },
};
export const Closed: Story = { args: { defaultOpen: false, trigger: <Button variant="danger">Delete</Button> } };
