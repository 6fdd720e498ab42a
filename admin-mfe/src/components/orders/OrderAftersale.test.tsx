import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AftersaleRow } from '../../model/aftersale';
import { OrderAftersale, type OrderAftersaleProps } from './OrderAftersale';

const RETURNED: AftersaleRow = {
  order_id: 'o1',
  delivered_at: '2026-11-20T10:00:00Z',
  return_request: {
    status: 'received',
    reason: 'damaged',
    details: 'The rim is cracked',
    photo_paths: ['u1/a.jpg', 'u1/b.jpg'],
    decision_note: null,
    return_carrier: 'India Post',
    return_tracking: 'EE123456785IN',
    restocked: true,
    shop_pays_postage: true,
  },
  refund: null,
  refund_limit: 3_350,
};

function renderCard(props: Partial<OrderAftersaleProps> = {}) {
  const handlers = {
    onDelivered: vi.fn(async () => {}),
    onDecide: vi.fn(async () => {}),
    onReceive: vi.fn(async () => {}),
    onRefund: vi.fn(async () => {}),
    photoLinks: vi.fn(async (paths: readonly string[]) => paths.map((path) => `https://api.example/sign/${path}`)),
    refusal: () => 'A refund has already been recorded for this order',
  };
  render(<OrderAftersale label="Order #o1" shipped row={RETURNED} {...handlers} {...props} />);
  return { ...handlers, ...props, user: userEvent.setup() };
}

describe('<OrderAftersale>', () => {
  it("opens the buyer's return photos when asked, each a link", async () => {
    const { user, photoLinks } = renderCard();
    expect(screen.queryByRole('link', { name: 'Photo 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View 2 photos' }));
    expect(photoLinks).toHaveBeenCalledWith(['u1/a.jpg', 'u1/b.jpg']);
    expect(screen.getByRole('link', { name: /Photo 1/ })).toHaveAttribute('href', 'https://api.example/sign/u1/a.jpg');
    expect(screen.getByRole('link', { name: /Photo 2/ })).toHaveAttribute('href', 'https://api.example/sign/u1/b.jpg');
  });

  it('says when the photos cannot be opened, and offers them again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCard({ photoLinks: vi.fn(async () => Promise.reject(new Error('403'))) });
    await user.click(screen.getByRole('button', { name: 'View 2 photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photos could not be opened. Please try again.');
    expect(screen.getByRole('button', { name: 'View 2 photos' })).toBeEnabled();
    vi.restoreAllMocks();
  });

  it("shows the database's refusal of a refund and keeps what was typed; the button is unavailable while it saves, and keeps the focus", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse: (error: Error) => void = () => {};
    const onRefund = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const { user } = renderCard({ onRefund });
    const form = screen.getByRole('form', { name: 'Record refund' });
    const amount = screen.getByLabelText(/Refund amount/);
    // Above the policy's limit: the form's rule (the database's) says so before anything is sent.
    await user.clear(amount);
    await user.type(amount, '3400');
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    await user.type(screen.getByLabelText(/Bank reference/), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(onRefund).not.toHaveBeenCalled();
    expect(screen.getByText(/more than the buyer paid/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(onRefund).toHaveBeenCalledWith(3000, 'upi', '123456789012');
    const record = screen.getByRole('button', { name: 'Record refund' });
    expect(record).toHaveAttribute('aria-disabled', 'true');
    expect(record).toHaveFocus();
    await user.click(record);
    expect(onRefund).toHaveBeenCalledTimes(1);
    refuse(new Error('refund_above_limit'));
    expect(await screen.findByText('A refund has already been recorded for this order')).toBeInTheDocument();
    expect(amount).toHaveValue('3000');
    expect(screen.getByLabelText(/Bank reference/)).toHaveValue('123456789012');
    await waitFor(() => expect(record).not.toHaveAttribute('aria-disabled'));
    expect(record).toHaveFocus();
    expect(form).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
