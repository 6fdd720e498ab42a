import { useAsync } from '@sikka/shared/async';
import type { ShopFacts } from '@sikka/shared/domain/settings';
import { useServedPageData } from '@sikka/shared/federation';
import { fetchShopFacts } from '@sikka/shared/domain/settings';

/**
 * The shop's public facts (public.seller_legal_details): the seller's legal details the invoices copy,
 * the contact and the states delivered to, as the owner set them in Settings (issue 51).
 */
export type SellerDetails = ShopFacts;

/** The shell frame's data, the same on every page: the server reads it with the page and writes it in once. */
export interface FrameData {
  /** The footer's legal details; null when the server could not read them (the browser then asks). */
  seller: SellerDetails | null;
}

/**
 * The seller's legal details once they have arrived; null while loading or when the read failed. A page
 * the server rendered carries them as its frame's data: the browser does not ask.
 */
export function useSellerDetails(): SellerDetails | null {
  const served = (useServedPageData()?.frame as FrameData | undefined)?.seller;
  const state = useAsync(fetchShopFacts, [], served ? { data: served } : undefined);
  return state.status === 'ready' ? state.data : null;
}
