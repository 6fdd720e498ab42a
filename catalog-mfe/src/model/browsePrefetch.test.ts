import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchCollectiblePage = vi.fn(async (query: { page: number }) => ({ rows: [], total: 0, query }));
const fetchCategories = vi.fn(async () => [{ id: 'c1', name: 'Coins' }]);
let configured = true;
vi.mock('../api/collectibles', () => ({ fetchCollectiblePage: (query: never) => fetchCollectiblePage(query) }));
vi.mock('@sikka/shared/domain/categories', () => ({ fetchCategories: () => fetchCategories() }));
vi.mock('@sikka/shared/supabase', () => ({ isSupabaseConfigured: () => configured }));

const { prefetchBrowseAt, readCategories, readCollectiblePage } = await import('./browsePrefetch');
const { collectibleQuery, readBrowseState } = await import('./browseQuery');

beforeEach(() => {
  fetchCollectiblePage.mockClear();
  fetchCategories.mockClear();
  configured = true;
});

describe('prefetchBrowseAt', () => {
  it('reads the grid of the address and the categories once; the page then uses those reads, once', async () => {
    const search = '?page=2';
    prefetchBrowseAt({ pathname: '/collections', search });
    prefetchBrowseAt({ pathname: '/collections', search });
    expect(fetchCollectiblePage).toHaveBeenCalledTimes(1);
    expect(fetchCategories).toHaveBeenCalledTimes(1);

    const query = collectibleQuery(readBrowseState(new URLSearchParams(search)));
    await expect(readCollectiblePage(query)).resolves.toMatchObject({ query: { page: query.page } });
    await readCategories();
    expect(fetchCollectiblePage).toHaveBeenCalledTimes(1);
    expect(fetchCategories).toHaveBeenCalledTimes(1);
    // Used once: a later visit reads again, so it never shows an old copy.
    await readCollectiblePage(query);
    await readCategories();
    expect(fetchCollectiblePage).toHaveBeenCalledTimes(2);
    expect(fetchCategories).toHaveBeenCalledTimes(2);
  });

  it('leaves a prefetched grid for another view unused: the page reads its own', async () => {
    prefetchBrowseAt({ pathname: '/', search: '' });
    await readCollectiblePage(collectibleQuery(readBrowseState(new URLSearchParams('?page=3'))));
    expect(fetchCollectiblePage).toHaveBeenCalledTimes(2);
  });

  it('does nothing away from the grid, or before the backend is configured', () => {
    prefetchBrowseAt({ pathname: '/kushan-gold-dinar', search: '' });
    prefetchBrowseAt({ pathname: '/blog', search: '' });
    configured = false;
    prefetchBrowseAt({ pathname: '/', search: '' });
    expect(fetchCollectiblePage).not.toHaveBeenCalled();
    expect(fetchCategories).not.toHaveBeenCalled();
  });
});
