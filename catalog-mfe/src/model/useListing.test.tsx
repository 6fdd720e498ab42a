import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchCollectibleBySlug,
  type Listing,
  type ListingChange,
  subscribeToCollectible,
} from '@sikka/shared/domain/collectibles';
import { LIVE_JOIN_DELAY_MS } from './afterPageLoad';
import { useListing } from './useListing';

vi.mock('@sikka/shared/domain/collectibles', () => ({ fetchCollectibleBySlug: vi.fn(), subscribeToCollectible: vi.fn() }));

const LISTING = {
  id: 'c1',
  slug: 'gold-dinar',
  name: 'Gold Dinar',
  price: 185000,
  category: null,
  images: [],
} as unknown as Listing;
const channel = { onChange: (_change: ListingChange) => {}, onJoined: () => {}, left: 0 };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(subscribeToCollectible).mockImplementation((_slug, onChange, onJoined) => {
    Object.assign(channel, { onChange, onJoined: onJoined ?? (() => {}) });
    return () => channel.left++;
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  channel.left = 0;
});

describe('useListing', () => {
  it('joins its live updates only a while after the page has loaded', async () => {
    const { result } = renderHook(() => useListing('gold-dinar', LISTING));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', listing: LISTING }));
    expect(subscribeToCollectible).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_JOIN_DELAY_MS));
    expect(subscribeToCollectible).toHaveBeenCalledOnce();
  });

  it('reads the listing again on each join, so a change made before it shows', async () => {
    const { result } = renderHook(() => useListing('gold-dinar', LISTING));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_JOIN_DELAY_MS));
    vi.mocked(fetchCollectibleBySlug).mockResolvedValue({ ...LISTING, price: 99000 });
    act(() => {
      channel.onJoined();
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', listing: { price: 99000 } }));
    vi.mocked(fetchCollectibleBySlug).mockResolvedValue(null);
    // A reconnect: the listing was deleted meanwhile.
    act(() => {
      channel.onJoined();
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'not-found' }));
    expect(fetchCollectibleBySlug).toHaveBeenCalledTimes(2);
  });

  it('shows a change to its row, and turns into not-found when the listing is deleted', async () => {
    const { result } = renderHook(() => useListing('gold-dinar', LISTING));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_JOIN_DELAY_MS));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => channel.onChange({ kind: 'updated', row: { ...LISTING, price: 1 } as never }));
    expect(result.current).toMatchObject({ listing: { price: 1, name: 'Gold Dinar' } });
    act(() => channel.onChange({ kind: 'deleted', id: 'c1' }));
    expect(result.current).toEqual({ status: 'not-found' });
  });

  it('keeps the catalogue references and reference type a live change carries no copy of (issue 32)', async () => {
    const TYPE = {
      id: 't1',
      system: 'KM',
      number: '450',
      title: 'Rupee',
      standard_weight_g: 11.66,
      standard_diameter_mm: 30.5,
      tolerance_percent: 3,
    };
    const REFERENCES = [{ system: 'KM', number: '450' }];
    const loaded = { ...LISTING, reference_type_id: 't1', reference_type: TYPE, catalogue_references: REFERENCES } as Listing;
    const { result } = renderHook(() => useListing('gold-dinar', loaded));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_JOIN_DELAY_MS));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // A live update is the bare row: no embedded resources.
    const row = {
      id: 'c1',
      slug: 'gold-dinar',
      name: 'Gold Dinar',
      price: 185000,
      category_id: null,
      reference_type_id: 't1',
      weight_g: 11.5,
    };
    act(() => channel.onChange({ kind: 'updated', row: row as never }));
    expect(result.current).toMatchObject({ listing: { weight_g: 11.5, reference_type: TYPE, catalogue_references: REFERENCES } });
    act(() => channel.onChange({ kind: 'updated', row: { ...row, reference_type_id: 't2' } as never }));
    expect(result.current).toMatchObject({ listing: { reference_type: null, catalogue_references: REFERENCES } });
  });

  it('never joins when the page is left first, and leaves when it is left after', async () => {
    const first = renderHook(() => useListing('gold-dinar', LISTING));
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_JOIN_DELAY_MS * 2));
    expect(subscribeToCollectible).not.toHaveBeenCalled();
    const second = renderHook(() => useListing('gold-dinar', LISTING));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_JOIN_DELAY_MS));
    second.unmount();
    expect(channel.left).toBe(1);
  });
});
