import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { LIVE_REFRESH_DELAY_MS, useLiveRefresh, type LiveSource } from './submissionsLive';

type Handlers = Parameters<LiveSource<string>>[0];

function fakeSource() {
  const source = { handlers: null as Handlers | null, unsubscribed: 0 };
  const subscribe: LiveSource<string> = (handlers) => {
    source.handlers = handlers;
    return () => void source.unsubscribed++;
  };
  return { source, subscribe };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLiveRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gathers a burst of changes into one refresh', () => {
    const { source, subscribe } = fakeSource();
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(subscribe, refresh, () => true));
    source.handlers!.onChange('a');
    source.handlers!.onChange('b');
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    source.handlers!.onChange('c');
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('skips changes the screen does not want', () => {
    const { source, subscribe } = fakeSource();
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(subscribe, refresh, (change) => change !== 'mine'));
    source.handlers!.onChange('mine');
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads again after a reconnect and when the tab becomes visible', () => {
    const { source, subscribe } = fakeSource();
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(subscribe, refresh, () => true));
    source.handlers!.onReconnect();
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    setVisibility('hidden');
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('unsubscribes and forgets a pending refresh when the screen closes', () => {
    const { source, subscribe } = fakeSource();
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveRefresh(subscribe, refresh, () => true));
    source.handlers!.onChange('a');
    unmount();
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(refresh).not.toHaveBeenCalled();
    expect(source.unsubscribed).toBe(1);
  });
});
