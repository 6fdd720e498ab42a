import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ImageWithFallback } from './ImageWithFallback';

const coin =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#6b1420"/><circle cx="200" cy="150" r="100" fill="#c9a227"/></svg>',
  );

const meta = {
  title: 'Components/ImageWithFallback',
  component: ImageWithFallback,
  args: { alt: '1947 One Rupee', width: 320, height: 240, aspectRatio: '4 / 3', style: { width: 320 } },
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { src: coin } };
export const BrokenFallsBackToLogo: Story = { args: { src: '/does-not-exist.jpg' } };
export const MissingSource: Story = { args: { src: null } };
