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

  it('asks the function with no photo, so the provider is never called', async () => {
    invoke.mockResolvedValue(answer(400, 'Image analysis failed: Please add at least one image to analyze'));
    expect(await analysisAvailability()).toBe('on');
    expect(invoke).toHaveBeenCalledWith('analyze-collectible', { body: {} });
  });

  it("is 'off' when no provider is configured (503)", async () => {
    invoke.mockResolvedValue(answer(503, 'Image analysis failed: AI analysis is not configured on the server.'));
    expect(await analysisAvailability()).toBe('off');
  });

  it("is 'unknown' when the function could not be asked", async () => {
    invoke.mockResolvedValue({ data: null, error: { message: 'Failed to send a request to the Edge Function' } });
    expect(await analysisAvailability()).toBe('unknown');
    invoke.mockResolvedValue(answer(403, 'Image analysis failed: Not authorized'));
    expect(await analysisAvailability()).toBe('unknown');
  });
});
