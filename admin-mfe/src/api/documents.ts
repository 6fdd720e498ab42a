import { getSupabase, loadSupabase } from '@sikka/shared/supabase';
import type { DocumentKind, OrderDocuments } from '../model/orderDocuments';

/** An order's certificates and invoices (public.order_documents, 20261125400300). */
export async function fetchOrderDocuments(orderId: string): Promise<OrderDocuments> {
  const { data, error } = await getSupabase().rpc('order_documents', { order_id: orderId });
  if (error) throw error;
  return data as unknown as OrderDocuments;
}

/** A five-minute link to the document's PDF, made once by the documents Edge Function. */
export async function documentLink(kind: DocumentKind, id: string): Promise<string> {
  const { data, error } = await (await loadSupabase()).functions.invoke<{ url: string }>('documents', { body: { kind, id } });
  if (error || !data?.url) throw error ?? new Error('No link');
  return data.url;
}

export async function revokeCertificate(certificateId: string, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('revoke_certificate', { certificate_id: certificateId, reason });
  if (error) throw error;
}

export async function reissueCertificate(orderId: string): Promise<void> {
  const { error } = await getSupabase().rpc('reissue_certificate', { order_id: orderId });
  if (error) throw error;
}
