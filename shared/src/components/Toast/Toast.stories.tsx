import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, type ToastInput } from './Toast';

function Demo({ initial }: { initial?: ToastInput }) {
  const toast = useToast();
  useEffect(() => {
    if (initial) toast(initial);
  }, [initial, toast]);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast({ title: 'Promo code applied successfully', tone: 'success' })}>Success</Button>
      <Button variant="danger" onClick={() => toast({ title: 'Failed to update status. Please try again.', tone: 'error' })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast({ title: 'Link copied to clipboard!' })}>
        Info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  decorators: [
    (Story) => (
      <ToastProvider duration={1_000_000}>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { initial: { title: 'Promo code applied successfully', tone: 'success' } } };
export const ErrorTone: Story = {
  args: {
    initial: {
      title: 'Failed to save delivery address. Please try again.',
      description: 'Check your connection.',
      tone: 'error',
    },
  },
};
export const Info: Story = { args: { initial: { title: 'Link copied to clipboard!' } } };
