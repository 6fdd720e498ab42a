import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

describe('<Dialog> before it first opens', () => {
  it('renders only its trigger, which says it opens a dialog and opens it', async () => {
    render(
      <Dialog title="Share Listing" trigger={<button type="button">Share</button>}>
        Body
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.querySelector('[data-radix-focus-guard]')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Share Listing' })).toHaveTextContent('Body');
  });

  it("asks its owner to open when controlled, and keeps the trigger's own click", async () => {
    const onOpenChange = vi.fn();
    const onClick = vi.fn();
    render(
      <Dialog
        title="Share Listing"
        open={false}
        onOpenChange={onOpenChange}
        trigger={
          <button type="button" onClick={onClick}>
            Share
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

describe('<AlertDialog> with a third answer', () => {
  it('offers the alternative between Cancel and the confirm, which waits while confirmDisabled', async () => {
    const onConfirm = vi.fn();
    const onSelect = vi.fn();
    const { rerender } = render(
      <AlertDialog
        defaultOpen
        title="Delete Listing"
        description="Counting its orders…"
        confirmLabel="Delete"
        confirmDisabled
        alternative={{ label: 'Mark Unavailable instead', onSelect }}
        onConfirm={onConfirm}
      />,
    );
    const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons()).toEqual(['Cancel', 'Mark Unavailable instead', 'Delete']);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    rerender(
      <AlertDialog
        defaultOpen
        title="Delete Listing"
        description="It has no orders."
        confirmLabel="Delete"
        alternative={{ label: 'Mark Unavailable instead', onSelect }}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Unavailable instead' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

/** A dialog opened by state from a button elsewhere (no trigger), as the image editor and overlays are. */
function OpenedFromElsewhere({ startOn }: { startOn?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View image
      </button>
      <Dialog
        title="Image 1 of 2"
        open={open}
        onOpenChange={setOpen}
        onOpenAutoFocus={
          startOn
            ? (event) => {
                event.preventDefault();
                document.getElementById('code')?.focus();
              }
            : undefined
        }
      >
        <input id="code" aria-label="Code" />
      </Dialog>
    </>
  );
}

describe('<Dialog> focus', () => {
  it('gives focus back to the control that opened it, when closed by Escape or by Close', async () => {
    render(<OpenedFromElsewhere />);
    const opener = screen.getByRole('button', { name: 'View image' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Image 1 of 2' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('starts on the field its owner names', async () => {
    render(<OpenedFromElsewhere startOn />);
    await userEvent.click(screen.getByRole('button', { name: 'View image' }));
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveFocus();
  });
});
