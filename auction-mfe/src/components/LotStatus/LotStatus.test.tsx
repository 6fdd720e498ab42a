import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LotStatus, type LotStatusProps } from './LotStatus';

const NOW = Date.parse('2026-11-30T09:58:00Z');
const lot: LotStatusProps['lot'] = {
  opening_bid: 1000,
  current_price: 1200,
  bid_count: 3,
  leader_handle: 'Bidder 104',
  has_reserve: true,
  reserve_met: false,
  closes_at: '2026-11-30T10:00:30Z',
  hammer_price: null,
};
const props: LotStatusProps = { lot, phase: 'open', now: NOW, standing: null, startsAt: '2026-11-30T09:00:00Z' };

describe('LotStatus', () => {
  it('shows the current bid, the bids, the leader and the time left by the clock it is given', () => {
    render(<LotStatus {...props} />);
    expect(screen.getByText('Current bid')).toBeInTheDocument();
    expect(screen.getByTestId('lot-price')).toHaveTextContent('₹1,200');
    expect(screen.getByTestId('lot-bids')).toHaveTextContent('3');
    expect(screen.getByTestId('lot-leader')).toHaveTextContent('Bidder 104');
    expect(screen.getByTestId('lot-time-left')).toHaveTextContent('2m 30s');
  });

  it('says the reserve is not met without its amount', () => {
    const { container } = render(<LotStatus {...props} />);
    expect(screen.getByText('Reserve not met')).toBeInTheDocument();
    // The only amount on it is the price: the reserve is never printed (nor readable by visitors).
    expect(container.textContent?.match(/₹[\d,]+/g)).toEqual(['₹1,200']);
  });

  it('shows the opening bid before the first bid', () => {
    render(<LotStatus {...props} lot={{ ...lot, current_price: null, bid_count: 0, leader_handle: null }} />);
    expect(screen.getByText('Opening bid')).toBeInTheDocument();
    expect(screen.getByTestId('lot-price')).toHaveTextContent('₹1,000');
  });

  it('tells the bidder where they stand', () => {
    const { rerender } = render(<LotStatus {...props} standing="winning" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are winning');
    rerender(<LotStatus {...props} standing="outbid" />);
    expect(screen.getByRole('status')).toHaveTextContent('You have been outbid');
  });

  it('shows the hammer price and no time left once sold', () => {
    render(<LotStatus {...props} phase="sold" lot={{ ...lot, hammer_price: 1300, reserve_met: true }} />);
    expect(screen.getByText('Hammer price')).toBeInTheDocument();
    expect(screen.getByTestId('lot-price')).toHaveTextContent('₹1,300');
    expect(screen.queryByTestId('lot-time-left')).not.toBeInTheDocument();
  });
});
