import { useAsync } from '@sikka/shared/async';
import { useServedPageData } from '@sikka/shared/federation';
import { fetchSellerDetails } from '../api/sellerDetails';

/** The seller's legal details (public.seller_legal_details, 20261125400300): the row invoices copy. */
export interface SellerDetails {
  legal_name: string;
  trade_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  state_code: string;
  pincode: string;
  gstin: string;
  customer_care_email: string;
  customer_care_phone: string;
  customer_care_hours: string;
  grievance_officer_name: string;
  grievance_officer_designation: string;
  grievance_officer_email: string;
  grievance_officer_phone: string;
}

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
  const state = useAsync(fetchSellerDetails, [], served ? { data: served } : undefined);
  return state.status === 'ready' ? state.data : null;
}
