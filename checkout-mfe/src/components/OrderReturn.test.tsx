import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderAftersale } from '../model/orderReturn';
import { OrderReturn } from './OrderReturn';

const DELIVERED: OrderAftersale = {
  delivered_at: '2026-11-20T06:00:00Z',
  return_window_ends_at: '2026-11-27T06:00:00Z',
  can_request: true,
  return: null,
  refund: null,
};
const refusal = (error: unknown) => (error as Error).message;

describe('<OrderReturn>', () => {
  it('asks for a reason first, then sends the request as typed', async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    render(<OrderReturn aftersale={DELIVERED} request={request} addTracking={vi.fn()} refusal={refusal} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect(screen.getByText('Please choose why you are returning the piece')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('I received the wrong item'));
    await userEvent.type(screen.getByLabelText(/What is wrong/), '  A different rupee  ');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect(request).toHaveBeenCalledWith('wrong_item', 'A different rupee', []);
  });

  it('says the database’s refusal and keeps what was typed', async () => {
    const request = vi.fn().mockRejectedValue(new Error('The 7-day return window of this order has ended'));
    render(<OrderReturn aftersale={DELIVERED} request={request} addTracking={vi.fn()} refusal={refusal} />);
    await userEvent.click(screen.getByLabelText('The item arrived damaged'));
    await userEvent.type(screen.getByLabelText(/What is wrong/), 'Cracked slab');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The 7-day return window of this order has ended');
    expect((screen.getByLabelText(/What is wrong/) as HTMLTextAreaElement).value).toBe('Cracked slab');
  });

  it('shows an approved return’s address and who pays the postage, and takes the tracking number', async () => {
    const addTracking = vi.fn().mockRejectedValue(new Error('A tracking number has 4 to 40 letters, digits or dashes'));
    const approved: OrderAftersale = {
      ...DELIVERED,
      can_request: false,
      return: {
        status: 'approved',
        reason: 'authenticity',
        details: 'Doubtful edge',
        photo_count: 0,
        requested_at: '2026-11-21T06:00:00Z',
        decided_at: '2026-11-21T08:00:00Z',
        decision_note: null,
        return_carrier: null,
        return_tracking: null,
        received_at: null,
        shop_pays_postage: false,
        return_address: 'Sikka, 14 Museum Road, Bengaluru - 560025, Karnataka',
      },
    };
    render(<OrderReturn aftersale={approved} request={vi.fn()} addTracking={addTracking} refusal={refusal} />);
    expect(screen.getByText(/14 Museum Road/).textContent).toContain('The return postage is yours to pay.');
    await userEvent.type(screen.getByLabelText(/Carrier/), 'Blue Dart');
    await userEvent.type(screen.getByLabelText(/Tracking number/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking number' }));
    expect((await screen.findByRole('alert')).textContent).toContain('4 to 40');
    expect((screen.getByLabelText(/Tracking number/) as HTMLInputElement).value).toBe('x');
  });
});
