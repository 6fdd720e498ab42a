import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { logoUrl } from './coinMark';
import { Logo } from './Logo';

const meta = { title: 'Components/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const MarkOnly: Story = { args: { wordmark: false } };
export const AsImageAsset: Story = { render: () => <img src={logoUrl} alt="Sikka" width={64} height={64} /> };
