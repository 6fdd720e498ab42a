import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';

vi.mock('../api/listings', () => ({
  loadCreateOptions: async () => ({
    categories: [{ id: 'cat', name: 'Mixed Collectibles' }],
    defaultCategoryId: 'cat',
    referenceTypes: [],
  }),
}));
vi.mock('../api/analysis', () => ({ analyzePhoto: vi.fn(async () => Promise.reject(new Error('The AI is off'))) }));
// jsdom decodes no image: a photo "decodes" unless its name says it is broken or it is no image at all.
vi.mock('@sikka/shared/upload', () => ({
  preparePhoto: async (file: File) => {
    if (file.name.startsWith('broken') || !file.type.startsWith('image/'))
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { blob: file, width: 1600, height: 1200 };
  },
}));
const { default: CreateListingPage } = await import('./CreateListingPage');

// jsdom has neither object URLs nor scrolling.
const scrolledTo = vi.fn<(this: Element) => void>();
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
  Element.prototype.scrollIntoView = scrolledTo;
});

function renderAtUpload() {
  render(
    <MemoryRouter initialEntries={['/upload']}>
      <Routes>
        <Route path="/upload" element={<CreateListingPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Cancel on /upload (issue 28 item 21)', () => {
  it('goes to / at once when nothing was entered', async () => {
    renderAtUpload();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('asks before throwing typed work away, and keeps it on Keep editing', async () => {
    renderAtUpload();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Akbar Rupee' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard this listing?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Akbar Rupee');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  }, 20_000);
});

describe('the camera on /upload (issue 28 item 22)', () => {
  it('has the title it has on /sell', async () => {
    renderAtUpload();
    await userEvent.click(await screen.findByRole('button', { name: 'Use Camera' }));
    expect(await screen.findByRole('dialog', { name: 'Photograph your coin or note' })).toBeInTheDocument();
  }, 20_000);
});

const box = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const createListing = () => userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

describe('a refused Create Listing says so where the admin looks', () => {
  it('puts the focus on the first field in error, scrolled to, the catalogue fields included', async () => {
    renderAtUpload();
    await screen.findByRole('textbox', { name: 'Title' });
    await createListing();
    await waitFor(() => expect(box('Title')).toHaveFocus());
    expect(scrolledTo.mock.contexts.at(-1)).toBe(box('Title'));

    type('Title', 'Akbar Rupee');
    type('Description', 'Fine.');
    type('Price (₹)', '-50');
    await createListing();
    await waitFor(() => expect(box('Price (₹)')).toHaveFocus());
    expect(box('Price (₹)')).toHaveAccessibleDescription('Price must be a whole number of rupees, 0 or more');
    expect(scrolledTo.mock.contexts.at(-1)).toBe(box('Price (₹)'));

    type('Price (₹)', '50');
    type('Year AD', 'long ago');
    await createListing();
    await waitFor(() => expect(box('Year AD')).toHaveFocus());
  }, 20_000);
});

describe('picking files that are not photos on /upload', () => {
  const jpeg = (name: string) =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])], name, { type: 'image/jpeg' });
  const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Images: choose files'), { target: { files } });

  it('refuses each by name, adds nothing for them and keeps what was picked and typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAtUpload();
    await screen.findByRole('textbox', { name: 'Title' });
    type('Title', 'Akbar Rupee');
    pick([jpeg('obverse.jpg')]);
    expect(await screen.findByText('1/6 images')).toBeInTheDocument();

    pick([new File(['Dear buyer, this is not a photo'], 'notes.txt', { type: 'text/plain' }), jpeg('broken.jpg')]);
    const alert = await screen.findByText(/'notes\.txt' was not added/);
    expect(alert).toHaveTextContent(
      "'notes.txt' was not added. Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.",
    );
    expect(screen.getByText(/'broken\.jpg' was not added/)).toHaveTextContent(
      "'broken.jpg' was not added. The photo could not be opened; the file may be damaged. Please choose another photo.",
    );
    expect(screen.getByText('1/6 images')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(box('Title')).toHaveValue('Akbar Rupee');

    // The next good pick is added, and the refusals of the last pick go.
    pick([jpeg('reverse.jpg')]);
    expect(await screen.findByText('2/6 images')).toBeInTheDocument();
    expect(screen.queryByText(/was not added/)).toBeNull();
    logged.mockRestore();
  }, 20_000);
});
