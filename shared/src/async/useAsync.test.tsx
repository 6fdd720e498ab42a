import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAsync } from './useAsync';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('goes from loading to ready with the data', async () => {
    const { result } = renderHook(() => useAsync(async () => [1, 2, 3], []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: [1, 2, 3], refreshing: false }));
  });

  it("starts ready with the server's data and does not ask again until told to (issue 30)", async () => {
    const load = vi.fn(async () => 'fresh');
    const { result } = renderHook(() => useAsync(load, [], { data: 'served' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'served' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' });
  });

  it('reports a failure as the error state', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.reject(new Error('offline')), []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.status === 'error' && (result.current.error as Error).message).toBe('offline');
  });

  it('keeps the data while a refetch runs, then shows the new data', async () => {
    let answer = 'first';
    const { result } = renderHook(() => useAsync(async () => answer, []));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'first' }));
    answer = 'second';
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'ready', data: 'second', refreshing: false });
  });

  it('drops the answer of a load that a newer one replaced', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ page }) => useAsync(() => (page === 2 ? slow.promise : fast.promise), [page]), {
      initialProps: { page: 2 },
    });
    rerender({ page: 3 });
    fast.resolve('page 3');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'page 3' }));
    await act(async () => slow.resolve('page 2'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'page 3' });
  });
});
