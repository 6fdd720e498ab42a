import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRowActions } from './useRowActions';

describe('useRowActions', () => {
  it('marks the row busy while its action runs, and reads the list again before it is free', async () => {
    const order: string[] = [];
    let finish = () => {};
    const after = vi.fn(async () => void order.push('read again'));
    const { result } = renderHook(() => useRowActions('a test change', after));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run('row-1', () => new Promise<void>((resolve) => (finish = resolve)), 'Failed');
    });
    expect(result.current.busy).toBe('row-1');
    expect(after).not.toHaveBeenCalled();
    finish();
    await act(() => running);
    expect(order).toEqual(['read again']);
    expect(result.current.busy).toBeNull();
    expect(result.current.failed).toEqual({});
  });

  it("says a refusal on its own row only, in the given text or one made from the error, and clears it on that row's next run", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useRowActions('a test change'));
    await act(() => result.current.run('a', () => Promise.reject(new Error('x')), 'Failed to update'));
    await act(() =>
      result.current.run(
        'b',
        () => Promise.reject(new Error('Not yours')),
        (error) => (error as Error).message,
      ),
    );
    expect(result.current.failed).toEqual({ a: 'Failed to update', b: 'Not yours' });
    await act(() => result.current.run('a', () => Promise.resolve(), 'Failed to update'));
    expect(result.current.failed).toEqual({ b: 'Not yours' });
  });

  it('throws a refusal on when no text is given (a dialog shows it), still reading the list again', async () => {
    const after = vi.fn(async () => {});
    const { result } = renderHook(() => useRowActions('a test change', after));
    let thrown: unknown;
    await act(() =>
      result.current.run('a', () => Promise.reject(new Error('Reason required'))).catch((error) => void (thrown = error)),
    );
    expect(thrown).toEqual(new Error('Reason required'));
    expect(after).toHaveBeenCalledOnce();
    expect(result.current.failed).toEqual({});
    expect(result.current.busy).toBeNull();
  });
});
