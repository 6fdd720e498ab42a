import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchOpenOrder } from '@sikka/shared/domain/orders';
import { useHold } from './useOpenOrder';

vi.mock('@sikka/shared/domain/orders', () => ({
  fetchOpenOrder: vi.fn(),
  orderPagePath: (token: string) => `/order/${token}`,
}));
const openOrder = vi.mocked(fetchOpenOrder);

describe('useHold', () => {
  it('asks nothing for a piece that is not on hold', () => {
    const callsBefore = openOrder.mock.calls.length;
    const { result } = renderHook(() => useHold('piece', false, null));
    expect(result.current.hold).toBe('none');
    expect(openOrder.mock.calls.length).toBe(callsBefore);
  });

  it('is checking, not "another buyer", while it asks whose hold it is', async () => {
    let answer: (order: null) => void = () => {};
    openOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    expect(result.current.hold).toBe('checking');
    answer(null);
    await waitFor(() => expect(result.current.hold).toBe('another buyer'));
  });

  it("is the visitor's own hold when their open order comes back", async () => {
    openOrder.mockResolvedValue({ order_id: 'o1', payment_status: 'unpaid', access_token: 'tok' } as never);
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    await waitFor(() => expect(result.current.hold).toBe('mine'));
    expect(result.current.orderPath).toBe('/order/tok');
    expect(openOrder).toHaveBeenCalledWith('piece');
  });

  it("is 'paid' once the shop has confirmed the visitor's payment, with the link to the order (issue 49)", async () => {
    openOrder.mockResolvedValue({ order_id: 'o1', payment_status: 'paid', access_token: 'tok2' } as never);
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    await waitFor(() => expect(result.current).toMatchObject({ hold: 'paid', orderPath: '/order/tok2' }));
  });

  it("is 'submitted' while the shop verifies the visitor's reference, and 'mine' again once it is rejected", async () => {
    for (const [payment_status, hold] of [
      ['submitted', 'submitted'],
      ['rejected', 'mine'],
    ]) {
      openOrder.mockResolvedValue({ order_id: 'o1', payment_status, access_token: 'tok' } as never);
      const { result, unmount } = renderHook(() => useHold('piece', true, 'u1'));
      await waitFor(() => expect(result.current).toMatchObject({ hold, orderPath: '/order/tok' }));
      unmount();
    }
  });

  it('reads the hold again when asked (the checkout closed after a reference was sent), keeping the last answer meanwhile', async () => {
    openOrder.mockResolvedValue({ order_id: 'o1', payment_status: 'unpaid', access_token: 'tok' } as never);
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    await waitFor(() => expect(result.current.hold).toBe('mine'));
    let answer: (order: unknown) => void = () => {};
    openOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    act(() => result.current.refresh());
    expect(result.current.hold).toBe('mine');
    await act(async () => answer({ order_id: 'o1', payment_status: 'submitted', access_token: 'tok' }));
    expect(result.current.hold).toBe('submitted');
  });

  it('treats a failed read as another buyer’s hold (nothing to resume)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openOrder.mockImplementation(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useHold('piece', true, 'u1'));
    await waitFor(() => expect(result.current.hold).toBe('another buyer'));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('waits for the session, and asks again when the visitor signs in on the page', async () => {
    openOrder.mockClear();
    openOrder.mockResolvedValue(null);
    const { result, rerender } = renderHook(({ visitor }) => useHold('piece', true, visitor), {
      initialProps: { visitor: undefined as string | null | undefined },
    });
    expect(result.current.hold).toBe('checking');
    expect(openOrder).not.toHaveBeenCalled();
    rerender({ visitor: null });
    await waitFor(() => expect(result.current.hold).toBe('another buyer'));
    openOrder.mockResolvedValue({ order_id: 'o1', payment_status: 'unpaid', access_token: 'tok' } as never);
    rerender({ visitor: 'u1' });
    await waitFor(() => expect(result.current.hold).toBe('mine'));
    expect(openOrder).toHaveBeenCalledTimes(2);
  });
});
