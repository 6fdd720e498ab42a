import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
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
vi.mock('../api/analysis', () => ({ analyzePhoto: vi.fn() }));
const { default: CreateListingPage } = await import('./CreateListingPage');

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
