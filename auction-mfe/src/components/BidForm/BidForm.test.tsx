import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BidForm } from './BidForm';

const field = () => screen.getByRole('textbox', { name: /Your maximum bid/ });

describe('BidForm', () => {
  it('refuses below the minimum in the database words before asking, keeping what was typed', async () => {
    const onBid = vi.fn(async () => 'ok');
    render(<BidForm minimum={1100} maxBid={100_000_000} myMaximum={null} onBid={onBid} />);
    await userEvent.type(field(), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Your bid is below the next minimum bid: ₹1,100')).toBeInTheDocument();
    expect(field()).toHaveValue('1000');
    expect(onBid).not.toHaveBeenCalled();
  });

  it("shows the database's refusal under the field and keeps the amount", async () => {
    const refusal = Object.assign(new Error('Bidding on this lot has closed'), {
      code: 'P0001',
      hint: 'bid_closed',
      details: '',
    });
    const onBid = vi.fn(async () => {
      throw refusal;
    });
    render(<BidForm minimum={1100} maxBid={100_000_000} myMaximum={null} onBid={onBid} />);
    await userEvent.type(field(), '1,500');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Bidding on this lot has closed')).toBeInTheDocument();
    expect(onBid).toHaveBeenCalledWith(1500);
    expect(field()).toHaveValue('1,500');
  });

  it('says a failed request in its own words', async () => {
    const onBid = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<BidForm minimum={1100} maxBid={100_000_000} myMaximum={null} onBid={onBid} />);
    await userEvent.type(field(), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bid could not be placed. Please try again.');
    expect(field()).toHaveValue('1200');
  });

  it('confirms an accepted bid and clears the field', async () => {
    const onBid = vi.fn(async (amount: number) => `Your maximum of ₹${amount} is in.`);
    render(<BidForm minimum={1100} maxBid={100_000_000} myMaximum={2000} onBid={onBid} />);
    expect(screen.getByText(/Your maximum now: ₹2,000/)).toBeInTheDocument();
    await userEvent.type(field(), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Your maximum of ₹2500 is in.')).toBeInTheDocument();
    expect(field()).toHaveValue('');
  });
});
