import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RejectPaymentDialog } from './RejectPaymentDialog';

function open(onReject = vi.fn(async (_reason: string) => {})) {
  const onOpenChange = vi.fn();
  render(<RejectPaymentDialog open onOpenChange={onOpenChange} what="Order #0b8f5e52 from Asha Rao" onReject={onReject} />);
  return { onReject, onOpenChange };
}

const rejectButton = () => screen.getAllByRole('button', { name: /Reject payment|Rejecting/ }).at(-1)!;

describe("'Reject payment' dialog (issue 31)", () => {
  it('asks for a reason before sending anything', async () => {
    const { onReject } = open();
    fireEvent.click(rejectButton());
    expect(await screen.findByText('Please give the buyer a reason')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed, with both buttons unavailable (a click does nothing) while it is sent, then closes', async () => {
    let finish = () => {};
    const onReject = vi.fn((_reason: string) => new Promise<void>((done) => (finish = done)));
    const { onOpenChange } = open(onReject);
    fireEvent.change(await screen.findByLabelText(/Reason shown to the buyer/), { target: { value: '  No such UTR  ' } });
    fireEvent.click(rejectButton());
    await waitFor(() => expect(rejectButton().textContent).toBe('Rejecting...'));
    expect(rejectButton().getAttribute('aria-disabled')).toBe('true');
    const keep = screen.getByRole('button', { name: 'Keep Payment' });
    expect(keep.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(rejectButton());
    fireEvent.click(keep);
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith('No such UTR');
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the database's refusal and keeps the reason as typed", async () => {
    const { onOpenChange } = open(vi.fn(async () => Promise.reject({ code: 'P0001', hint: '', message: 'boom' })));
    const reason = await screen.findByLabelText(/Reason shown to the buyer/);
    fireEvent.change(reason, { target: { value: 'No payment with this UTR' } });
    fireEvent.click(rejectButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update the payment. Please try again.');
    expect((reason as HTMLTextAreaElement).value).toBe('No payment with this UTR');
    expect(rejectButton().hasAttribute('aria-disabled')).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
