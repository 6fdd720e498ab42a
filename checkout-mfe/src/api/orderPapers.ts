import { getSupabase, loadSupabase } from '@sikka/shared/supabase';
import type { DocumentKind, OrderPapers } from '../model/orderPapers';

/** The order's certificates and invoices by its link (public.order_page_documents); null for an unknown link. */
export async function fetchOrderPapers(token: string): Promise<OrderPapers | null> {
  const { data, error } = await getSupabase().rpc('order_page_documents', { token });
  if (error) throw error;
  return (data as unknown as OrderPapers | null) ?? null;
}

/**
 * A fresh five-minute link to one paper's PDF (the documents Edge Function, authorised by the order's
 * link, so a guest buyer needs no session). Asked for at each tap: a link kept on the page would expire.
 */
export async function orderPaperLink(token: string, kind: DocumentKind, id: string): Promise<string> {
  const { data, error } = await (await loadSupabase()).functions.invoke<{ url: string }>('documents', {
    body: { kind, id, order_token: token },
  });
  if (error || !data?.url) throw error ?? new Error('No link');
  return data.url;
}
