import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Dialog } from './Dialog';

describe('<Dialog>', () => {
  it('is a titled modal with a Close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Share Listing" description="Copy the link">
        Body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share Listing' });
    expect(dialog).toHaveAccessibleDescription('Copy the link');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('<AlertDialog>', () => {
  it('asks for confirmation with Cancel and a danger confirm', async () => {
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        defaultOpen
        title="Delete Listing"
        description="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Listing' })).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
