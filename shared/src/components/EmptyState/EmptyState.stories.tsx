import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No items found' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithHint: Story = { args: { hint: 'Try a different search or clear the filters.' } };
export const WithAction: Story = {
  args: { hint: 'Try a different search or clear the filters.', action: <Button variant="secondary">Clear Filters</Button> },
};
