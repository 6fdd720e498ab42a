import { useAsync } from '@sikka/shared/async';
import { fetchShopFacts, type ShopFacts } from '@sikka/shared/domain/settings';
import { useServedPageData } from '@sikka/shared/federation';

/** The seller's legal details the invoices copy, the contact and the states delivered to, as set in Settings. */
export type SellerDetails = ShopFacts;

/** The shell frame's data, the same on every page: the server reads it with the page and writes it in once. */
export interface FrameData {
  /** Null when the server could not read them (the browser then asks). */
  seller: SellerDetails | null;
}

/** The seller's details once arrived (null while loading or when the read failed); a page the server rendered carries them. */
export function useSellerDetails(): SellerDetails | null {
  const served = (useServedPageData()?.frame as FrameData | undefined)?.seller;
  const state = useAsync(fetchShopFacts, [], served ? { data: served } : undefined);
  return state.status === 'ready' ? state.data : null;
}
