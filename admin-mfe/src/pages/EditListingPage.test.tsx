import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { Listing } from '../api/listings';

const loadListingForEdit = vi.fn();
vi.mock('../api/listings', () => ({
  loadListingForEdit: (id: string) => loadListingForEdit(id),
}));
const isCollectibleSlugTaken = vi.fn(async () => false);
vi.mock('@sikka/shared/domain/collectibles', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/collectibles')>()),
  isCollectibleSlugTaken: () => isCollectibleSlugTaken(),
}));
const updateCollectible = vi.fn();
vi.mock('@sikka/shared/domain/catalogueRules', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/catalogueRules')>()),
  updateCollectible: () => updateCollectible(),
}));
const { default: EditListingPage } = await import('./EditListingPage');

// jsdom does not scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

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

describe('a save of /edit/{id} refused for a field', () => {
  const withPhoto = { ...listing, images: [{ id: 'i1', image_url: 'https://example.test/i1.jpg' }] } as unknown as Listing;
  const renderEdit = async () => {
    loadListingForEdit.mockResolvedValueOnce({
      listing: withPhoto,
      references: [],
      categories: [{ id: 'cat', name: 'Mixed Collectibles' }],
      referenceTypes: [],
    });
    render(
      <MemoryRouter>
        <EditListingPage params={{ id: 'c1' }} />
      </MemoryRouter>,
    );
    return screen.findByRole('textbox', { name: 'URL Slug' });
  };

  it('puts the focus on the slug, with its message, when the slug is taken', async () => {
    isCollectibleSlugTaken.mockResolvedValueOnce(true);
    const slug = await renderEdit();
    fireEvent.change(slug, { target: { value: 'mughal-mohur' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      "Lower-case words joined by hyphens. It is the listing's address: changing it changes the link. This URL slug is already in use. Please choose a different one.",
    );
    expect(updateCollectible).not.toHaveBeenCalled();
  }, 20_000);

  it('puts the focus on the video link when the server refuses it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    updateCollectible.mockRejectedValueOnce({
      code: 'P0001',
      message: 'listing_youtube_invalid',
      hint: 'listing_youtube_invalid',
    });
    await renderEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const video = screen.getByRole('textbox', { name: 'Video Link (optional)' });
    await waitFor(() => expect(video).toHaveFocus());
    expect(video).toHaveAccessibleDescription(/Invalid YouTube URL format\. Please use a valid YouTube video URL\./);
    logged.mockRestore();
  }, 20_000);
});
