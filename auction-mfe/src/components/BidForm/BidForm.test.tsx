import { render, screen, waitFor } from '@testing-library/react';
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

  it("asks the leader for more than their own maximum, and refuses less in the database's words", async () => {
    const onBid = vi.fn(async () => 'ok');
    render(<BidForm minimum={1300} maxBid={100_000_000} myMaximum={2000} leading onBid={onBid} />);
    expect(screen.getByText(/^Enter ₹2,001 or more\./)).toHaveTextContent(/Your maximum now: ₹2,000\.$/);
    await userEvent.type(field(), '1300');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Your new maximum must be higher than your current maximum: ₹2,000')).toBeInTheDocument();
    expect(field()).toHaveValue('1300');
    expect(onBid).not.toHaveBeenCalled();
  });

  it('asks an outbid bidder for the next minimum, whatever their old maximum', () => {
    render(<BidForm minimum={1300} maxBid={100_000_000} myMaximum={1200} onBid={vi.fn()} />);
    expect(screen.getByText(/^Enter ₹1,300 or more\./)).toHaveTextContent(/Your maximum now: ₹1,200\.$/);
  });

  it('keeps the focus in the form while the bid is placed and after: on the amount, for the next maximum', async () => {
    let settle: (line: string) => void = () => {};
    const onBid = vi.fn(() => new Promise<string>((resolve) => (settle = resolve)));
    render(<BidForm minimum={1000} maxBid={100_000_000} myMaximum={null} onBid={onBid} />);
    await userEvent.type(field(), '1100');
    const place = screen.getByRole('button', { name: 'Place bid' });
    await userEvent.click(place);
    await waitFor(() => expect(onBid).toHaveBeenCalledWith(1100));
    // Busy, but not disabled: a disabled button drops the focus to the page.
    expect(place).toBeEnabled();
    expect(place).toHaveAttribute('aria-disabled', 'true');
    expect(place).toHaveFocus();
    settle('Your maximum of ₹1,100 is in. You are the leading bidder.');
    expect(await screen.findByText('Your maximum of ₹1,100 is in. You are the leading bidder.')).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveFocus());
    expect(place).not.toHaveAttribute('aria-disabled');
  });

  it('takes the focus when it replaces the terms step', async () => {
    render(<BidForm minimum={1000} maxBid={100_000_000} myMaximum={null} focusOnMount onBid={vi.fn()} />);
    await waitFor(() => expect(field()).toHaveFocus());
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
