import { describe, expect, it, vi } from 'vitest';
import type { SikkaDataClient } from '@sikka/shared/supabase';
import { adminFlagReader } from './deps';

function clientAnswering(result: { data: unknown; error: unknown }) {
  const single = vi.fn(async () => result);
  const eq = vi.fn(() => ({ single }));
  const select = vi.fn(() => ({ eq }));
  const from = vi.fn(() => ({ select }));
  const client = { from } as unknown as SikkaDataClient;
  return { client, from, select, eq };
}

describe('adminFlagReader', () => {
  it("reads is_admin from the user's profile row", async () => {
    const { client, from, select, eq } = clientAnswering({ data: { is_admin: true }, error: null });
    await expect(adminFlagReader(client)('user-1')).resolves.toBe(true);
    expect(from).toHaveBeenCalledWith('profiles');
    expect(select).toHaveBeenCalledWith('is_admin');
    expect(eq).toHaveBeenCalledWith('id', 'user-1');
  });

  it('is not admin when the flag is false or null', async () => {
    const { client } = clientAnswering({ data: { is_admin: null }, error: null });
    await expect(adminFlagReader(client)('user-1')).resolves.toBe(false);
  });

  it('fails loudly when the profile cannot be read, so the store can fall back to not admin', async () => {
    const { client } = clientAnswering({
      data: null,
      error: { message: 'JSON object requested, multiple (or no) rows returned' },
    });
    await expect(adminFlagReader(client)('user-1')).rejects.toMatchObject({
      message: expect.stringContaining('rows'),
    });
  });
});
