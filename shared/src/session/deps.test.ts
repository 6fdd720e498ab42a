import { describe, expect, it, vi } from 'vitest';
import type { SikkaDataClient } from '@sikka/shared/supabase';
import { staffRoleReader } from './deps';

function clientAnswering(result: { data: unknown; error: unknown }) {
  const single = vi.fn(async () => result);
  const eq = vi.fn(() => ({ single }));
  const select = vi.fn(() => ({ eq }));
  const from = vi.fn(() => ({ select }));
  const client = { from } as unknown as SikkaDataClient;
  return { client, from, select, eq };
}

describe('staffRoleReader', () => {
  it("reads staff_role from the user's profile row", async () => {
    const { client, from, select, eq } = clientAnswering({ data: { staff_role: 'editor' }, error: null });
    await expect(staffRoleReader(client)('user-1')).resolves.toBe('editor');
    expect(from).toHaveBeenCalledWith('profiles');
    expect(select).toHaveBeenCalledWith('staff_role');
    expect(eq).toHaveBeenCalledWith('id', 'user-1');
  });

  it('is a buyer (null) when the role is null or one the shop does not know', async () => {
    await expect(
      staffRoleReader(clientAnswering({ data: { staff_role: null }, error: null }).client)('user-1'),
    ).resolves.toBeNull();
    await expect(
      staffRoleReader(clientAnswering({ data: { staff_role: 'manager' }, error: null }).client)('user-1'),
    ).resolves.toBeNull();
  });

  it('fails loudly when the profile cannot be read, so the store can fall back to not admin', async () => {
    const { client } = clientAnswering({
      data: null,
      error: { message: 'JSON object requested, multiple (or no) rows returned' },
    });
    await expect(staffRoleReader(client)('user-1')).rejects.toMatchObject({
      message: expect.stringContaining('rows'),
    });
  });
});
