import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ getSession: vi.fn(), signInAnonymously: vi.fn() }));
vi.mock('@sikka/shared/supabase', () => ({ loadSupabase: async () => ({ auth }) }));

const { ensureSellerSession } = await import('./sellerSubmissions');

describe('ensureSellerSession (the photos and the submission of one seller share one session)', () => {
  beforeEach(() => {
    auth.getSession.mockReset();
    auth.signInAnonymously.mockReset().mockResolvedValue({ error: null });
  });

  it('signs a visitor without an account in anonymously once, however many photos upload at once', async () => {
    auth.getSession.mockResolvedValue({ data: { session: null } });
    await Promise.all([ensureSellerSession(), ensureSellerSession(), ensureSellerSession()]);
    expect(auth.signInAnonymously).toHaveBeenCalledTimes(1);
  });

  it('keeps the session a signed-in buyer already has', async () => {
    auth.getSession.mockResolvedValue({ data: { session: { access_token: 'buyer' } } });
    await ensureSellerSession();
    expect(auth.signInAnonymously).not.toHaveBeenCalled();
  });

  it('fails the upload when no session can be had, and tries again on the next one', async () => {
    auth.getSession.mockResolvedValue({ data: { session: null } });
    auth.signInAnonymously.mockResolvedValueOnce({ error: new Error('Anonymous sign-ins are disabled') });
    await expect(ensureSellerSession()).rejects.toThrow('Anonymous sign-ins are disabled');
    await ensureSellerSession();
    expect(auth.signInAnonymously).toHaveBeenCalledTimes(2);
  });
});
