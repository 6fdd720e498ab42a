import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EMPTY_CATALOGUE_FIELDS, type Listing } from '@sikka/shared/domain/collectibles';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { ToastProvider } from '@sikka/shared/ui';
import type { Hold } from '../../model/useOpenOrder';
import { ListingDetails } from './ListingDetails';

// The checkout remote is not loaded here: the buy button is all this test reads of it.
vi.mock('@sikka/shared/federation', () => ({ useHydrated: () => true, RemoteSlot: () => null }));

const listing = {
  ...EMPTY_CATALOGUE_FIELDS,
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: '1947-one-rupee',
  name: '1947 One Rupee',
  description: 'A rupee.',
  price: 2450,
  status: 'available',
  type: 'coin',
  on_hold: true,
  category_id: null,
  category: null,
  youtube_url: null,
  created_at: '2026-11-01T10:00:00Z',
  user_id: null,
  images: [],
} as unknown as Listing;

function renderDetails(hold: Hold, orderPath?: string) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <ListingDetails
          listing={listing}
          pageUrl="https://sikka.example/1947-one-rupee"
          hold={hold}
          orderPath={orderPath}
          now={new Date()}
        />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('the listing after payment (issue 49)', () => {
  it('tells the buyer whose order is paid that the piece is theirs, with a link to the order', () => {
    renderDetails('paid', '/order/abcdefghijklmnopqrstuvwxyz012345');
    const notice = screen.getByTestId('listing-hold');
    expect(notice.textContent).toBe('Paid — your order is being prepared View your order');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/order/abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(screen.queryByText(/Complete your payment/)).toBeNull();
    expect(screen.queryByText('On hold')).toBeNull();
    expect(screen.getAllByTestId(/status$/).map((badge) => badge.textContent)).toEqual(['Paid', 'Paid']);
    expect(screen.getByRole('button', { name: 'View payment' })).toBeEnabled();
  });

  it('tells the buyer whose payment reference was sent that it is being verified, without asking to pay again', () => {
    renderDetails('submitted', '/order/abcdefghijklmnopqrstuvwxyz012345');
    expect(screen.getByTestId('listing-hold').textContent).toBe('Payment submitted — we are verifying it View your order');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/order/abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(screen.queryByText(/Complete your payment/)).toBeNull();
    expect(screen.getByRole('button', { name: 'View payment' })).toBeEnabled();
    expect(screen.getAllByText('On hold')).toHaveLength(2);
  });

  it('still asks the buyer to pay while their order waits for the payment', () => {
    renderDetails('mine', '/order/abcdefghijklmnopqrstuvwxyz012345');
    expect(screen.getByTestId('listing-hold').textContent).toBe(
      'You have ordered this item. Complete your payment to confirm it.',
    );
    expect(screen.getByRole('button', { name: 'Complete your payment' })).toBeEnabled();
    expect(screen.getAllByText('On hold')).toHaveLength(2);
  });
});
