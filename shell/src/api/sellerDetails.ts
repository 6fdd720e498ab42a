import { getSupabase } from '@sikka/shared/supabase';
import type { SellerDetails } from '../seller/useSellerDetails';

let pending: Promise<SellerDetails> | undefined;

/**
 * Read once per page load: the footer and a policy page share the answer. A failure is asked again next
 * time. Through the data client alone: every page shows the footer, and a visitor without a session
 * never downloads supabase-js's auth client (issue 18).
 */
export function fetchSellerDetails(): Promise<SellerDetails> {
  pending ??= (async () => {
    const { data, error } = await getSupabase().rpc('seller_legal_details');
    if (error || !data) throw error ?? new Error('No seller details');
    return data as unknown as SellerDetails;
  })().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
