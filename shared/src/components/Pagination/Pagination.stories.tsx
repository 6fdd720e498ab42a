import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: () => {} },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddleOfMany: Story = { args: { page: 7, pageCount: 20 } };
export const LastPage: Story = { args: { page: 5, pageCount: 5 } };
