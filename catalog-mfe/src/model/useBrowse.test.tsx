import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCollectiblePage } from '../api/collectibles';
import { type CollectiblePage, collectibleQuery, EMPTY_BROWSE, NO_FACET_COUNTS, type ServedBrowse } from './browseQuery';
import { useBrowseState, useCollectiblePage, useDroppedFilterNotices } from './useBrowse';
import type { AsyncState } from '@sikka/shared/async';
import type { Category } from '@sikka/shared/domain/categories';

vi.mock('../api/collectibles', () => ({ fetchCollectiblePage: vi.fn() }));

const page = (total: number): CollectiblePage => ({ items: [], total, facets: NO_FACET_COUNTS });
const served: ServedBrowse = {
  query: JSON.stringify(collectibleQuery(EMPTY_BROWSE)),
  page: page(58),
  categories: [{ id: 'k1', name: 'Coins' }],
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the home page's grid after its loader's read", () => {
  it("shows the loader's grid for the same view without asking again", () => {
    const { result } = renderHook(() => useCollectiblePage(EMPTY_BROWSE, served));
    expect(result.current).toMatchObject({ status: 'ready', data: { total: 58 } });
    expect(fetchCollectiblePage).not.toHaveBeenCalled();
  });

  it('reads for itself when the view is not the one the loader read', async () => {
    vi.mocked(fetchCollectiblePage).mockResolvedValue(page(3));
    const { result } = renderHook(() => useCollectiblePage({ ...EMPTY_BROWSE, search: 'dinar' }, served));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { total: 3 } }));
    expect(fetchCollectiblePage).toHaveBeenCalledWith(expect.objectContaining({ search: 'dinar' }));
  });
});

describe('the notices of filters the view dropped', () => {
  const ready: AsyncState<Category[]> = { status: 'ready', data: served.categories, refreshing: false };

  it('takes a notice back when its filter is chosen again', async () => {
    const update = vi.fn();
    const unknown = new URLSearchParams('category=ca000000-0000-4000-8000-0000000000ff');
    const { result } = renderHook(() => useDroppedFilterNotices(unknown, ready, update));
    await waitFor(() =>
      expect(result.current.notices).toEqual(['We could not find that collection, so all collections are shown.']),
    );
    expect(update).toHaveBeenCalledWith({ categoryId: null }, { replace: true });
    act(() => result.current.dismiss('category'));
    expect(result.current.notices).toEqual([]);
  });

  it('does not render the page again for a filter chosen without a notice (a tap on a category)', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useDroppedFilterNotices(new URLSearchParams(), ready, vi.fn());
    });
    const before = renders;
    act(() => {
      result.current.dismiss('category');
      result.current.dismiss('metal');
    });
    expect(renders).toBe(before);
  });
});

describe('the browse view in the URL', () => {
  it('keeps two changes made before the first has rendered (a category tapped, a price typed at once)', () => {
    const inRouter = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?sort=oldest']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ browse: useBrowseState(), location: useLocation() }), { wrapper: inRouter });
    const { update } = result.current.browse;
    act(() => {
      update({ categoryId: 'ca000000-0000-4000-8000-000000000001' });
      update({ minPrice: 1000 }, { replace: true });
    });
    expect(result.current.browse.state).toMatchObject({
      categoryId: 'ca000000-0000-4000-8000-000000000001',
      minPrice: 1000,
      sort: 'oldest',
    });
    expect(new URLSearchParams(result.current.location.search).get('category')).toBe('ca000000-0000-4000-8000-000000000001');
  });
});
