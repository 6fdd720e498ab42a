// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useSellerUploadsCleanup } from './submissionsCleanup';

afterEach(() => vi.restoreAllMocks());

describe('useSellerUploadsCleanup (the Seller Submissions screen)', () => {
  it('removes unreferenced seller photos once when the screen opens, not on every render', async () => {
    const cleanup = vi.fn().mockResolvedValue(2);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { rerender } = renderHook(() => useSellerUploadsCleanup(cleanup), { wrapper: StrictMode });
    rerender();
    rerender();
    expect(cleanup).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('removed 2 seller photo(s)')));
  });

  it('only logs a failure, so the list is never held up', async () => {
    const failure = new Error('not_authorized');
    const cleanup = vi.fn().mockRejectedValue(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useSellerUploadsCleanup(cleanup));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not clean up'), failure));
  });

  it('runs again when the screen is opened again', () => {
    const cleanup = vi.fn().mockResolvedValue(0);
    renderHook(() => useSellerUploadsCleanup(cleanup)).unmount();
    renderHook(() => useSellerUploadsCleanup(cleanup));
    expect(cleanup).toHaveBeenCalledTimes(2);
  });
});
