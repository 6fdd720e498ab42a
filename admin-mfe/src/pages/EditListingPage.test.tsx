import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { Listing } from '../api/listings';

const loadListingForEdit = vi.fn();
vi.mock('../api/listings', () => ({
  loadListingForEdit: (id: string) => loadListingForEdit(id),
}));
const { default: EditListingPage } = await import('./EditListingPage');

const listing = {
  id: 'c1',
  type: 'coin',
  name: 'Akbar Silver Rupee',
  slug: 'akbar-silver-rupee',
  description: 'Fine.',
  price: 18500,
  youtube_url: null,
  category_id: 'cat',
  status: 'available',
  images: [],
  category: null,
} as unknown as Listing;

describe('/edit/{id} (issue 28 item 19)', () => {
  it("offers 'Try again' after 'Failed to load collectible', and loads the form on it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadListingForEdit.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    loadListingForEdit.mockResolvedValueOnce({
      listing,
      references: [],
      categories: [{ id: 'cat', name: 'Mixed Collectibles' }],
      referenceTypes: [],
    });
    render(
      <MemoryRouter>
        <EditListingPage params={{ id: 'c1' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load collectible');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Akbar Silver Rupee');
    expect(loadListingForEdit).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  }, 20_000);

  it("does not say the slug follows the title: on edit it is the listing's address", async () => {
    loadListingForEdit.mockResolvedValueOnce({ listing, references: [], categories: [], referenceTypes: [] });
    render(
      <MemoryRouter>
        <EditListingPage params={{ id: 'c1' }} />
      </MemoryRouter>,
    );
    const slug = await screen.findByRole('textbox', { name: 'URL Slug' });
    expect(slug).toHaveAccessibleDescription(
      "Lower-case words joined by hyphens. It is the listing's address: changing it changes the link.",
    );
    expect(screen.queryByText(/follows the title/)).toBeNull();
  }, 20_000);
});
