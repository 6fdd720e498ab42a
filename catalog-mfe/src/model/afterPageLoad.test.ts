// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './afterPageLoad';

/** A window whose document is still loading until `load()`. */
function loadingWindow() {
  const target = new EventTarget();
  const doc = { readyState: 'loading' };
  const win = Object.assign(target, { document: doc }) as unknown as Window;
  const load = () => {
    doc.readyState = 'complete';
    target.dispatchEvent(new Event('load'));
  };
  return { win, load };
}

afterEach(() => vi.useRealTimers());

describe('afterPageLoad', () => {
  it('starts the delay once the page has loaded, not before', () => {
    vi.useFakeTimers();
    const start = vi.fn(() => () => {});
    const { win, load } = loadingWindow();
    afterPageLoad(start, 1000, win);
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('counts from now on a page that has loaded already', () => {
    vi.useFakeTimers();
    const start = vi.fn(() => () => {});
    afterPageLoad(start, 1000);
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('cancels: before, nothing starts; after, what started stops', () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const { win, load } = loadingWindow();
    afterPageLoad(start, 1000, win)();
    load();
    vi.advanceTimersByTime(2000);
    expect(start).not.toHaveBeenCalled();
    const cancel = afterPageLoad(start, 1000);
    vi.advanceTimersByTime(1000);
    cancel();
    expect(stop).toHaveBeenCalledOnce();
  });
});
