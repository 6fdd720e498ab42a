import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('@sikka/shared/supabase', () => ({ loadSupabase: async () => ({ functions: { invoke } }) }));
const { analysisAvailability } = await import('./analysis');

const answer = (status: number, error: string) => ({
  data: null,
  error: { context: new Response(JSON.stringify({ error }), { status }) },
});

describe('analysisAvailability (issue 28 item 11: say up front when the AI is off)', () => {
  beforeEach(() => invoke.mockReset());

  it("asks the function's GET, with no photo, so the provider is never called", async () => {
    invoke.mockResolvedValue({ data: { configured: true }, error: null });
    expect(await analysisAvailability()).toBe('on');
    expect(invoke).toHaveBeenCalledWith('analyze-collectible', { method: 'GET' });
  });

  it("is 'off' when no provider is configured", async () => {
    invoke.mockResolvedValue({ data: { configured: false }, error: null });
    expect(await analysisAvailability()).toBe('off');
  });

  it("is 'unknown' when the function could not be asked", async () => {
    invoke.mockResolvedValue({ data: null, error: { message: 'Failed to send a request to the Edge Function' } });
    expect(await analysisAvailability()).toBe('unknown');
    invoke.mockResolvedValue(answer(403, 'Image analysis failed: Not authorized'));
    expect(await analysisAvailability()).toBe('unknown');
    invoke.mockResolvedValue({ data: 'ok', error: null });
    expect(await analysisAvailability()).toBe('unknown');
  });
});
