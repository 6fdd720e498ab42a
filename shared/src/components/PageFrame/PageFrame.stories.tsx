import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'Components/PageFrame',
  component: PageFrame,
  args: { title: 'Sell Your Coins' },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithContent: Story = {
  args: {
    title: 'Numismatic Insights',
    as: 'article',
    children: <p>Stories from two and a half thousand years of Indian coinage.</p>,
  },
};
