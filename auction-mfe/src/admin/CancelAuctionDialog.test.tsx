import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelAuctionDialog } from './CancelAuctionDialog';

function open(onCancel = vi.fn(async (_reason: string) => {})) {
  const onOpenChange = vi.fn();
  render(<CancelAuctionDialog open onOpenChange={onOpenChange} title="Victorian Silver" onCancel={onCancel} />);
  return { onCancel, onOpenChange };
}

const cancelButton = () => screen.getAllByRole('button', { name: /Cancel auction|Cancelling/ }).at(-1)!;

describe("'Cancel auction' dialog (issue 47)", () => {
  it('asks for a reason before sending anything, in the database’s words', async () => {
    const { onCancel } = open();
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: ' \n ' } });
    fireEvent.click(cancelButton());
    expect(await screen.findByText('Please give a reason for cancelling the auction')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(cancelButton());
    expect(await screen.findByText('The reason can be at most 300 characters')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed, both buttons unavailable (a click does nothing) while it is sent, then closes', async () => {
    let finish = () => {};
    const onCancel = vi.fn((_reason: string) => new Promise<void>((done) => (finish = done)));
    const { onOpenChange } = open(onCancel);
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: '  The consignor withdrew the coins \n' } });
    fireEvent.click(cancelButton());
    await waitFor(() => expect(cancelButton().textContent).toBe('Cancelling...'));
    expect(cancelButton().getAttribute('aria-disabled')).toBe('true');
    const keep = screen.getByRole('button', { name: 'Keep auction' });
    expect(keep.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cancelButton());
    fireEvent.click(keep);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledWith('The consignor withdrew the coins');
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the database's refusal and keeps the reason as typed", async () => {
    const refusal = { code: 'P0001', hint: 'auction_lot_paid_for', message: 'x', details: '' };
    const { onOpenChange } = open(vi.fn(async () => Promise.reject(refusal)));
    const reason = await screen.findByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: 'Restrikes found' } });
    fireEvent.click(cancelButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A winner has already ordered or paid for a lot of this auction: it can no longer be cancelled',
    );
    expect((reason as HTMLTextAreaElement).value).toBe('Restrikes found');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
