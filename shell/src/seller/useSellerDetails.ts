import { useAsync } from '@sikka/shared/async';
import { fetchSellerDetails, servedSellerDetails } from '../api/sellerDetails';

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

/** The seller's legal details once they have arrived; null while loading or when the read failed. */
export function useSellerDetails(): SellerDetails | null {
  const served = servedSellerDetails();
  const state = useAsync(fetchSellerDetails, [], served ? { data: served } : undefined);
  return state.status === 'ready' ? state.data : null;
}
