import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction';

const messageOf = (error: unknown) => (error as Error).message;

describe('useAction', () => {
  it('is pending while the action runs and says what it threw after', async () => {
    let fail = (_error: Error) => {};
    const { result } = renderHook(() => useAction(() => new Promise<void>((_, reject) => (fail = reject)), messageOf));
    expect(result.current.pending).toBe(false);
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    fail(new Error('The shop is closed.'));
    await act(() => running);
    expect(result.current.pending).toBe(false);
    expect(result.current.failure).toBe('The shop is closed.');
  });

  it('clears the failure when the next run starts, and keeps none after a success', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useAction(() => (fail ? Promise.reject(new Error('No network.')) : Promise.resolve()), messageOf),
    );
    await act(() => result.current.run());
    expect(result.current.failure).toBe('No network.');
    fail = false;
    await act(() => result.current.run());
    expect(result.current.failure).toBeUndefined();
  });

  it('shows nothing when failureOf handled the refusal itself, and clearFailure clears', async () => {
    const handled = vi.fn((_error: unknown) => undefined);
    const { result } = renderHook(() => useAction(() => Promise.reject(new Error('taken')), handled));
    await act(() => result.current.run());
    expect(handled).toHaveBeenCalledWith(new Error('taken'));
    expect(result.current.failure).toBeUndefined();

    const shown = renderHook(() => useAction(() => Promise.reject(new Error('No network.')), messageOf));
    await act(() => shown.result.current.run());
    act(() => shown.result.current.clearFailure());
    expect(shown.result.current.failure).toBeUndefined();
  });

  it('passes its arguments on, and ignores a second run while one is pending', async () => {
    let finish = () => {};
    const action = vi.fn((_reason: string) => new Promise<void>((done) => (finish = done)));
    const { result } = renderHook(() => useAction(action, messageOf));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run('No payment reached us');
      void result.current.run('again, in the same frame');
    });
    await act(() => result.current.run('and once it shows as pending'));
    finish();
    await act(() => first);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('No payment reached us');
    expect(result.current.pending).toBe(false);
  });

  it('gives failureOf the run’s arguments with the error', async () => {
    const { result } = renderHook(() =>
      useAction(
        (_paper: string) => Promise.reject(new Error('gone')),
        (_error, paper) => `Could not open the ${paper}.`,
      ),
    );
    await act(() => result.current.run('invoice'));
    expect(result.current.failure).toBe('Could not open the invoice.');
  });
});
