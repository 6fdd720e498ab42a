import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Button } from './Button';

describe('Button', () => {
  it('leaves an unavailable button focusable (aria-disabled, not disabled); a click on it does nothing, nor opens its dialog', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick} unavailable>
          Deactivate
        </Button>
        <AlertDialog title="Delete?" description="For good." onConfirm={onClick} trigger={<Button unavailable>Delete</Button>} />
      </>,
    );
    const deactivate = screen.getByRole('button', { name: 'Deactivate' });
    expect(deactivate).toBeEnabled();
    expect(deactivate).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(deactivate);
    expect(deactivate).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while unavailable, and does once available', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" unavailable>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
