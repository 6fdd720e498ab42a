import { beforeEach, describe, expect, it, vi } from 'vitest';

const supabase = vi.hoisted(() => {
  const remove = vi.fn();
  const rpc = vi.fn();
  return { rpc, remove, client: { rpc, storage: { from: () => ({ remove }) } } };
});
vi.mock('@sikka/shared/supabase', () => ({ getSupabase: () => supabase.client, loadSupabase: async () => supabase.client }));

const { removeUnreferencedSellerUploads } = await import('./submit');

beforeEach(() => {
  supabase.rpc.mockReset();
  supabase.remove.mockReset().mockResolvedValue({ data: [], error: null });
});

describe('removeUnreferencedSellerUploads', () => {
  it('removes the seller photos the database names, and answers how many', async () => {
    const paths = ['seller-submissions/1-0-a.jpg', 'seller-submissions/1-1-b.jpg'];
    supabase.rpc.mockResolvedValue({ data: paths, error: null });
    expect(await removeUnreferencedSellerUploads()).toBe(2);
    expect(supabase.rpc).toHaveBeenCalledWith('unreferenced_seller_uploads');
    expect(supabase.remove).toHaveBeenCalledWith(paths);
  });

  it('removes a flood of abandoned uploads 1000 at a time, as Storage allows', async () => {
    const paths = Array.from({ length: 2500 }, (_, i) => `seller-submissions/${i}-0-a.jpg`);
    supabase.rpc.mockResolvedValue({ data: paths, error: null });
    expect(await removeUnreferencedSellerUploads()).toBe(2500);
    expect(supabase.remove.mock.calls.map(([batch]) => batch.length)).toEqual([1000, 1000, 500]);
  });

  it('removes nothing when every photo is referenced', async () => {
    supabase.rpc.mockResolvedValue({ data: [], error: null });
    expect(await removeUnreferencedSellerUploads()).toBe(0);
    expect(supabase.remove).not.toHaveBeenCalled();
  });

  it('fails when the database refuses (not an admin)', async () => {
    supabase.rpc.mockResolvedValue({ data: null, error: { code: 'P0001', hint: 'not_authorized' } });
    await expect(removeUnreferencedSellerUploads()).rejects.toMatchObject({ hint: 'not_authorized' });
  });
});
