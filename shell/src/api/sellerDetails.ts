import { getSupabase } from '@sikka/shared/supabase';
import type { SellerDetails } from '../seller/useSellerDetails';

let pending: Promise<SellerDetails> | undefined;

/** One read of the details, uncached (the server keeps its own a minute: ssr/sharedReadCache.ts). */
export async function readSellerDetails(): Promise<SellerDetails> {
  const { data, error } = await getSupabase().rpc('seller_legal_details');
  if (error || !data) throw error ?? new Error('No seller details');
  return data as unknown as SellerDetails;
}

/**
 * Read once per page load: the footer and a policy page share the answer. A failure is asked again next
 * time. Through the data client alone: every page shows the footer, and a visitor without a session
 * never downloads supabase-js's auth client (issue 18). A page the server rendered carries the answer
 * (its frame's data, useSellerDetails), so the browser does not ask at all.
 */
export function fetchSellerDetails(): Promise<SellerDetails> {
  pending ??= readSellerDetails().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
