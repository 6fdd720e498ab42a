import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchOpenOrder } from '@sikka/shared/domain/orders';
import { useHold } from './useOpenOrder';

vi.mock('@sikka/shared/domain/orders', () => ({ fetchOpenOrder: vi.fn() }));
const openOrder = vi.mocked(fetchOpenOrder);

describe('useHold', () => {
  it('asks nothing for a piece that is not on hold', () => {
    const callsBefore = openOrder.mock.calls.length;
    const { result } = renderHook(() => useHold('piece', false, null));
    expect(result.current).toBe('none');
    expect(openOrder.mock.calls.length).toBe(callsBefore);
  });

  it('is checking, not "another buyer", while it asks whose hold it is', async () => {
    let answer: (order: null) => void = () => {};
    openOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    expect(result.current).toBe('checking');
    answer(null);
    await waitFor(() => expect(result.current).toBe('another buyer'));
  });

  it("is the visitor's own hold when their open order comes back", async () => {
    openOrder.mockResolvedValue({ order_id: 'o1' } as never);
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    await waitFor(() => expect(result.current).toBe('mine'));
    expect(openOrder).toHaveBeenCalledWith('piece');
  });

  it('treats a failed read as another buyer’s hold (nothing to resume)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openOrder.mockImplementation(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    await waitFor(() => expect(result.current).toBe('another buyer'));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('waits for the session, and asks again when the visitor signs in on the page', async () => {
    openOrder.mockClear();
    openOrder.mockResolvedValue(null);
    const { result, rerender } = renderHook(({ visitor }) => useHold('piece', true, visitor), {
      initialProps: { visitor: undefined as string | null | undefined },
    });
    expect(result.current).toBe('checking');
    expect(openOrder).not.toHaveBeenCalled();
    rerender({ visitor: null });
    await waitFor(() => expect(result.current).toBe('another buyer'));
    openOrder.mockResolvedValue({ order_id: 'o1' } as never);
    rerender({ visitor: 'u1' });
    await waitFor(() => expect(result.current).toBe('mine'));
    expect(openOrder).toHaveBeenCalledTimes(2);
  });
});
