import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { describe, expect, it } from 'vitest';
import { useListFilter, useListUrlState } from './listUrlState';

/** A list's controls as a screen has them: search and page, and a status filter, each its own hook. */
function List() {
  const { update } = useListUrlState();
  const [, setStatus] = useListFilter('status');
  const { search } = useLocation();
  return (
    <>
      <output aria-label="URL search">{search}</output>
      {/* Both in one event: the second change comes before the router has rendered the first. */}
      <button
        type="button"
        onClick={() => {
          setStatus('received');
          update({ query: 'Meera' });
        }}
      >
        Status, then search
      </button>
      <button type="button" onClick={() => update({ page: 2 })}>
        Page 2
      </button>
      <button type="button" onClick={() => setStatus('')}>
        Any status
      </button>
    </>
  );
}

const openList = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/admin/orders${search}`]}>
      <List />
    </MemoryRouter>,
  );

describe('a list’s URL changed twice before it renders', () => {
  it('keeps both changes: a status picked and the search typed at once', async () => {
    const user = userEvent.setup();
    openList('?page=3');
    await user.click(screen.getByRole('button', { name: 'Status, then search' }));
    expect(screen.getByLabelText('URL search')).toHaveTextContent(/^\?status=received&q=Meera$/);
  });

  it('starts later changes from the URL as rendered, and from no other list’s', async () => {
    const user = userEvent.setup();
    openList('?q=anna');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByLabelText('URL search')).toHaveTextContent(/^\?q=anna&page=2$/);
    await user.click(screen.getByRole('button', { name: 'Status, then search' }));
    expect(screen.getByLabelText('URL search')).toHaveTextContent(/^\?q=Meera&status=received$/);
    await user.click(screen.getByRole('button', { name: 'Any status' }));
    expect(screen.getByLabelText('URL search')).toHaveTextContent(/^\?q=Meera$/);
  });
});

/** A search box as the lists have it: the value shown is the hook's `query`. */
function SearchBox() {
  const { query, update } = useListUrlState();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Search" value={query} onChange={(event) => update({ query: event.target.value })} />
      <output aria-label="URL search">{search}</output>
      <button type="button" onClick={() => navigate('/admin/orders?q=elsewhere')}>
        Elsewhere
      </button>
    </>
  );
}

describe('the search box', () => {
  it('shows what is typed, key by key, and writes it to the URL', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/orders?q=anna']}>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('anna');
    await user.clear(box);
    await user.type(box, '782111');
    expect(box).toHaveValue('782111');
    expect(screen.getByLabelText('URL search')).toHaveTextContent(/^\?q=782111$/);
  });

  it('shows the URL’s search when the URL changes by another way', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/orders?q=anna']}>
        <SearchBox />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('elsewhere');
  });
});
