import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './Toast';

function Buttons() {
  const toast = useToast();
  const { toast: alsoToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Promo code applied successfully', tone: 'success' })}>
        apply
      </button>
      <button type="button" onClick={() => alsoToast({ title: 'Failed', description: 'Please try again.', tone: 'error' })}>
        fail
      </button>
    </>
  );
}

describe('toasts', () => {
  it('shows each toast until it is closed', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Promo code applied successfully')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();

    const [firstClose] = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(firstClose!);
    expect(screen.queryByText('Promo code applied successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('puts no toast region on the page before the first toast', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'apply' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('needs a provider', () => {
    expect(() => render(<Buttons />)).toThrow(/ToastProvider/);
  });
});
